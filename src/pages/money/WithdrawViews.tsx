/**
 * The fundraiser's withdrawal screens (issue 9): confirm (amount, fee option, payee, rules), commit
 * success, audit pass and the detail list with each withdrawal's timeline. Thin observers over
 * WithdrawStore; every number and rule comes from the server.
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { View, Text, Input } from '@tarojs/components';
import { useStores } from '../../stores/context';
import { WITHDRAW_TEXT, withdrawalTimeline } from '../../stores/WithdrawStore';
import { formatFenFixed } from '../../lib/money';
import { feeOptionText } from '../../stores/withdraw-fee';
import { FeeOptionGroup } from './FeeOptionGroup';
import { MONEY_CASE_STATUS, withdrawalStatusText } from '../../contract/money';
import { formatTime } from '../../lib/time';
import { EmptyState, ErrorState } from '../../components/StateView';
import { Skeleton } from '../../components/Skeleton';
import { RaiseButton, RaiseDone, RaiseHead } from '../../components/raise/SectionForm';
import '../../components/raise/raise.css';
import './money.css';

type InputEvent = { detail: { value: string } };

export const WithdrawConfirmView = observer(function WithdrawConfirmView({ infoUuid }: { infoUuid: string }) {
  const { withdraw: w, platform } = useStores();
  useEffect(() => {
    if (infoUuid) void w.load(infoUuid);
  }, [w, infoUuid]);

  if (!w.info || w.infoUuid !== infoUuid) {
    return w.loadAct.error ? <ErrorState text={w.loadAct.error} onRetry={() => void w.load(infoUuid)} /> : <Skeleton rows={5} />;
  }
  const info = w.info;
  if (info.raising) return <StopFirst infoUuid={infoUuid} available={info.available} />;
  return (
    <View className='cf-raise cf-money' data-testid='withdraw-confirm'>
      <RaiseHead title='申请提现' desc='善款将在公示及审核通过后打入收款账户' />
      {!info.canCash || !info.verified ? (
        <View className='cf-raise__banner cf-raise__banner--warn' data-testid='withdraw-cannot'>
          <Text>{!info.canCash ? info.reason || WITHDRAW_TEXT.nothing : WITHDRAW_TEXT.notVerified}</Text>
          {!info.verified ? (
            <Text className='cf-raise__link' data-testid='withdraw-complete-link' onClick={() => platform.nav.go('raiseCommitVerify', { infoUuid })}>
              {WITHDRAW_TEXT.complete}
            </Text>
          ) : null}
        </View>
      ) : null}
      <View className='cf-raise__card'>
        <View className='cf-money__sum'>
          <Text className='cf-money__sum-label'>可提现金额（元）</Text>
          <Text className='cf-money__sum-value' data-testid='withdraw-available'>{formatFenFixed(w.available)}</Text>
          <Text className='cf-raise__hint'>
            已筹{formatFenFixed(info.raisedAmount)}元 - 已提现{formatFenFixed(info.withdrawn)}元 - 审核中{formatFenFixed(info.pendingWithdrawals + info.pendingRefunds)}元 - 已退款{formatFenFixed(info.refunded)}元 - 服务费{formatFenFixed(info.fees)}元
          </Text>
        </View>
        <View className='cf-raise__field'>
          <Text className='cf-raise__label'>提现金额（元）</Text>
          <View className={`cf-raise__input${w.inputError ? ' cf-raise__input--error' : ''}`}>
            <Input
              className='cf-raise__field-input'
              data-testid='withdraw-amount'
              type='digit'
              value={w.input}
              placeholder='请输入提现金额'
              maxlength={13}
              onInput={(e: InputEvent) => {
                w.setInput(e.detail.value);
                return e.detail.value;
              }}
            />
            <Text className='cf-raise__link cf-money__all' data-testid='withdraw-all' onClick={() => w.fillAll()}>全部提现</Text>
          </View>
          {w.inputError ? (
            <View className='cf-raise__error' role='alert' data-testid='withdraw-amount-error'>{w.inputError}</View>
          ) : null}
        </View>
        <FeeOptionGroup w={w} />
        <View className='cf-raise__row'>
          <Text className='cf-raise__row-title'>收款方</Text>
          <Text className='cf-raise__row-sub' data-testid='withdraw-payee'>{w.payeeText || '—'}</Text>
        </View>
      </View>
      <View className='cf-raise__card' data-testid='withdraw-rules'>
        <Text className='cf-raise__label'>提现须知</Text>
        {w.rules.map((r, i) => (
          <Text key={r} className='cf-raise__list-item'>{`${i + 1}. ${r}`}</Text>
        ))}
      </View>
      {w.submitAct.error ? (
        <View className='cf-raise__banner cf-raise__banner--error' role='alert' data-testid='withdraw-submit-error'>
          <Text>{w.submitAct.error}</Text>
        </View>
      ) : null}
      <RaiseButton testId='withdraw-submit' text={w.submitAct.busy ? '提交中…' : '确认提现'} onClick={() => void w.apply()} />
      <RaiseButton ghost text='查看提现记录' onClick={() => platform.nav.go('raiseWithdrawDetail', { infoUuid })} />
    </View>
  );
});

/** The case still takes gifts: withdrawing starts with stopping the raise. */
function StopFirst({ infoUuid, available }: { infoUuid: string; available: number }) {
  const { platform } = useStores();
  return (
    <View className='cf-raise cf-money' data-testid='withdraw-confirm'>
      <RaiseHead title='申请提现' desc='善款将在公示及审核通过后打入收款账户' />
      <View className='cf-raise__banner cf-raise__banner--warn' data-testid='withdraw-raising'>
        <Text>{WITHDRAW_TEXT.stopFirst}</Text>
      </View>
      <View className='cf-raise__card'>
        <View className='cf-money__sum'>
          <Text className='cf-money__sum-label'>停止筹款后可提现（元）</Text>
          <Text className='cf-money__sum-value' data-testid='withdraw-available'>{formatFenFixed(available)}</Text>
        </View>
        <Text className='cf-raise__list-item'>为保障捐款人的知情权，筹款进行中不能提现：需先停止筹款，筹款页不再接受新的捐助后，才能申请提现。</Text>
        <Text className='cf-raise__list-item'>停止筹款不可撤销，已筹得的善款不受影响。</Text>
      </View>
      <RaiseButton testId='withdraw-stop-first' text='先停止筹款' onClick={() => platform.nav.go('withdrawStopRaise', { infoUuid })} />
      <RaiseButton ghost text='暂不提现' onClick={() => platform.nav.back()} />
    </View>
  );
}

