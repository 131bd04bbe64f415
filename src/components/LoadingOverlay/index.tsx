/** The blocking loading overlay (UiStore.loading): a transparent mask with a centred spinner box. */
import { View, Text } from '@tarojs/components';
import './index.css';

export interface LoadingOverlayProps {
  text?: string;
}

export function LoadingOverlay({ text = '加载中' }: LoadingOverlayProps) {
  return (
    <View className='cf-loading' data-testid='loading-overlay' catchMove>
      <View className='cf-loading__box'>
        <View className='cf-loading__spinner' />
        <Text className='cf-loading__text'>{text}</Text>
      </View>
    </View>
  );
}
