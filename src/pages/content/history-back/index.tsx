/** /cf/history-back: a landing that steps back one history entry (e.g. the way back from an advert); a button home if nothing is behind. */
import { useEffect } from 'react';
import { Text, View } from '@tarojs/components';
import { RoutePage } from '../../../components/RoutePage';
import { useStores } from '../../../stores/context';
import '../content.css';

function HistoryBackView() {
  const { platform } = useStores();
  useEffect(() => {
    platform.nav.back(1);
  }, [platform]);
  return (
    <View className='ct' data-testid='history-back'>
      <Text className='ct-note'>正在返回…</Text>
      <View className='ct-btn ct-btn--plain' data-testid='history-back-home' onClick={() => platform.nav.go('commonList', undefined, { replace: true })}>返回首页</View>
    </View>
  );
}

export default function HistoryBackPage() {
  return (
    <RoutePage route='historyBack'>
      <HistoryBackView />
    </RoutePage>
  );
}
