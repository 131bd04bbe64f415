/**
 * Donation receipts (issue 9): /cf/invoiceApply (my paid donations with their receipt status; one
 * donation's rules and form, or its receipt when asked for already; the statement of donations) and
 * /cf/invoiceSubmitSuccess (the request, its status, the PDF once issued). Thin observers over
 * InvoiceStore and StatementStore.
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { View, Text, Input } from '@tarojs/components';
import { useStores } from '../../stores/context';
import { downloadPath, RECEIPT_STATUS_TEXT } from '../../stores/InvoiceStore';
import { INVOICE_BOUNDS, type Invoice } from '../../contract/invoice';
import { formatFenFixed } from '../../lib/money';
import { formatTime } from '../../lib/time';
import { EmptyState, ErrorState } from '../../components/StateView';
import { Skeleton } from '../../components/Skeleton';
import { RaiseButton, RaiseDone, RaiseHead } from '../../components/raise/SectionForm';
import { DownloadLink } from './DownloadLink';
import { StatementSection } from './StatementSection';
import '../../components/raise/raise.css';
import './money.css';
import { RECEIPT_PROMISE } from '../../contract/rules/promises';
import './receipt.css';

type InputEvent = { detail: { value: string } };

function Field({ label, testId, value, placeholder, onInput, maxlength }: { label: string; testId: string; value: string; placeholder: string; onInput: (v: string) => void; maxlength: number }) {
  return (
    <View className='cf-raise__field'>
      <Text className='cf-raise__label'>{label}</Text>
      <View className='cf-raise__input'>
        <Input
          className='cf-raise__field-input'
          data-testid={testId}
          value={value}
          placeholder={placeholder}
          maxlength={maxlength}
          onInput={(e: InputEvent) => {
            onInput(e.detail.value);
            return e.detail.value;
          }}
        />
      </View>
    </View>
  );
}

/** A receipt as asked for: title, tax number, status; the PDF link once issued. */
export function ReceiptCard({ inv, refunded }: { inv: Invoice; refunded?: boolean }) {
  return (
    <View className='cf-raise__card' data-testid='invoice-receipt'>
      <View className='cf-raise__row'><Text className='cf-raise__row-title'>票据状态</Text><Text className='cf-raise__tag' data-testid='invoice-status' data-status={inv.status}>{RECEIPT_STATUS_TEXT[inv.status]}</Text></View>
      <View className='cf-raise__row'><Text className='cf-raise__row-title'>抬头</Text><Text className='cf-raise__row-sub'>{`${inv.title}（${inv.titleType === 'COMPANY' ? '单位' : '个人'}）`}</Text></View>
      {inv.taxNo ? <View className='cf-raise__row'><Text className='cf-raise__row-title'>统一社会信用代码</Text><Text className='cf-raise__row-sub'>{inv.taxNo}</Text></View> : null}
      <View className='cf-raise__row'><Text className='cf-raise__row-title'>票据金额</Text><Text className='cf-raise__row-sub'>{formatFenFixed(inv.amount)}元</Text></View>
      {inv.email ? <View className='cf-raise__row'><Text className='cf-raise__row-title'>联系邮箱</Text><Text className='cf-raise__row-sub'>{inv.email}</Text></View> : null}
      <View className='cf-raise__row'><Text className='cf-raise__row-title'>申请时间</Text><Text className='cf-raise__row-sub'>{formatTime(inv.createdAt)}</Text></View>
      {inv.issuedAt ? <View className='cf-raise__row'><Text className='cf-raise__row-title'>开具时间</Text><Text className='cf-raise__row-sub'>{formatTime(inv.issuedAt)}</Text></View> : null}
      {inv.corrects ? <View className='cf-raise__row'><Text className='cf-raise__row-title'>更正票据</Text><Text className='cf-raise__row-sub' data-testid='invoice-corrects'>{`更正原票据 ${inv.corrects}`}</Text></View> : null}
      {inv.status === 'VOIDED' ? (
        <>
          <Text className='cf-raise__hint' data-testid='invoice-void-reason'>{inv.voidReason || '该票据已作废'}</Text>
          <DownloadLink path={downloadPath(inv.invoiceId)} text='下载原票据（已作废）' testId='invoice-download-voided' fileName={`receipt-${inv.invoiceId}-void.pdf`} />
        </>
      ) : inv.status === 'ISSUED' ? (
        <DownloadLink path={downloadPath(inv.invoiceId)} text='下载捐赠票据（PDF）' testId='invoice-download' fileName={`receipt-${inv.invoiceId}.pdf`} />
      ) : refunded ? (
        <Text className='cf-raise__hint' data-testid='invoice-pending'>{RECEIPT_PROMISE.refunded}</Text>
      ) : (
        <Text className='cf-raise__hint' data-testid='invoice-pending'>票据开具中，开具后可在此下载PDF（一般3个工作日内）</Text>
      )}
    </View>
  );
}

