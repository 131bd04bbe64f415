/**
 * The owner's case-wide refund screens (issue 9): confirm (/cf/refund/confirm: what returning every
 * donation means, what goes back, a reason and a confirm checkbox) and its result (/cf/refund/audit-pass:
 * status, progress, what donors see). Thin observers over CaseRefundStore.
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { View, Text, Input } from '@tarojs/components';
import { useStores } from '../../stores/context';
import { CASE_REFUND_KIND_TEXT, CASE_REFUND_NOTE_MAX, CASE_REFUND_REASONS, caseRefundRules } from '../../stores/CaseRefundStore';
import { formatFenFixed } from '../../lib/money';
import { formatTime } from '../../lib/time';
import { ErrorState } from '../../components/StateView';
import { Skeleton } from '../../components/Skeleton';
import { RaiseButton, RaiseHead } from '../../components/raise/SectionForm';
import '../../components/raise/raise.css';
import './money.css';
import './receipt.css';

type InputEvent = { detail: { value: string } };

export const RefundConfirmView = observer(function RefundConfirmView({ infoUuid }: { infoUuid: string }) {
  const { caseRefund: s, platform } = useStores();
  useEffect(() => {
    void s.load(infoUuid);
  }, [s, infoUuid]);
  const sum = s.summary?.infoUuid === infoUuid ? s.summary : null;
  if (!sum) return s.loadAct.error ? <ErrorState text={s.loadAct.error} onRetry={() => void s.load(infoUuid)} /> : <Skeleton rows={6} />;
  return (
    <View className='cf-raise cf-money' data-testid='refund-confirm'>
      <RaiseHead title='结束筹款并退还全部善款' desc={sum.title} />
      {!sum.canConfirm ? (
        <View className='cf-raise__banner cf-raise__banner--warn' data-testid='refund-confirm-blocked'>
          <Text>{sum.reason}</Text>
          {sum.status >= 201 && sum.status <= 204 ? (
            <View className='cf-raise__link' role='link' data-testid='refund-confirm-progress-link' onClick={() => platform.nav.go('refundAuditPass', { infoUuid })}>查看退款进度</View>
          ) : null}
        </View>
      ) : null}
      {sum.canConfirm ? (
        <View className='cf-raise__card'>
          <View className='cf-money__sum'>
            <Text className='cf-money__sum-label'>将退还给捐款人</Text>
            <Text className='cf-money__sum-value' data-testid='refund-confirm-amount'>{formatFenFixed(sum.preview.amount)}元</Text>
            <Text className='cf-raise__row-sub' data-testid='refund-confirm-count'>{`共${sum.preview.count}笔捐款，${sum.preview.donors}位捐款人`}</Text>
          </View>
          <Text className='cf-raise__label'>请仔细阅读</Text>
          {caseRefundRules(sum).map((r, i) => (
            <Text key={r} className='cf-raise__list-item' data-testid='refund-confirm-rule'>{`${i + 1}. ${r}`}</Text>
          ))}
        </View>
      ) : null}
      {sum.canConfirm ? (
        <View className='cf-raise__card'>
          <View className='cf-raise__field'>
            <Text className='cf-raise__label'>结束筹款的原因</Text>
            <View className='cf-raise__chips'>
              {CASE_REFUND_REASONS.map((r, i) => (
                <View key={r} className={`cf-raise__chip${s.reason === r ? ' cf-raise__chip--on' : ''}`} data-testid={`refund-confirm-reason-${i}`} onClick={() => s.setReason(r)}>
                  {r}
                </View>
              ))}
            </View>
            <View className='cf-raise__input cf-money__note'>
              <Input
                className='cf-raise__field-input'
                data-testid='refund-confirm-note'
                value={s.note}
                placeholder={s.reason === '其他原因' ? '请说明原因（必填）' : '补充说明（选填）'}
                maxlength={CASE_REFUND_NOTE_MAX}
                onInput={(e: InputEvent) => {
                  s.setNote(e.detail.value);
                  return e.detail.value;
                }}
              />
            </View>
            {s.reasonError ? <View className='cf-raise__error' role='alert' data-testid='refund-confirm-error'>{s.reasonError}</View> : null}
          </View>
          <View
            className={`cf-receipt__check${s.checked ? ' cf-receipt__check--on' : ''}`}
            role='checkbox'
            aria-checked={s.checked}
            data-testid='refund-confirm-check'
            onClick={() => s.toggleChecked()}
          >
            <Text className='cf-receipt__box'>{s.checked ? '✓' : ''}</Text>
            <Text>我已知晓：确认后筹款结束、全部善款原路退回，且不可撤销</Text>
          </View>
          {s.checkError ? <View className='cf-raise__error' role='alert' data-testid='refund-confirm-error'>{s.checkError}</View> : null}
        </View>
      ) : null}
      {s.submitAct.error ? (
        <View className='cf-raise__banner cf-raise__banner--error' role='alert' data-testid='refund-confirm-error'>
          <Text>{s.submitAct.error}</Text>
        </View>
      ) : null}
      {sum.canConfirm ? (
        <RaiseButton testId='refund-confirm-submit' text={s.submitAct.busy ? '提交中…' : '确认结束筹款并退款'} onClick={() => void s.submit()} />
      ) : null}
    </View>
  );
});

export const RefundAuditPassView = observer(function RefundAuditPassView({ infoUuid }: { infoUuid: string }) {
  const { caseRefund: s, platform } = useStores();
  useEffect(() => {
    void s.load(infoUuid);
  }, [s, infoUuid]);
  const sum = s.summary?.infoUuid === infoUuid ? s.summary : null;
  if (!sum) return s.loadAct.error ? <ErrorState text={s.loadAct.error} onRetry={() => void s.load(infoUuid)} /> : <Skeleton rows={5} />;
  const p = sum.progress;
  const ended = sum.status === 204;
  return (
    <View className='cf-raise cf-money' data-testid='refund-audit-pass'>
      <View className='cf-raise__done'>
        <Text className='cf-raise__done-icon'>{ended ? '✓' : '…'}</Text>
        <Text className='cf-raise__done-title' data-testid='refund-case-status'>{s.statusText}</Text>
        <Text className='cf-raise__done-desc'>{sum.title}</Text>
      </View>
      <View className='cf-raise__card' data-testid='refund-progress' data-percent={s.percent}>
        <Text className='cf-raise__label'>退款进度</Text>
        <View className='cf-receipt__bar'>
          <View className='cf-receipt__bar-fill' style={{ width: `${s.percent}%` }} />
        </View>
        <View className='cf-raise__row-sub' data-testid='refund-progress-text'>
          {`已退还 ${p.done.count}/${p.total.count} 笔，${formatFenFixed(p.done.amount)}/${formatFenFixed(p.total.amount)} 元（${s.percent}%）`}
        </View>
        {p.pending.count ? <View className='cf-raise__row-sub'>{`退款中 ${p.pending.count} 笔，${formatFenFixed(p.pending.amount)} 元`}</View> : null}
        {p.failed.count ? (
          <View className='cf-raise__error' data-testid='refund-progress-failed'>{`${p.failed.count} 笔退款失败（${formatFenFixed(p.failed.amount)} 元），平台将人工处理并联系捐款人`}</View>
        ) : null}
        {p.startedAt ? <View className='cf-raise__hint'>{`开始时间：${formatTime(p.startedAt)}`}</View> : null}
        {p.finishedAt ? <View className='cf-raise__hint'>{`完成时间：${formatTime(p.finishedAt)}`}</View> : null}
      </View>
      <View className='cf-raise__card'>
        <Text className='cf-raise__label'>捐款人将看到</Text>
        <Text className='cf-raise__list-item'>{`1. 筹款页显示“${s.statusText}”，不能再捐款`}</Text>
        <Text className='cf-raise__list-item'>{`2. 退款通知：${(p.kind && CASE_REFUND_KIND_TEXT[p.kind]) || '善款正在原路退还给每一位捐款人'}`}</Text>
        <Text className='cf-raise__list-item'>3. 款项原路退回至付款账户（微信零钱通常即时到账，银行卡1-3个工作日），可在“我的退款记录”查看</Text>
      </View>
      <RaiseButton testId='refund-audit-detail' text='查看退款明细' onClick={() => platform.nav.go('refundDetail', { infoUuid })} />
      <RaiseButton ghost text='返回筹款页' onClick={() => platform.nav.go('contribute', { infoUuid })} />
    </View>
  );
});
