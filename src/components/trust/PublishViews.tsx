/**
 * Progress posts from the owner's side: /cf/publish/progress/:infoUuid (text + up to 9 photos),
 * /cf/publish/dynamic-audit/:infoUuid (my posts with their review status) and
 * /cf/publish/:infoUuid/success. A post shows on the case page once staff approved it.
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { useStores } from '../../stores/context';
import { PROGRESS_MAX_IMAGES } from '../../contract/trust';
import { PROGRESS_TEXT_MAX, REVIEW_TEXT } from '../../stores/FundraiserCenterStore.publish';
import { toProgressView } from '../../stores/ProgressStore';
import { UploadField } from '../UploadField';
import { ImageGallery } from '../case/ImageGallery';
import { EmptyState, ErrorState } from '../StateView';
import { Skeleton } from '../Skeleton';
import { Alert, Card, Done, Head, Submit, TextField, day } from './bits';

export const PublishProgressView = observer(function PublishProgressView({ infoUuid }: { infoUuid: string }) {
  const { fundraiserCenter, platform } = useStores();
  const form = fundraiserCenter.publish;
  useEffect(() => form.open(infoUuid), [form, infoUuid]);
  return (
    <View className='cf-trust' data-testid='publish-progress'>
      <Head title='发布筹款动态' desc='告诉关心患者的人最新的治疗进展和费用使用情况。动态经平台审核后公开显示，关注动态的人会收到通知。' />
      <Card>
        <TextField
          long
          label='动态内容'
          testId='progress-text'
          value={form.content}
          maxLength={PROGRESS_TEXT_MAX}
          placeholder='例如：今天完成了第二次化疗，医生说指标在好转，感谢大家的帮助。'
          onChange={(t) => form.setContent(t)}
        />
        <View className='cf-raise__field'>
          <UploadField
            label='图片（选填）'
            kind='progress'
            max={PROGRESS_MAX_IMAGES}
            hint='可上传病历、票据或治疗照片，请遮挡身份证号等隐私信息'
            value={form.files}
            onChange={(files) => form.setFiles(files)}
            onBusyChange={(busy) => form.setUploading(busy)}
            testId='progress-photos'
          />
        </View>
      </Card>
      <Alert text={form.submitAct.error} testId='progress-error' />
      <Submit
        testId='progress-submit'
        busy={form.submitAct.busy}
        onClick={async () => {
          if (await form.submit()) platform.nav.go('publishSuccess', { infoUuid }, { replace: true });
        }}
      >
        发布动态
      </Submit>
    </View>
  );
});

export const DynamicAuditView = observer(function DynamicAuditView({ infoUuid }: { infoUuid: string }) {
  const { fundraiserCenter, platform } = useStores();
  const form = fundraiserCenter.publish;
  useEffect(() => {
    if (infoUuid) void form.loadMine(infoUuid);
  }, [form, infoUuid]);
  const ready = form.infoUuid === infoUuid && form.mineLoaded;
  return (
    <View className='cf-trust' data-testid='dynamic-audit'>
      <Head title='我的动态' desc='动态提交后由平台审核，通过后公开显示在筹款页。' />
      <Card>
        {!ready ? (
          form.loadAct.error ? <ErrorState text={form.loadAct.error} onRetry={() => void form.loadMine(infoUuid)} /> : <Skeleton rows={3} />
        ) : form.mine.length === 0 ? (
          <EmptyState text='还没有发布过动态' />
        ) : (
          form.mine.map((p) => {
            const view = toProgressView(p);
            return (
              <View key={p.id} className='cf-trust__item' data-testid='dynamic-item' data-status={p.status}>
                <View className='cf-trust__item-head'>
                  <Text className='cf-trust__meta'>{day(p.updateDate)}</Text>
                  <Text className={`cf-raise__tag ${p.status === 'approved' ? 'cf-raise__tag--s2' : p.status === 'rejected' ? 'cf-raise__tag--s3' : 'cf-raise__tag--s1'}`}>
                    {REVIEW_TEXT[p.status] ?? p.status}
                  </Text>
                </View>
                <Text className='cf-trust__text'>{p.content}</Text>
                <ImageGallery thumbs={view.images} large={view.largeImages} />
                {p.status === 'rejected' && p.reason ? <Text className='cf-raise__error'>{`未通过原因：${p.reason}`}</Text> : null}
              </View>
            );
          })
        )}
      </Card>
      <Submit testId='dynamic-audit-new' onClick={() => platform.nav.go('publishProgress', { infoUuid })}>
        发布新动态
      </Submit>
    </View>
  );
});

export function PublishSuccessView({ infoUuid }: { infoUuid: string }) {
  const { platform } = useStores();
  return (
    <View className='cf-trust' data-testid='publish-success'>
      <Done title='动态已提交' desc='平台会尽快审核，审核通过后将显示在筹款页，并通知关注动态的爱心人士。'>
        <Submit testId='publish-success-audit' onClick={() => platform.nav.go('publishDynamicAudit', { infoUuid }, { replace: true })}>
          查看审核状态
        </Submit>
        <Submit ghost testId='publish-success-center' onClick={() => platform.nav.go('fundraiserCenter', { infoUuid }, { replace: true })}>
          返回筹款管理
        </Submit>
      </Done>
    </View>
  );
}
