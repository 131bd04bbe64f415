/**
 * The owner's steps around withdrawals (issue 9): stop raising first (warning, figures, reason,
 * confirmation), close out once the money is handled (the case's public money summary), and
 * change or cancel a withdrawal still in its public notice. Thin observers over WithdrawStopStore
 * and WithdrawEditStore; every rule is checked again by the server.
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { View, Text, Input } from '@tarojs/components';
import { useStores } from '../../stores/context';
import { STOP_OTHER, STOP_REASON_MAX, STOP_REASONS, STOP_WARNINGS } from '../../stores/WithdrawStopStore';
import { formatFenFixed } from '../../lib/money';
import { formatTime } from '../../lib/time';
import { ErrorState } from '../../components/StateView';
import { Skeleton } from '../../components/Skeleton';
import { RaiseButton, RaiseHead } from '../../components/raise/SectionForm';
import '../../components/raise/raise.css';
import './money.css';
import './withdraw.css';

type InputEvent = { detail: { value: string } };

function Check({ on, testId, text, onToggle }: { on: boolean; testId: string; text: string; onToggle: () => void }) {
  return (
    <View className={`cf-wd__check${on ? ' cf-wd__check--on' : ''}`} role='checkbox' aria-checked={on} data-testid={testId} data-checked={on ? 'true' : 'false'} onClick={onToggle}>
      <Text className='cf-wd__box'>{on ? '✓' : ''}</Text>
      <Text>{text}</Text>
    </View>
  );
}

/** A main button that can be disabled (greyed, taps ignored). */
function SubmitButton({ text, testId, disabled, onClick }: { text: string; testId: string; disabled: boolean; onClick: () => void }) {
  return (
    <View
      className={`cf-raise__submit${disabled ? ' cf-wd__submit--disabled' : ''}`}
      data-testid={testId}
      aria-disabled={disabled}
      data-disabled={disabled ? 'true' : 'false'}
      onClick={() => (disabled ? undefined : onClick())}
    >
      {text}
    </View>
  );
}

function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <View className='cf-wd__row'>
      <Text>{label}</Text>
      <Text className='cf-wd__row-value' data-testid={testId}>{value}</Text>
    </View>
  );
}

export const StopRaiseView = observer(function StopRaiseView({ infoUuid }: { infoUuid: string }) {
  const { withdrawStop: s, platform } = useStores();
  useEffect(() => {
    if (infoUuid) void s.load(infoUuid);
  }, [s, infoUuid]);
  if (!s.cash || s.infoUuid !== infoUuid) {
    return s.loadAct.error ? <ErrorState text={s.loadAct.error} onRetry={() => void s.load(infoUuid)} /> : <Skeleton rows={6} />;
  }
  const cash = s.cash;
  return (
    <View className='cf-raise cf-money' data-testid='stop-raise'>
      <RaiseHead title='停止筹款' desc='提现前需先停止筹款' />
      <View className='cf-wd__warn' data-testid='stop-raise-warning'>
        <Text className='cf-wd__warn-title'>请仔细阅读</Text>
        {STOP_WARNINGS.map((t, i) => (
          <Text key={t} className='cf-wd__warn-item'>{`${i + 1}. ${t}`}</Text>
        ))}
      </View>
      {!cash.raising ? (
        <View className='cf-raise__banner cf-raise__banner--warn' data-testid='stop-raise-already'>
          <Text>{cash.canCash ? '筹款已停止，可直接申请提现。' : `筹款已停止。${cash.reason}`}</Text>
          {cash.canCash ? (
            <View className='cf-raise__link' role='link' onClick={() => platform.nav.go('withdrawConfirm', { infoUuid }, { replace: true })}>去申请提现 ›</View>
          ) : null}
        </View>
      ) : null}
      <View className='cf-raise__card'>
        <View className='cf-wd__figures'>
          <View className='cf-wd__figure'>
            <Text className='cf-money__sum-label'>已筹金额（元）</Text>
            <Text className='cf-wd__figure-value' data-testid='stop-raise-raised'>{formatFenFixed(cash.raisedAmount)}</Text>
          </View>
          <View className='cf-wd__figure'>
            <Text className='cf-money__sum-label'>停止后可提现（元）</Text>
            <Text className='cf-wd__figure-value cf-wd__figure-value--hot' data-testid='stop-raise-available'>{formatFenFixed(cash.available)}</Text>
          </View>
        </View>
        <Text className='cf-raise__hint'>
          {`已提现${formatFenFixed(cash.withdrawn)}元，已退款${formatFenFixed(cash.refunded)}元，审核中${formatFenFixed(cash.pendingWithdrawals + cash.pendingRefunds)}元`}
        </Text>
      </View>
      {cash.raising ? (
        <View className='cf-raise__card'>
          <View className='cf-raise__field'>
            <Text className='cf-raise__label'>停止筹款的原因</Text>
            <View className='cf-raise__chips' data-testid='stop-raise-reason'>
              {STOP_REASONS.map((r, i) => (
                <View
                  key={r}
                  className={`cf-raise__chip${s.reasonIndex === i ? ' cf-raise__chip--on' : ''}`}
                  data-testid={`stop-raise-reason-${i}`}
                  data-selected={s.reasonIndex === i ? 'true' : 'false'}
                  onClick={() => s.chooseReason(i)}
                >
                  {r}
                </View>
              ))}
            </View>
            {s.reasonIndex === STOP_OTHER ? (
              <View className='cf-raise__input cf-money__note'>
                <Input
                  className='cf-raise__field-input'
                  data-testid='stop-raise-other'
                  value={s.otherText}
                  placeholder={`请填写原因（${STOP_REASON_MAX}字以内）`}
                  maxlength={STOP_REASON_MAX}
                  onInput={(e: InputEvent) => {
                    s.setOtherText(e.detail.value);
                    return e.detail.value;
                  }}
                />
              </View>
            ) : null}
          </View>
          <Check
            on={s.confirmed}
            testId='stop-raise-confirm'
            text='我已知晓：停止筹款后不可撤销，筹款页将不再接受捐助'
            onToggle={() => s.setConfirmed(!s.confirmed)}
          />
          {s.submitAct.error ? <View className='cf-raise__error' role='alert' data-testid='stop-raise-error'>{s.submitAct.error}</View> : null}
        </View>
      ) : null}
      {cash.raising ? (
        <SubmitButton testId='stop-raise-submit' text={s.submitAct.busy ? '提交中…' : '确认停止筹款'} disabled={!s.canStop} onClick={() => void s.stop()} />
      ) : null}
      <RaiseButton ghost text='返回' onClick={() => platform.nav.back()} />
    </View>
  );
});

