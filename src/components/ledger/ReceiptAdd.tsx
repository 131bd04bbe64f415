/** Mini-program receipt add button: opens the album/camera picker (the upload adapter's pick). H5 uses ReceiptAdd.h5.tsx. */
import { Text, View } from '@tarojs/components';
import type { ReceiptAddProps } from './ReceiptAdd.types';

export function ReceiptAdd({ onPick }: ReceiptAddProps) {
  return (
    <View className='cf-upload__add' data-testid='fund-use-upload' onClick={() => onPick()}>
      <Text className='cf-upload__plus'>+</Text>
      <Text className='cf-upload__add-text'>上传票据</Text>
    </View>
  );
}
