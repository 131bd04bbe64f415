/**
 * Case image thumbnails; a tap opens the large image (the !cf_mtr_1080 variant) in an overlay that
 * works the same on H5 and in the mini-program. Tap the overlay to close it.
 */
import { useState } from 'react';
import { View, Image, Text } from '@tarojs/components';
import './case.css';

export function ImageGallery({ thumbs, large, testId }: { thumbs: string[]; large?: string[]; testId?: string }) {
  const [open, setOpen] = useState<number | null>(null);
  if (!thumbs.length) return null;
  const bigOf = (i: number) => (large && large.length === thumbs.length ? large[i] : thumbs[i]);
  return (
    <View className='cf-gallery' data-testid={testId}>
      {thumbs.map((src, i) => (
        <Image key={`${src}-${i}`} className='cf-gallery__thumb' src={src} mode='aspectFill' lazyLoad onClick={() => setOpen(i)} />
      ))}
      {open !== null ? (
        <View className='cf-viewer' data-testid='image-viewer' onClick={() => setOpen(null)}>
          <Image className='cf-viewer__img' src={bigOf(open)} mode='widthFix' />
          <Text className='cf-viewer__hint'>
            {open + 1}/{thumbs.length} 轻触关闭
          </Text>
        </View>
      ) : null}
    </View>
  );
}
