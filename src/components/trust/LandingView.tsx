/**
 * The one landing component behind every message landing route (/cf/wxmessage/*, the middle pages):
 * asks the server's resolver where the message leads and replaces the location with that in-app
 * route (checked again on the client: never off-site). Shows a short 正在跳转 meanwhile.
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { useStores } from '../../stores/context';
import { useRoute } from '../RoutePage';
import { Skeleton } from '../Skeleton';

export const LandingView = observer(function LandingView() {
  const { messages } = useStores();
  const { route, params, path } = useRoute();
  useEffect(() => {
    void messages.land(route.name, path.split('?')[0], params);
  }, [messages, route, params, path]);
  return (
    <View className='cf-trust' data-testid='landing'>
      <View className='cf-raise__head'>
        <Text className='cf-raise__title'>正在跳转…</Text>
      </View>
      <Skeleton rows={3} />
    </View>
  );
});
