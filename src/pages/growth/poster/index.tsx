/**
 * /cf/activity/qrcode-share/:infoUuid: the case's share poster (composed by the server: picture, title,
 * amount raised and a code that opens the case; a mini-program code in the mini-program). 保存到相册 in
 * the mini-program (album permission asked), long-press on H5; the owner may change its picture.
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Image, Text, View } from '@tarojs/components';
import { RoutePage, useRoute } from '../../../components/RoutePage';
import { ErrorState } from '../../../components/StateView';
import { Skeleton } from '../../../components/Skeleton';
import { useStores } from '../../../stores/context';
import { formatFen } from '../../../lib/money';
import { SaveImage } from '../../../components/SaveImage';
import '../growth.css';

const Poster = observer(function Poster() {
  const { growth, platform } = useStores();
  const { params } = useRoute();
  const store = growth.poster;
  const infoUuid = params.infoUuid ?? '';
  useEffect(() => {
    void store.load(infoUuid);
  }, [store, infoUuid]);
  const info = store.info?.infoUuid === infoUuid ? store.info : null;
  if (!info) return store.loadAct.error ? <ErrorState text={store.loadAct.error} onRetry={() => void store.load(infoUuid)} /> : <Skeleton rows={6} />;
  return (
    <View className='cf-growth' data-testid='poster-page'>
      <View className='cf-growth__card'>
        <Image className='cf-growth__poster' src={info.posterUrl} mode='widthFix' showMenuByLongpress data-testid='poster-image' data-target={store.target} imgProps={{ alt: '筹款海报' }} />
        <SaveImage url={info.posterUrl} testId='poster' note='扫码即可打开筹款' />
      </View>
      <View className='cf-growth__card'>
        <Text className='cf-growth__h' data-testid='poster-title'>{info.title}</Text>
        <Text className='cf-growth__sub' data-testid='poster-raised'>{`已筹${formatFen(info.raisedAmount)}元 · ${info.donationCount}次帮助`}</Text>
      </View>
      {info.canChange ? (
        <View className='cf-growth__btn cf-growth__btn--ghost' data-testid='poster-change' role='link' onClick={() => platform.nav.go('changeQrcodeImg', { infoUuid })}>更换海报图片</View>
      ) : null}
      <View className='cf-growth__btn' data-testid='poster-tutor' role='link' onClick={() => platform.nav.go('wechatShareTutor', { infoUuid })}>如何转发到朋友圈</View>
    </View>
  );
});

export default function PosterPage() {
  return (
    <RoutePage route='qrcodeShare'>
      <Poster />
    </RoutePage>
  );
}
