/**
 * The refund screens (issue 9): apply (the server's rules, reasons and refundable amount), apply
 * success, my refunds, and one refund's detail with its steps. Thin observers over RefundStore.
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { View, Text, Input } from '@tarojs/components';
import { useStores } from '../../stores/context';
import { REFUND_KIND_TEXT, REFUND_NOTE_MAX, REFUND_REASONS, REFUND_STATUS_TEXT, refundTimeline } from '../../stores/RefundStore';
import type { RefundRes } from '../../contract/money';
import { formatFenFixed } from '../../lib/money';
import { formatTime } from '../../lib/time';
import { BottomLoader } from '../../components/BottomLoader';
import { EmptyState, ErrorState } from '../../components/StateView';
import { Skeleton } from '../../components/Skeleton';
import { RaiseButton, RaiseDone, RaiseHead } from '../../components/raise/SectionForm';
import '../../components/raise/raise.css';
import { REFUND_PROMISE } from '../../contract/rules/promises';
import './money.css';

type InputEvent = { detail: { value: string } };

export const RefundApplyView = observer(function RefundApplyView({ infoUuid, orderId }: { infoUuid: string; orderId?: string }) {
  const { refund: s } = useStores();
  useEffect(() => {
    void s.open(infoUuid, orderId);
  }, [s, infoUuid, orderId]);

  if (s.loadAct.busy && !s.rules) return <Skeleton rows={5} />;
  if (!s.rules && s.orders.length > 1) {
    return (
      <View className='cf-raise cf-money' data-testid='refund-choose'>
        <RaiseHead title='选择要退款的捐款' />
        <View className='cf-raise__card'>
          {s.orders.map((o) => (
            <View key={o.orderId} className='cf-raise__row' data-testid='refund-order' onClick={() => void s.choose(o.orderId)}>
              <Text className='cf-raise__row-title'>{formatFenFixed(o.amount)}元</Text>
              <Text className='cf-raise__row-sub'>{formatTime(o.createdAt)}</Text>
            </View>
          ))}
        </View>
      </View>
    );
  }
  if (!s.rules) return <ErrorState text={s.loadAct.error || '加载失败'} onRetry={() => void s.open(infoUuid, orderId)} />;
  const rules = s.rules;
  return (
    <View className='cf-raise cf-money' data-testid='refund-apply'>
      <RaiseHead title='申请退款' desc={`可退金额${formatFenFixed(rules.refundableAmount)}元，${REFUND_PROMISE.route}`} />
      {!rules.canRefund ? (
        <View className='cf-raise__banner cf-raise__banner--warn' data-testid='refund-cannot'>
          <Text>{rules.reasons.join('；') || '该笔捐款当前不可退款'}</Text>
        </View>
      ) : null}
      <View className='cf-raise__card' data-testid='refund-rules'>
        <Text className='cf-raise__label'>退款规则</Text>
        {rules.rules.map((r, i) => (
          <Text key={r} className='cf-raise__list-item'>{`${i + 1}. ${r}`}</Text>
        ))}
        {rules.deadline ? <Text className='cf-raise__hint'>{`退款截止时间：${formatTime(rules.deadline)}`}</Text> : null}
      </View>
      <View className='cf-raise__card'>
        <View className='cf-raise__field'>
          <Text className='cf-raise__label'>退款原因</Text>
          <View className='cf-raise__chips'>
            {REFUND_REASONS.map((r) => (
              <View key={r} className={`cf-raise__chip${s.reason === r ? ' cf-raise__chip--on' : ''}`} data-testid='refund-reason' onClick={() => s.setReason(r)}>
                {r}
              </View>
            ))}
          </View>
          {s.reasonError ? <View className='cf-raise__error' role='alert' data-testid='refund-reason-error'>{s.reasonError}</View> : null}
          <View className='cf-raise__input cf-money__note'>
            <Input
              className='cf-raise__field-input'
              data-testid='refund-note'
              value={s.note}
              placeholder='补充说明（选填）'
              maxlength={REFUND_NOTE_MAX}
              onInput={(e: InputEvent) => {
                s.setNote(e.detail.value);
                return e.detail.value;
              }}
            />
          </View>
        </View>
        <View className='cf-raise__field'>
          <Text className='cf-raise__label'>退款金额（元）</Text>
          <View className={`cf-raise__input${s.inputError ? ' cf-raise__input--error' : ''}`}>
            <Input
              className='cf-raise__field-input'
              data-testid='refund-amount'
              type='digit'
              value={s.input}
              placeholder='请输入退款金额'
              maxlength={13}
              onInput={(e: InputEvent) => {
                s.setInput(e.detail.value);
                return e.detail.value;
              }}
            />
          </View>
          {s.inputError ? <View className='cf-raise__error' role='alert' data-testid='refund-amount-error'>{s.inputError}</View> : null}
        </View>
      </View>
      {s.submitAct.error ? (
        <View className='cf-raise__banner cf-raise__banner--error' role='alert' data-testid='refund-submit-error'>
          <Text>{s.submitAct.error}</Text>
        </View>
      ) : null}
      <RaiseButton testId='refund-submit' text={s.submitAct.busy ? '提交中…' : '确认退款'} onClick={() => void s.submit()} />
    </View>
  );
});

export const RefundApplySuccessView = observer(function RefundApplySuccessView({ infoUuid }: { infoUuid: string }) {
  const { refund: s, platform } = useStores();
  const last = s.last;
  return (
    <View data-testid='refund-apply-success'>
      <RaiseDone
        title='退款申请已提交'
        desc={last ? `退款${formatFenFixed(last.amount)}元，${REFUND_STATUS_TEXT[last.status]}，${REFUND_PROMISE.routeSentence}` : REFUND_PROMISE.routeSentence}
      >
        <RaiseButton
          testId='refund-detail-link'
          text='查看退款进度'
          onClick={() => platform.nav.go('refundDetail', { infoUuid: last?.infoUuid || infoUuid, refundId: last?.refundId }, { replace: true })}
        />
        <RaiseButton ghost text='我的退款记录' onClick={() => platform.nav.go('refundList')} />
      </RaiseDone>
    </View>
  );
});

function RefundRow({ r, onClick }: { r: RefundRes; onClick: () => void }) {
  return (
    <View className='cf-raise__row' role='link' data-testid='refund-item' onClick={onClick}>
      <View className='cf-raise__row-main'>
        <Text className='cf-raise__row-title'>退款{formatFenFixed(r.amount)}元</Text>
        <Text className='cf-raise__row-sub'>{`${formatTime(r.createdAt)} · ${REFUND_KIND_TEXT[r.kind]}`}</Text>
      </View>
      <Text className='cf-raise__tag' data-testid='refund-status'>{REFUND_STATUS_TEXT[r.status]}</Text>
    </View>
  );
}

export const RefundListView = observer(function RefundListView() {
  const { refund: s, platform } = useStores();
  const pager = s.mine;
  useEffect(() => {
    void pager.refresh();
  }, [pager]);
  if (!pager.loaded) return pager.error ? <ErrorState text={pager.error} onRetry={() => void pager.refresh()} /> : <Skeleton rows={5} />;
  if (pager.items.length === 0) return <EmptyState text='暂无退款记录' />;
  return (
    <View className='cf-raise cf-money' data-testid='refund-list'>
      <View className='cf-raise__card'>
        {pager.items.map((r) => (
          <RefundRow key={r.refundId} r={r} onClick={() => platform.nav.go('refundDetail', { infoUuid: r.infoUuid, refundId: r.refundId })} />
        ))}
      </View>
      <BottomLoader loading={pager.busy && !pager.refreshing} hasMore={pager.hasNext} onLoadMore={() => pager.loadMore()} />
    </View>
  );
});

export const RefundDetailView = observer(function RefundDetailView({ infoUuid, refundId }: { infoUuid: string; refundId?: string }) {
  const { refund: s, platform } = useStores();
  useEffect(() => {
    if (refundId) void s.loadDetail(refundId);
    else void s.loadCaseRefunds(infoUuid);
  }, [s, infoUuid, refundId]);
  const retry = () => void (refundId ? s.loadDetail(refundId) : s.loadCaseRefunds(infoUuid));
  if (!refundId) {
    if (!s.caseRefunds) return s.detailAct.error ? <ErrorState text={s.detailAct.error} onRetry={retry} /> : <Skeleton rows={4} />;
    if (s.caseRefunds.length === 0) return <EmptyState text='暂无退款记录' />;
    return (
      <View className='cf-raise cf-money' data-testid='refund-case-list'>
        <View className='cf-raise__card'>
          {s.caseRefunds.map((r) => (
            <RefundRow key={r.refundId} r={r} onClick={() => platform.nav.go('refundDetail', { infoUuid, refundId: r.refundId })} />
          ))}
        </View>
      </View>
    );
  }
  const d = s.detail?.refundId === refundId ? s.detail : null;
  if (!d) return s.detailAct.error ? <ErrorState text={s.detailAct.error} onRetry={retry} /> : <Skeleton rows={4} />;
  return (
    <View className='cf-raise cf-money' data-testid='refund-detail'>
      <View className='cf-raise__card'>
        <View className='cf-money__sum'>
          <Text className='cf-money__sum-label'>{d.caseTitle}</Text>
          <Text className='cf-money__sum-value'>{formatFenFixed(d.amount)}元</Text>
          <Text className='cf-raise__tag' data-testid='refund-status'>{REFUND_STATUS_TEXT[d.status]}</Text>
        </View>
        <View className='cf-raise__row'><Text className='cf-raise__row-title'>退款类型</Text><Text className='cf-raise__row-sub'>{REFUND_KIND_TEXT[d.kind]}</Text></View>
        <View className='cf-raise__row'><Text className='cf-raise__row-title'>退款原因</Text><Text className='cf-raise__row-sub'>{d.reason || '—'}</Text></View>
        <View className='cf-raise__row'><Text className='cf-raise__row-title'>申请时间</Text><Text className='cf-raise__row-sub'>{formatTime(d.createdAt)}</Text></View>
        {d.completedAt ? (
          <View className='cf-raise__row'><Text className='cf-raise__row-title'>完成时间</Text><Text className='cf-raise__row-sub'>{formatTime(d.completedAt)}</Text></View>
        ) : null}
        {d.failReason ? <Text className='cf-raise__error' data-testid='refund-fail-reason'>{d.failReason}</Text> : null}
        <View className='cf-money__timeline'>
          {refundTimeline(d).map((st) => (
            <View key={st.title} className={`cf-money__step cf-money__step--${st.state}`} data-testid='refund-step' data-state={st.state}>
              <View className='cf-money__dot' />
              <View className='cf-raise__row-main'>
                <Text className='cf-money__step-title'>{st.title}</Text>
                <Text className='cf-raise__row-sub'>{st.desc}</Text>
              </View>
            </View>
          ))}
        </View>
      </View>
    </View>
  );
});
