/**
 * /cf/account/report/:infoUuid: report a case (reason, words, up to 9 evidence photos), then "my
 * reports" with the outcome staff gave. Words are shown as typed (plain text).
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { useStores } from '../../stores/context';
import { REPORT_REASONS } from '../../contract/trust';
import { REPORT_MAX_IMAGES, REPORT_OUTCOME_TEXT, REPORT_STATUS_TEXT, REPORT_TEXT_MAX } from '../../stores/ReportStore';
import { UploadField } from '../UploadField';
import { ImageGallery } from '../case/ImageGallery';
import { EmptyState, ErrorState } from '../StateView';
import { Skeleton } from '../Skeleton';
import { Alert, Card, Chips, Head, Submit, TextField, day } from './bits';

const REASON_KEYS = ['fake', 'duplicate', 'recovered', 'misuse', 'impersonation', 'other'];

const MyReports = observer(function MyReports() {
  const { report } = useStores();
  const mine = report.mine;
  useEffect(() => {
    if (!mine.loaded) void mine.refresh();
  }, [mine]);
  return (
    <Card title='我的举报' testId='my-reports'>
      {!mine.loaded ? (
        mine.error ? <ErrorState text={mine.error} onRetry={() => void mine.refresh()} /> : <Skeleton rows={2} />
      ) : mine.items.length === 0 ? (
        <EmptyState text='还没有举报记录' />
      ) : (
        mine.items.map((r) => (
          <View key={r.reportId} className='cf-trust__item' data-testid='my-report-item' data-status={r.status}>
            <View className='cf-trust__item-head'>
              <Text className='cf-raise__row-title'>{r.reason}</Text>
              <Text className={`cf-raise__tag ${r.status === 'resolved' ? 'cf-raise__tag--s2' : 'cf-raise__tag--s1'}`}>{REPORT_STATUS_TEXT[r.status] ?? r.status}</Text>
            </View>
            <Text className='cf-trust__text'>{r.content}</Text>
            {r.imageUrls.length ? <ImageGallery thumbs={r.imageUrls} /> : null}
            <Text className='cf-trust__meta'>{day(r.createdAt)}</Text>
            {r.outcome ? (
              <Text className='cf-trust__text' data-testid='my-report-outcome'>
                {`处理结果：${REPORT_OUTCOME_TEXT[r.outcome] ?? r.outcome}${r.outcomeNote ? `（${r.outcomeNote}）` : ''}`}
              </Text>
            ) : null}
          </View>
        ))
      )}
    </Card>
  );
});

export const ReportView = observer(function ReportView({ infoUuid }: { infoUuid: string }) {
  const { report } = useStores();
  useEffect(() => report.open(infoUuid), [report, infoUuid]);
  if (report.sent && report.infoUuid === infoUuid) {
    return (
      <View className='cf-trust' data-testid='report-sent'>
        <Head title='举报已提交' desc='感谢您的监督。平台会核实举报内容，处理结果会显示在下方并通知您。' />
        <MyReports />
      </View>
    );
  }
  return (
    <View className='cf-trust' data-testid='report-form'>
      <Head title='举报' desc='发现筹款信息不实或资金使用不当，请告诉我们。平台会保护举报人的信息。' />
      <Card>
        <View className='cf-raise__field'>
          <Text className='cf-raise__label'>举报原因</Text>
          <Chips
            testId='report-reason'
            label='举报原因'
            value={report.reason}
            options={REPORT_REASONS.map((r, i) => ({ value: r, label: r, key: REASON_KEYS[i] }))}
            onChange={(r) => report.setReason(r)}
          />
        </View>
        <TextField long label='举报说明' testId='report-words' value={report.content} maxLength={REPORT_TEXT_MAX} placeholder='请说明您了解的情况' onChange={(t) => report.setContent(t)} />
        <View className='cf-raise__field'>
          <UploadField
            label='证据图片（选填）'
            kind='photo'
            max={REPORT_MAX_IMAGES}
            value={report.files}
            onChange={(files) => report.setFiles(files)}
            onBusyChange={(busy) => report.setUploading(busy)}
            testId='report-photos'
          />
        </View>
      </Card>
      <Alert text={report.submitAct.error} testId='report-error' />
      <Submit testId='report-submit' busy={report.submitAct.busy} onClick={() => void report.submit()}>
        提交举报
      </Submit>
      <MyReports />
    </View>
  );
});
