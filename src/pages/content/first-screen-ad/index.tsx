/**
 * /cf/firstScreenAdPage: the first-screen advert, shown once per visitor (remembered on the device by
 * the advert's id). With none to show, or after 跳过, the visitor goes on to the case list (or to the
 * `redirect` query path when it is one of our pages). Tapping the advert follows the left-swipe rules.
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Image, Text, View } from '@tarojs/components';
import { RoutePage, useRoute } from '../../../components/RoutePage';
import { useStores } from '../../../stores/context';
import { Skeleton } from '../../../components/Skeleton';
import type { RootStore } from '../../../stores/RootStore';
import { internalPath, openAd } from '../../left-slide/logic';
import { currentHost } from '../links';
import '../content.css';

function goOn(root: RootStore, redirect: string | undefined): void {
  const path = redirect ? internalPath(redirect, currentHost()) : null;
  root.platform.nav.go(path ?? 'commonList', undefined, { replace: true });
}

export const FirstScreenAdView = observer(function FirstScreenAdView({ redirect }: { redirect?: string }) {
  const root = useStores();
  const { content } = root;
  useEffect(() => {
    void content.checkFirstScreenAd().then((ad) => {
      if (ad) content.markFirstScreenSeen(ad.id);
      else goOn(root, redirect);
    });
  }, [root, content, redirect]);
  const ad = content.firstScreenAd;
  if (!ad) return <Skeleton rows={3} />;
  return (
    <View className='ct-ad' data-testid='first-screen-ad'>
      <Image
        className='ct-ad__img'
        src={ad.imageUrl}
        mode='widthFix'
        data-testid='first-screen-ad-image'
        imgProps={{ alt: ad.title }}
        onClick={() => openAd(root, { imageUrl: ad.imageUrl, title: ad.title, redirectUrl: ad.linkUrl || null }, currentHost())}
      />
      <Text className='ct-ad__title'>{ad.title}</Text>
      <View className='ct-ad__skip' data-testid='first-screen-ad-skip' onClick={() => goOn(root, redirect)}>跳过</View>
    </View>
  );
});

function FirstScreenAdContent() {
  const { params } = useRoute();
  return <FirstScreenAdView redirect={params.redirect} />;
}

export default function FirstScreenAdPage() {
  return (
    <RoutePage route='firstScreenAdPage'>
      <FirstScreenAdContent />
    </RoutePage>
  );
}
