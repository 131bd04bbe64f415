/**
 * 善款使用公示 (/cf/fund-use/:infoUuid, the case owner): the payout batches that arrived (date, amount,
 * what may still be declared), the form (batch, amount used in 元, what it paid for, 1..9 receipt
 * images) and the reports already sent with their review status. Logic and rules: FundUseStore.
 */
import { useCallback, useEffect } from 'react';
import { observer } from 'mobx-react';
import { Input, Text, View } from '@tarojs/components';
import { useStores } from '../../stores/context';
import { FUND_USE_RECEIPTS_MAX, FUND_USE_PURPOSE_MAX } from '../../contract/ledger';
import { ErrorState } from '../StateView';
import { Skeleton } from '../Skeleton';
// case.css before the trust styles, as the other pages order them (one CSS order in the shared chunk).
import '../case/case.css';
import { ImageGallery } from '../case/ImageGallery';
import { Alert, Card, Head, Submit, TextField } from '../trust/bits';
import { ReceiptField } from './ReceiptField';
import './ledger.css';

type InputEvent = { detail: { value: string } };
const TAG: Record<string, string> = { PENDING: 's1', APPROVED: 's2', REJECTED: 's3' };

export const FundUseView = observer(function FundUseView({ infoUuid }: { infoUuid: string }) {
  const { fundUse: s, platform } = useStores();
  useEffect(() => {
    if (infoUuid) void s.load(infoUuid);
  }, [s, infoUuid]);
  const onBusy = useCallback((busy: boolean) => s.setUploading(busy), [s]);

  if (!s.data || s.infoUuid !== infoUuid) {
    return s.loadAct.error ? <ErrorState text={s.loadAct.error} onRetry={() => void s.load(infoUuid)} /> : <Skeleton rows={5} />;
  }
  const batch = s.batch;
  return (
    <View className='cf-raise cf-money' data-testid='fund-use-page'>
      <Head title='善款使用公示' desc='款项到账后，请如实填写善款用途并上传票据。平台审核通过后，将在筹款页的善款公示中向所有捐款人公开。' />
      <Card title='已到账款项'>
        {s.batchRows.length === 0 ? <Text className='cf-ledger__empty' data-testid='fund-use-no-batch'>暂无已到账的款项，款项到账后即可提交善款使用情况</Text> : null}
        {s.batchRows.map((b) => (
          <View
            key={b.id}
            className='cf-raise__row'
            data-testid='fund-use-batch'
            data-payout-id={b.id}
            data-selected={b.selected ? 'true' : 'false'}
            role='radio'
            aria-checked={b.selected ? 'true' : 'false'}
            onClick={() => s.selectBatch(b.id)}
          >
            <View className='cf-raise__row-main'>
              <Text className='cf-raise__row-title'>{`${b.label} · ${b.amount}元`}</Text>
              <Text className='cf-raise__row-sub'>{`${b.date}到账 · ${b.payee} · 可申报${b.remaining}元`}</Text>
            </View>
            <Text className={`cf-raise__tag ${b.selected ? 'cf-raise__tag--s2' : ''}`}>{b.selected ? '已选择' : b.full ? '已申报完' : '选择'}</Text>
          </View>
        ))}
      </Card>
      {batch ? (
        <View className='cf-raise__card'>
          <View className='cf-raise__field'>
            <Text className='cf-raise__label'>使用金额（元）</Text>
            <View className='cf-raise__input'>
              <Input
                className='cf-raise__field-input'
                data-testid='fund-use-amount'
                type='digit'
                value={s.amountText}
                placeholder='请输入本次使用的金额'
                maxlength={13}
                aria-label='使用金额'
                onInput={(e: InputEvent) => {
                  s.setAmount(e.detail.value);
                  return s.amountText;
                }}
              />
            </View>
            <Text className='cf-raise__hint'>{`本批可申报${s.batchRows.find((r) => r.selected)?.remaining ?? '0.00'}元`}</Text>
          </View>
          <TextField
            long
            label='资金用途'
            testId='fund-use-purpose'
            value={s.purpose}
            maxLength={FUND_USE_PURPOSE_MAX}
            placeholder='例如：住院押金、第一期化疗费用、手术费'
            onChange={(v) => s.setPurpose(v)}
          />
          <View className='cf-raise__field'>
            <ReceiptField value={s.files} onChange={(files) => s.setFiles(files)} onBusyChange={onBusy} max={FUND_USE_RECEIPTS_MAX} />
          </View>
          <Alert text={s.submitAct.error} testId='fund-use-error' />
          <Submit testId='fund-use-submit' busy={s.submitAct.busy} onClick={() => void s.submit()}>提交审核</Submit>
        </View>
      ) : null}
      <Card title='提交记录' testId='fund-use-records'>
        {s.records.length === 0 ? <Text className='cf-ledger__empty'>暂无提交记录</Text> : null}
        {s.records.map((r) => (
          <View key={r.id} className='cf-ledger__row' data-testid='fund-use-record' data-status={r.status}>
            <View className='cf-ledger__row-top'>
              <Text className='cf-ledger__row-title'>
                {`${r.date} · ${r.amount}元`}
              </Text>
              <Text className={`cf-raise__tag cf-raise__tag--${TAG[r.status]}`} data-testid='fund-use-record-status'>{r.statusText}</Text>
            </View>
            <Text className='cf-ledger__row-text'>{r.description}</Text>
            {r.status === 'REJECTED' && r.reason ? <Text className='cf-raise__error'>{`未通过原因：${r.reason}`}</Text> : null}
            <View className='cf-ledger__receipts'>
              <ImageGallery thumbs={r.receipts.thumbs} large={r.receipts.large} />
            </View>
          </View>
        ))}
      </Card>
      <View className='cf-raise__submit cf-raise__submit--ghost' role='link' onClick={() => platform.nav.go('contribute', { infoUuid })}>
        查看筹款页的善款公示
      </View>
    </View>
  );
});
