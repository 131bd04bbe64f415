/** One progress post: relative time, text, image thumbnails with the large-image viewer. */
import { View, Text } from '@tarojs/components';
import type { ProgressView } from '../../stores/ProgressStore';
import { relativeTime } from '../../lib/time';
import { ImageGallery } from './ImageGallery';
import './case.css';

export function ProgressPost({ item }: { item: ProgressView }) {
  return (
    <View className='cf-post' data-testid='progress-item'>
      <View className='cf-post__dot' />
      <View className='cf-post__body'>
        <Text className='cf-post__time'>{relativeTime(item.updateDate)}</Text>
        <Text className='cf-post__text'>{item.content}</Text>
        <ImageGallery thumbs={item.images} large={item.largeImages} />
      </View>
    </View>
  );
}