const InvoiceList = observer(function InvoiceList() {
  const { invoice: s, platform } = useStores();
  useEffect(() => {
    void s.loadList();
  }, [s]);
  if (!s.entrance) return s.listAct.error ? <ErrorState text={s.listAct.error} onRetry={() => void s.loadList()} /> : <Skeleton rows={4} />;
  if (s.entrance.list.length === 0) return <EmptyState text='暂无可申请收据的捐款' />;
  return (
    <View className='cf-raise__card' data-testid='invoice-list'>
      <Text className='cf-raise__label'>{`选择一笔捐款申请收据（${s.entrance.canApplyCount}笔可申请）`}</Text>
      {s.entrance.list.map((o) => (
        <View key={o.orderId} className='cf-raise__row' data-testid={`invoice-order-${o.orderId}`} role='link' onClick={() => platform.nav.go('invoiceApply', { orderId: o.orderId })}>
          <View className='cf-raise__row-main'>
            <Text className='cf-raise__row-title'>{o.caseTitle}</Text>
            <Text className='cf-raise__row-sub'>{`${formatFenFixed(o.amount)}元 · ${formatTime(o.paidAt)}`}</Text>
          </View>
          <Text className='cf-raise__tag' data-status={o.invoiceStatus}>{RECEIPT_STATUS_TEXT[o.invoiceStatus]}</Text>
        </View>
      ))}
    </View>
  );
});

const InvoiceForm = observer(function InvoiceForm({ orderId }: { orderId: string }) {
  const { invoice: s } = useStores();
  useEffect(() => {
    void s.open(orderId);
  }, [s, orderId]);
  const m = s.msg?.orderId === orderId ? s.msg : null;
  if (!m) return s.loadAct.error ? <ErrorState text={s.loadAct.error} onRetry={() => void s.open(orderId)} /> : <Skeleton rows={5} />;
  return (
    <View data-testid='invoice-form'>
      <View className='cf-raise__card'>
        <View className='cf-money__sum'>
          <Text className='cf-money__sum-label'>{m.caseTitle}</Text>
          <Text className='cf-money__sum-value'>{formatFenFixed(m.amount)}元</Text>
          {m.paidAt ? <Text className='cf-raise__row-sub'>{`捐款时间：${formatTime(m.paidAt)}`}</Text> : null}
        </View>
        <Text className='cf-raise__label'>申请须知</Text>
        {m.rules.map((r, i) => (
          <Text key={r} className='cf-raise__list-item' data-testid='invoice-rule'>{`${i + 1}. ${r}`}</Text>
        ))}
      </View>
      {m.invoice ? (
        <ReceiptCard inv={m.invoice} refunded={m.amount <= 0} />
      ) : !m.canApply && (m.receipts ?? []).length ? null : !m.canApply ? (
        <View className='cf-raise__banner cf-raise__banner--warn' data-testid='invoice-error'><Text>该笔捐款当前不能申请捐赠票据（未支付或已全额退款）</Text></View>
      ) : (
        <View className='cf-raise__card'>
          <Text className='cf-raise__label'>抬头类型</Text>
          <View className='cf-receipt__types'>
            <View className={`cf-receipt__type${s.titleType === 'PERSONAL' ? ' cf-receipt__type--on' : ''}`} data-testid='invoice-title-type-personal' role='radio' aria-checked={s.titleType === 'PERSONAL'} onClick={() => s.setTitleType('PERSONAL')}>个人</View>
            <View className={`cf-receipt__type${s.titleType === 'COMPANY' ? ' cf-receipt__type--on' : ''}`} data-testid='invoice-title-type-company' role='radio' aria-checked={s.titleType === 'COMPANY'} onClick={() => s.setTitleType('COMPANY')}>单位</View>
          </View>
          <Field label='票据抬头' testId='invoice-title' value={s.title} maxlength={INVOICE_BOUNDS.title} placeholder={s.titleType === 'COMPANY' ? '请输入单位全称' : '请输入捐赠人姓名'} onInput={(v) => s.setTitle(v)} />
          {s.titleType === 'COMPANY' ? (
            <Field label='统一社会信用代码' testId='invoice-tax-no' value={s.taxNo} maxlength={INVOICE_BOUNDS.taxNo} placeholder='18位统一社会信用代码' onInput={(v) => s.setTaxNo(v)} />
          ) : null}
          <Field label='联系邮箱（选填）' testId='invoice-email' value={s.email} maxlength={INVOICE_BOUNDS.email} placeholder='选填，票据相关事宜联系您' onInput={(v) => s.setEmail(v)} />
          {s.firstError ? <View className='cf-raise__error' role='alert' data-testid='invoice-error'>{s.firstError}</View> : null}
        </View>
      )}
      {!m.invoice && m.canApply ? <RaiseButton testId='invoice-submit' text={s.submitAct.busy ? '提交中…' : '提交申请'} onClick={() => void s.submit()} /> : null}
      {/* Receipts a refund voided stay listed beside the one in force (a full refund leaves only them). */}
      {(m.receipts ?? []).filter((r) => r.status === 'VOIDED').map((r) => (
        <View key={r.invoiceId} data-testid='invoice-voided'>
          <ReceiptCard inv={r} />
        </View>
      ))}
    </View>
  );
});