export const WithdrawCommitSuccessView = observer(function WithdrawCommitSuccessView({ infoUuid }: { infoUuid: string }) {
  const { withdraw: w, platform } = useStores();
  const last = w.last && w.last.infoUuid === infoUuid ? w.last : null;
  return (
    <View data-testid='withdraw-commit-success'>
      <RaiseDone
        title='提现申请已提交'
        desc={last
          ? `申请提现${formatFenFixed(last.amount)}元，${feeOptionText(last.feeOption, last.fee, last.subsidy)}，服务费${formatFenFixed(last.fee)}元，预计到账${formatFenFixed(last.netAmount)}元。申请将公示至${formatTime(last.noticeUntil)}，公示期满且审核通过后打款。`
          : '提现申请将在筹款页公示，公示期满且审核通过后打款。'}
      >
        <RaiseButton testId='withdraw-detail-link' text='查看提现进度' onClick={() => platform.nav.go('raiseWithdrawDetail', { infoUuid }, { replace: true })} />
        {last ? <RaiseButton ghost testId='withdraw-edit-open' text='公示期内修改金额或取消' onClick={() => platform.nav.go('withdrawEdit', { infoUuid, withdrawalId: last.withdrawalId })} /> : null}
        <RaiseButton ghost text='返回筹款页' onClick={() => platform.nav.go('contribute', { infoUuid })} />
      </RaiseDone>
    </View>
  );
});