export const CloseRaiseView = observer(function CloseRaiseView({ infoUuid }: { infoUuid: string }) {
  const { withdrawStop: s, platform } = useStores();
  useEffect(() => {
    if (infoUuid) void s.loadSummary(infoUuid);
  }, [s, infoUuid]);
  const sum = s.summary?.infoUuid === infoUuid ? s.summary : null;
  if (!sum) return s.summaryAct.error ? <ErrorState text={s.summaryAct.error} onRetry={() => void s.loadSummary(infoUuid)} /> : <Skeleton rows={6} />;
  const done = sum.status === 103;
  return (
    <View className='cf-raise cf-money' data-testid='close-raise'>
      <RaiseHead title='结束筹款' desc={sum.title} />
      {done ? (
        <View className='cf-raise__banner cf-raise__banner--info' data-testid='close-raise-done'>
          <Text>{s.closed ? '筹款已结束，善款已处理完毕。' : '本次筹款已结束，善款已处理完毕。'}</Text>
        </View>
      ) : null}
      <View className='cf-raise__card' data-testid='close-raise-summary'>
        <Text className='cf-raise__label'>善款去向</Text>
        <Row label='筹得善款' value={`${formatFenFixed(sum.moneyIn)}元`} testId='close-raise-in' />
        <Row label='已提现到账' value={`${formatFenFixed(sum.withdrawn)}元`} />
        <Row label='服务费' value={`${formatFenFixed(sum.fees)}元`} />
        <Row label='已退回捐款人' value={`${formatFenFixed(sum.refunded)}元`} />
        <Row label='剩余未处理' value={`${formatFenFixed(sum.balance)}元`} testId='close-raise-balance' />
        <Text className='cf-raise__hint'>{`共${sum.donationCount}笔捐款；每笔提现与退款均可在筹款页的善款公示中查看。`}</Text>
      </View>
      {!done ? (
        <View className='cf-raise__card'>
          <Text className='cf-raise__label'>结束前请确认</Text>
          <Text className='cf-raise__list-item'>1. 剩余善款需为0元：还有余额时请先申请提现，或联系平台退回捐款人。</Text>
          <Text className='cf-raise__list-item'>2. 没有正在审核或打款中的提现，也没有处理中的退款。</Text>
          <Text className='cf-raise__list-item'>3. 结束后筹款状态将显示为“筹款结束，善款已处理”，不可撤销。</Text>
          <Check on={s.closeConfirmed} testId='close-raise-confirm' text='我已确认善款已处理完毕，结束本次筹款' onToggle={() => s.setCloseConfirmed(!s.closeConfirmed)} />
          {s.closeAct.error ? <View className='cf-raise__error' role='alert' data-testid='close-raise-error'>{s.closeAct.error}</View> : null}
        </View>
      ) : null}
      {!done ? (
        <SubmitButton testId='close-raise-submit' text={s.closeAct.busy ? '提交中…' : '确认结束筹款'} disabled={!s.closeConfirmed || s.closeAct.busy} onClick={() => void s.close()} />
      ) : null}
      {!done && sum.balance > 0 ? <RaiseButton ghost text='去提现' onClick={() => platform.nav.go('withdrawConfirm', { infoUuid })} /> : null}
      <RaiseButton ghost text='查看提现记录' onClick={() => platform.nav.go('raiseWithdrawDetail', { infoUuid })} />
    </View>
  );
});

