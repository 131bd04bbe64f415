/** A short centred message (UiStore.toast). Stateless: the store owns the 2 s timer. */
import { View, Text } from '@tarojs/components';
import './index.css';

export interface ToastProps {
  text: string;
}

export function Toast({ text }: ToastProps) {
  return (
    <View className='cf-toast' data-testid='toast'>
      <Text className='cf-toast__text'>{text}</Text>
    </View>
  );
}
