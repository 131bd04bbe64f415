/**
 * /cf/activity/change-qrcode-img/:infoUuid: the owner picks the poster's picture, one of the case's
 * images or a new upload, and sees the poster again with it.
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Image, Text, View } from '@tarojs/components';
import { RoutePage, useRoute } from '../../../components/RoutePage';
import { ErrorState, StateView } from '../../../components/StateView';
import { Skeleton } from '../../../components/Skeleton';
import { UploadField } from '../../../components/UploadField';
import { useStores } from '../../../stores/context';
import '../growth.css';

const Picker = observer(function Picker() {
  const { growth, platform } = useStores();
  const { params } = useRoute();
  const store = growth.poster;
  const infoUuid = params.infoUuid ?? '';
  useEffect(() => {
    void store.load(infoUuid);
  }, [store, infoUuid]);
  const info = store.info?.infoUuid === infoUuid ? store.info : null;
  if (!info) return store.loadAct.error ? <ErrorState text={store.loadAct.error} onRetry={() => void store.load(infoUuid)} /> : <Skeleton rows={6} />;
  if (!info.canChange) return <StateView icon='!' title='仅筹款发起人可以更换海报图片' testId='poster-picture-denied' />;
  const choices = info.pictures.includes(store.chosen) || !store.chosen ? info.pictures : [store.chosen, ...info.pictures];
  return (
    <View className='cf-growth' data-testid='poster-picture-page'>
      <View className='cf-growth__card'>
        <Text className='cf-growth__h'>选择海报图片</Text>
        <View className='cf-growth__grid'>
          {choices.map((url) => (
            <View key={url} className={`cf-growth__pic ${store.chosen === url ? 'cf-growth__pic--on' : ''}`} data-testid='poster-picture-option' data-selected={store.chosen === url ? '1' : '0'} onClick={() => store.choose(url)}>
              <Image src={url} mode='aspectFill' style={{ width: '100%', height: '100%' }} imgProps={{ alt: '' }} />
            </View>
          ))}
        </View>
      </View>
      <View className='cf-growth__card'>
        <UploadField label='上传新图片' kind='photo' max={1} value={[]} onChange={(files) => store.uploaded(files)} testId='poster-upload' hint='上传后选中它作为海报图片' />
      </View>
      {store.saveAct.error ? <View className='cf-growth__error' role='alert'>{store.saveAct.error}</View> : null}
      <View
        className={`cf-growth__btn ${store.saveAct.busy ? 'cf-growth__btn--busy' : ''}`}
        data-testid='poster-picture-save'
        onClick={async () => {
          if (await store.save()) platform.nav.go('qrcodeShare', { infoUuid }, { replace: true });
        }}
      >
        {store.saveAct.busy ? '保存中…' : '使用这张图片'}
      </View>
    </View>
  );
});

export default function PosterPicturePage() {
  return (
    <RoutePage route='changeQrcodeImg'>
      <Picker />
    </RoutePage>
  );
}