export const WithdrawEditView = observer(function WithdrawEditView({ infoUuid, withdrawalId }: { infoUuid: string; withdrawalId: string }) {
  const { withdrawEdit: e, platform } = useStores();
  useEffect(() => {
    if (infoUuid && withdrawalId) void e.load(infoUuid, withdrawalId);
  }, [e, infoUuid, withdrawalId]);
  if (!infoUuid || !withdrawalId) return <ErrorState text='缺少提现信息，请从提现记录进入' />;
  const item = e.item?.withdrawalId === withdrawalId ? e.item : null;
  if (!item) return e.loadAct.error ? <ErrorState text={e.loadAct.error} onRetry={() => void e.load(infoUuid, withdrawalId)} /> : <Skeleton rows={5} />;
  return (
    <View className='cf-raise cf-money' data-testid='withdraw-edit'>
      <RaiseHead title='修改提现' desc='公示期内可修改金额或取消申请' />
      {!e.editable ? (
        <View className='cf-raise__banner cf-raise__banner--warn' data-testid='withdraw-edit-locked'>
          <Text>{`该提现${e.statusText}，已无法修改或取消。`}</Text>
        </View>
      ) : null}
      <View className='cf-raise__card'>
        <Row label='当前申请金额' value={`${formatFenFixed(item.amount)}元`} testId='withdraw-edit-current' />
        <Row label='服务费' value={`${formatFenFixed(item.fee)}元`} />
        <Row label='公示截止' value={formatTime(item.noticeUntil)} />
        {e.editable ? (
          <View className='cf-raise__field'>
            <Text className='cf-raise__label'>新的提现金额（元）</Text>
            <View className={`cf-raise__input${e.inputError ? ' cf-raise__input--error' : ''}`}>
              <Input
                className='cf-raise__field-input'
                data-testid='withdraw-edit-amount'
                type='digit'
                value={e.input}
                placeholder='请输入提现金额'
                maxlength={13}
                onInput={(ev: InputEvent) => {
                  e.setInput(ev.detail.value);
                  return ev.detail.value;
                }}
              />
            </View>
            {e.inputError ? <View className='cf-raise__error' role='alert' data-testid='withdraw-edit-error'>{e.inputError}</View> : null}
            <Text className='cf-raise__hint' data-testid='withdraw-edit-max'>{`最多可提现${formatFenFixed(e.max)}元；修改后将从现在起重新公示${e.noticeHours}小时，服务费按新金额计算。`}</Text>
          </View>
        ) : null}
      </View>
      {e.submitAct.error ? (
        <View className='cf-raise__banner cf-raise__banner--error' role='alert' data-testid='withdraw-edit-submit-error'>
          <Text>{e.submitAct.error}</Text>
        </View>
      ) : null}
      {e.editable ? (
        <SubmitButton testId='withdraw-edit-submit' text={e.submitAct.busy ? '提交中…' : '确认修改'} disabled={e.submitAct.busy} onClick={() => void e.save()} />
      ) : null}
      {e.editable ? <RaiseButton ghost testId='withdraw-cancel' text='取消本次提现' onClick={() => void e.cancel()} /> : null}
      <RaiseButton ghost text='返回提现记录' onClick={() => platform.nav.go('raiseWithdrawDetail', { infoUuid }, { replace: true })} />
    </View>
  );
});