export const WithdrawAuditPassView = observer(function WithdrawAuditPassView({ infoUuid }: { infoUuid: string }) {
  const { withdraw: w, platform } = useStores();
  useEffect(() => {
    if (infoUuid) void w.loadList(infoUuid);
  }, [w, infoUuid]);
  const approved = w.notice?.infoUuid === infoUuid ? w.notice.list.find((x) => x.status === 'APPROVED' || x.status === 'PAID') : undefined;
  return (
    <View data-testid='withdraw-audit-pass'>
      <RaiseDone
        title='提现审核已通过'
        desc={approved
          ? `提现${formatFenFixed(approved.amount)}元已审核通过，${approved.status === 'PAID' ? '已打款至收款账户' : '将尽快打款至收款账户'}。`
          : '您的提现申请已审核通过，将尽快打款至收款账户。'}
      >
        <RaiseButton testId='withdraw-detail-link' text='查看提现进度' onClick={() => platform.nav.go('raiseWithdrawDetail', { infoUuid })} />
      </RaiseDone>
    </View>
  );
});

export const WithdrawDetailView = observer(function WithdrawDetailView({ infoUuid }: { infoUuid: string }) {
  const { withdraw: w, platform } = useStores();
  useEffect(() => {
    if (infoUuid) void w.loadList(infoUuid);
  }, [w, infoUuid]);
  const notice = w.notice?.infoUuid === infoUuid ? w.notice : null;
  if (!notice) return w.listAct.error ? <ErrorState text={w.listAct.error} onRetry={() => void w.loadList(infoUuid)} /> : <Skeleton rows={5} />;
  if (notice.list.length === 0) {
    return <EmptyState text='暂无提现记录' actionText='去提现' onAction={() => platform.nav.go('withdrawConfirm', { infoUuid })} />;
  }
  const now = Date.now();
  return (
    <View className='cf-raise cf-money' data-testid='withdraw-detail'>
      <RaiseHead title='提现记录' />
      {notice.caseStatus === MONEY_CASE_STATUS.MONEY_SUCCESS ? (
        <View className='cf-raise__banner cf-raise__banner--info' data-testid='withdraw-close-hint'>
          <Text>提现已到账。善款全部处理完毕后，可结束本次筹款。</Text>
          <View className='cf-raise__link' role='link' data-testid='withdraw-close-raise-link' onClick={() => platform.nav.go('withdrawCloseRaise', { infoUuid })}>去结束筹款 ›</View>
        </View>
      ) : null}
      {notice.list.map((x) => (
        <View key={x.withdrawalId} className='cf-raise__card' data-testid='withdraw-item'>
          <View className='cf-raise__row'>
            <View className='cf-raise__row-main'>
              <Text className='cf-raise__row-title'>提现{formatFenFixed(x.amount)}元</Text>
              <Text className='cf-raise__row-sub'>
                {formatTime(x.createdAt)} · 服务费{formatFenFixed(x.fee)}元 · 到账{formatFenFixed(x.netAmount)}元
              </Text>
            </View>
            <Text className='cf-raise__tag' data-testid='withdraw-status'>{withdrawalStatusText(x.status, x.inNotice)}</Text>
          </View>
          {x.openObjections > 0 ? <Text className='cf-raise__error'>有{x.openObjections}条异议待平台处理</Text> : null}
          {x.status === 'PENDING' ? (
            <Text className='cf-raise__link' data-testid='withdraw-edit-link' onClick={() => platform.nav.go('withdrawEdit', { infoUuid, withdrawalId: x.withdrawalId })}>
              公示期内可修改金额或取消申请 ›
            </Text>
          ) : null}
          {x.status === 'PAID' || x.status === 'APPROVED' ? <Text className='cf-raise__link' data-testid='withdraw-audit-pass-link' onClick={() => platform.nav.go('withdrawAuditPass', { infoUuid })}>审核已通过，查看结果 ›</Text> : null}
          {x.status === 'PAID' || x.status === 'APPROVED' ? <Text className='cf-raise__link' data-testid='withdraw-fund-use-link' onClick={() => platform.nav.go('fundUseSubmit', { infoUuid })}>款项到账后，提交善款使用情况 ›</Text> : null}
          <View className='cf-money__timeline'>
            {withdrawalTimeline(x, notice.noticeHours, now).map((s) => (
              <View key={s.title} className={`cf-money__step cf-money__step--${s.state}`} data-testid='withdraw-step' data-state={s.state}>
                <View className='cf-money__dot' />
                <View className='cf-raise__row-main'>
                  <Text className='cf-money__step-title'>{s.title}</Text>
                  <Text className='cf-raise__row-sub'>{s.desc}</Text>
                </View>
              </View>
            ))}
          </View>
        </View>
      ))}
    </View>
  );
});