export const InvoiceApplyView = observer(function InvoiceApplyView({ orderId }: { orderId?: string }) {
  const { platform } = useStores();
  return (
    <View className='cf-raise cf-money' data-testid='invoice-apply'>
      <RaiseHead title='申请捐款收据' desc={RECEIPT_PROMISE.apply} />
      {orderId ? <InvoiceForm orderId={orderId} /> : <InvoiceList />}
      {orderId ? <View className='cf-raise__link cf-receipt__back' role='link' data-testid='invoice-back-list' onClick={() => platform.nav.go('invoiceApply')}>查看全部捐款</View> : null}
      <StatementSection />
    </View>
  );
});

export const InvoiceSubmitSuccessView = observer(function InvoiceSubmitSuccessView({ orderId, invoiceId }: { orderId: string; invoiceId?: string }) {
  const { invoice: s, platform } = useStores();
  useEffect(() => {
    if (orderId) void s.open(orderId);
  }, [s, orderId]);
  const m = s.msg?.orderId === orderId ? s.msg : null;
  if (!orderId) return <ErrorState text='缺少捐款信息' />;
  if (!m) return s.loadAct.error ? <ErrorState text={s.loadAct.error} onRetry={() => void s.open(orderId)} /> : <Skeleton rows={5} />;
  const inv = m.invoice && (!invoiceId || m.invoice.invoiceId === invoiceId) ? m.invoice : null;
  return (
    <View data-testid='invoice-submit-success'>
      <RaiseDone title={inv?.status === 'ISSUED' ? '捐赠票据已开具' : '收据申请已提交'} desc={`${m.caseTitle} · ${formatFenFixed(m.amount)}元`}>
        {inv ? <ReceiptCard inv={inv} refunded={m.amount <= 0} /> : <View className='cf-raise__banner cf-raise__banner--warn' data-testid='invoice-error'><Text>未找到该收据申请</Text></View>}
        {inv?.status !== 'ISSUED' ? <RaiseButton ghost testId='invoice-refresh' text='刷新状态' onClick={() => void s.open(orderId)} /> : null}
        <RaiseButton ghost text='返回捐款列表' onClick={() => platform.nav.go('invoiceApply', {}, { replace: true })} />
      </RaiseDone>
    </View>
  );
});
