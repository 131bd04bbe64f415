/**
 * The donor's statement of donations (on /cf/invoiceApply): a calendar year or a fiscal year starting
 * in another month, or from-to dates; the count and total first, then the PDF. Observer over StatementStore.
 */
import { observer } from 'mobx-react';
import { View, Text, Input } from '@tarojs/components';
import { useStores } from '../../stores/context';
import { formatFenFixed } from '../../lib/money';
import { DownloadLink } from './DownloadLink';

type InputEvent = { detail: { value: string } };
const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

function DateInput({ testId, value, placeholder, onInput }: { testId: string; value: string; placeholder: string; onInput: (v: string) => void }) {
  return (
    <View className='cf-raise__input'>
      <Input
        className='cf-raise__field-input'
        data-testid={testId}
        value={value}
        placeholder={placeholder}
        maxlength={10}
        onInput={(e: InputEvent) => {
          onInput(e.detail.value);
          return e.detail.value;
        }}
      />
    </View>
  );
}

export const StatementSection = observer(function StatementSection() {
  const { statement: s } = useStores();
  const check = s.check;
  // A half-typed date range is not an error yet; a bad year is.
  const shownError = s.loadAct.error || (!check.ok && (s.mode === 'year' || (s.from && s.to)) ? check.error : null);
  return (
    <View className='cf-raise__card' data-testid='statement'>
      <Text className='cf-raise__label'>捐款明细对账单</Text>
      <View className='cf-raise__hint'>下载任意时间段内全部捐款的明细（已扣除退款），可用于个人或单位记账</View>
      <View className='cf-receipt__types'>
        <View className={`cf-receipt__type${s.mode === 'year' ? ' cf-receipt__type--on' : ''}`} role='radio' aria-checked={s.mode === 'year'} data-testid='statement-mode-year' onClick={() => s.setMode('year')}>按年度</View>
        <View className={`cf-receipt__type${s.mode === 'range' ? ' cf-receipt__type--on' : ''}`} role='radio' aria-checked={s.mode === 'range'} data-testid='statement-mode-range' onClick={() => s.setMode('range')}>自定义日期</View>
      </View>
      {s.mode === 'year' ? (
        <View>
          <View className='cf-raise__field'>
            <Text className='cf-raise__label'>年份</Text>
            <View className='cf-raise__input'>
              <Input
                className='cf-raise__field-input'
                data-testid='statement-year'
                type='number'
                value={s.year}
                placeholder={`如 ${s.nowYear}`}
                maxlength={4}
                onInput={(e: InputEvent) => {
                  s.setYear(e.detail.value);
                  return e.detail.value;
                }}
              />
            </View>
          </View>
          <Text className='cf-raise__label'>年度起始月份（非自然年财年请选择，如4月）</Text>
          <View className='cf-receipt__months'>
            {MONTHS.map((m) => (
              <View key={m} className={`cf-receipt__month${s.fiscalStartMonth === m ? ' cf-receipt__month--on' : ''}`} data-testid={`statement-month-${m}`} onClick={() => s.setFiscalStartMonth(m)}>
                {m === 1 ? '1月（自然年）' : `${m}月`}
              </View>
            ))}
          </View>
        </View>
      ) : (
        <View className='cf-raise__field'>
          <Text className='cf-raise__label'>开始日期</Text>
          <DateInput testId='statement-from' value={s.from} placeholder='如 2025-01-01' onInput={(v) => s.setFrom(v)} />
          <Text className='cf-raise__label'>结束日期（含当天）</Text>
          <DateInput testId='statement-to' value={s.to} placeholder='如 2025-12-31' onInput={(v) => s.setTo(v)} />
        </View>
      )}
      {check.ok ? <View className='cf-raise__row-sub' data-testid='statement-period'>{`对账期间：${check.label}`}</View> : null}
      {shownError ? <View className='cf-raise__error' role='alert' data-testid='statement-error'>{shownError}</View> : null}
      {s.preview && check.ok && s.previewLabel === check.label ? (
        <View className='cf-raise__row-sub' data-testid='statement-summary'>{`共 ${s.preview.count} 笔捐款，合计 ${formatFenFixed(s.preview.total)} 元`}</View>
      ) : null}
      <View className='cf-raise__submit cf-raise__submit--ghost' data-testid='statement-preview' onClick={() => void s.loadPreview()}>
        {s.loadAct.busy ? '查询中…' : '查询合计'}
      </View>
      {s.pdfPath ? <DownloadLink ghost path={s.pdfPath} text='下载对账单（PDF）' testId='statement-download' fileName='statement.pdf' /> : null}
    </View>
  );
});
