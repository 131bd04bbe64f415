/**
 * Picture thumbnails (case photos, progress photos, receipts and other proof pictures); a tap opens the
 * platform's viewer (platform.media.previewImage) over the large variants (!cf_mtr_1080), the tapped one
 * current: swipe between them, pinch to zoom; in the mini-program WeChat's own viewer (long-press saves).
 */
import { View, Image } from '@tarojs/components';
import { useStores } from '../../stores/context';
import { logFailure } from '../../stores/report';
import './case.css';
import { aria } from './a11y';

/** The viewer's pictures: the large variants when there is one per thumbnail, else the thumbnails themselves. */
export function viewerUrls(thumbs: readonly string[], large?: readonly string[]): string[] {
  return large && large.length === thumbs.length ? [...large] : [...thumbs];
}

export function ImageGallery({ thumbs, large, testId }: { thumbs: string[]; large?: string[]; testId?: string }) {
  const { platform } = useStores();
  if (!thumbs.length) return null;
  const open = (i: number) => {
    const urls = viewerUrls(thumbs, large);
    platform.media.previewImage(urls, urls[i]).catch((err) => logFailure('gallery.preview', err));
  };
  return (
    <View className='cf-gallery' data-testid={testId}>
      {thumbs.map((src, i) => (
        <Image {...aria({ role: 'button', 'aria-label': `查看图片${i + 1}/${thumbs.length}` })} key={`${src}-${i}`} className='cf-gallery__thumb' src={src} mode='aspectFill' lazyLoad imgProps={{ alt: `图片${i + 1}/${thumbs.length}` }} onClick={() => open(i)} />
      ))}
    </View>
  );
}
