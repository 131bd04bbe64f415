/** /cf/left-slide: the left-swipe advert (see logic.ts for the rules). */
import { useEffect, useRef, useState } from 'react';
import { View, Image, Text } from '@tarojs/components';
import { useDidShow } from '@tarojs/taro';
import { RoutePage, useRoute } from '../../components/RoutePage';
import { Skeleton } from '../../components/Skeleton';
import { useStores } from '../../stores/context';
import { hasJumped, loadAd, openAd, returnFromAd, type LeftSlideAd } from './logic';
import './index.css';

function currentHost(): string {
  return (globalThis as { location?: { hostname?: string } }).location?.hostname ?? '';
}

function LeftSlideContent() {
  const root = useStores();
  const { params } = useRoute();
  const [ad, setAd] = useState<LeftSlideAd | null>(null);
  const mounted = useRef(false);

  useEffect(() => {
    mounted.current = true;
    if (hasJumped(root)) {
      returnFromAd(root);
      return;
    }
    let alive = true;
    void loadAd(root, params.posid).then((a) => alive && setAd(a));
    return () => {
      alive = false;
    };
  }, [root, params.posid]);

  // Back on this page after opening the advert in-app.
  useDidShow(() => {
    if (mounted.current && hasJumped(root)) returnFromAd(root);
  });

  if (!ad) return <Skeleton rows={2} />;
  return (
    <View className='left-slide' data-testid='left-slide'>
      <Image
        className='left-slide__img'
        src={ad.imageUrl}
        mode='widthFix'
        data-testid='left-slide-ad'
        onClick={() => openAd(root, ad, currentHost())}
      />
      {ad.title ? <Text className='left-slide__title'>{ad.title}</Text> : null}
    </View>
  );
}

export default function LeftSlidePage() {
  return (
    <RoutePage route='leftSlide'>
      <LeftSlideContent />
    </RoutePage>
  );
}
