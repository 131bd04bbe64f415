/** Mini-program add button: opens the album/camera picker (Taro.chooseMedia in the upload adapter). H5 uses AddButton.h5.tsx. */
import { Text, View } from '@tarojs/components';
import type { AddButtonProps } from './AddButton.types';

export function AddButton({ text, disabled, onPick }: AddButtonProps) {
  return (
    <View className={`cf-upload__add ${disabled ? 'cf-upload__add--disabled' : ''}`} data-testid='upload-input' onClick={() => !disabled && onPick()}>
      <Text className='cf-upload__plus'>+</Text>
      <Text className='cf-upload__add-text'>{text}</Text>
    </View>
  );
}
