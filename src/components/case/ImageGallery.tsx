/**
 * Case image thumbnails; a tap opens the large image (the !cf_mtr_1080 variant) in an overlay that
 * works the same on H5 and in the mini-program. Tap the overlay to close it.
 */
import { useState } from 'react';
import { View, Image, Text } from '@tarojs/components';
import './case.css';
import { aria } from './a11y';

export function ImageGallery({ thumbs, large, testId }: { thumbs: string[]; large?: string[]; testId?: string }) {
  const [open, setOpen] = useState<number | null>(null);
  if (!thumbs.length) return null;
  const bigOf = (i: number) => (large && large.length === thumbs.length ? large[i] : thumbs[i]);
  return (
    <View className='cf-gallery' data-testid={testId}>
      {thumbs.map((src, i) => (
        <Image {...aria({ role: 'button', 'aria-label': `查看图片${i + 1}/${thumbs.length}` })} key={`${src}-${i}`} className='cf-gallery__thumb' src={src} mode='aspectFill' lazyLoad imgProps={{ alt: `图片${i + 1}/${thumbs.length}` }} onClick={() => setOpen(i)} />
      ))}
      {open !== null ? (
        <View className='cf-viewer' data-testid='image-viewer' role='dialog' aria-label='查看大图' onClick={() => setOpen(null)}>
          <Image className='cf-viewer__img' src={bigOf(open)} mode='widthFix' imgProps={{ alt: `图片${open + 1}/${thumbs.length}` }} />
          <Text className='cf-viewer__hint'>
            {open + 1}/{thumbs.length} 轻触关闭
          </Text>
        </View>
      ) : null}
    </View>
  );
}
