/**
 * /cf/leftViews: the left-swipe views, the adverts of the `posid` slot (the leftViews slot when absent),
 * under the left-swipe rules: an advert whose address is one of our pages opens in-app, any other is
 * left to; the jumped flag is kept in the session, and coming back closes the window (messaging browser)
 * or goes back two entries.
 */
import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react';
import { Image, Text, View } from '@tarojs/components';
import { useDidShow } from '@tarojs/taro';
import { RoutePage, useRoute } from '../../../components/RoutePage';
import { useStores } from '../../../stores/context';
import { EmptyState, ErrorState } from '../../../components/StateView';
import { Skeleton } from '../../../components/Skeleton';
import { AD_SLOT_LEFT_VIEWS } from '../../../contract/content';
import { hasJumped, openAd, returnFromAd } from '../../left-slide/logic';
import { currentHost } from '../links';
import '../content.css';

export const LeftViewsView = observer(function LeftViewsView({ slot }: { slot: string }) {
  const root = useStores();
  const { content } = root;
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    if (hasJumped(root)) {
      returnFromAd(root);
      return;
    }
    void content.loadAdverts(slot);
  }, [root, content, slot]);
  useDidShow(() => {
    if (mounted.current && hasJumped(root)) returnFromAd(root);
  });
  const ads = content.adverts[slot];
  if (!ads && content.advertsAct.error) return <ErrorState text={content.advertsAct.error} onRetry={() => void content.loadAdverts(slot)} />;
  if (!ads) return <Skeleton rows={3} />;
  if (!ads.length) return <EmptyState text='暂无推荐' />;
  return (
    <View className='ct' data-testid='left-views'>
      {ads.map((ad) => (
        <View
          key={ad.id}
          className='ct-view'
          data-testid='left-views-ad'
          onClick={() => openAd(root, { imageUrl: ad.imageUrl, title: ad.title, redirectUrl: ad.linkUrl || null }, currentHost())}
        >
          <Image className='ct-view__img' src={ad.imageUrl} mode='widthFix' imgProps={{ alt: '' }} />
          <Text className='ct-view__title'>{ad.title}</Text>
          {ad.summary ? <Text className='ct-view__sub'>{ad.summary}</Text> : null}
        </View>
      ))}
    </View>
  );
});

function LeftViewsContent() {
  const { params } = useRoute();
  return <LeftViewsView slot={params.posid || AD_SLOT_LEFT_VIEWS} />;
}

export default function LeftViewsPage() {
  return (
    <RoutePage route='leftViews'>
      <LeftViewsContent />
    </RoutePage>
  );
}
