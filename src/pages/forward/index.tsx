/**
 * The page of redirect-only routes. Table redirects (old activity routes, independent-support-plat)
 * are performed by RoutePage's guard before anything renders; /cf/redirect follows its `url` /
 * `redirectUrl` query value when safeRedirect accepts it, else goes to the case list.
 */
import { useEffect } from 'react';
import { View, Text } from '@tarojs/components';
import { RoutePage, useRoute } from '../../components/RoutePage';
import { useStores } from '../../stores/context';
import { forwardTarget } from './target';
import './index.css';

function ForwardContent() {
  const { platform } = useStores();
  const { params } = useRoute();
  useEffect(() => {
    platform.nav.go(forwardTarget(params), undefined, { replace: true });
  }, [platform, params]);
  return (
    <View className='forward' data-testid='forward'>
      <View className='forward__spinner' />
      <Text className='forward__text'>正在跳转…</Text>
    </View>
  );
}

export default function ForwardPage() {
  return (
    <RoutePage fallback={<View className='forward' />}>
      <ForwardContent />
    </RoutePage>
  );
}
