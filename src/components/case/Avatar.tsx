/** A round avatar; without an image, the first character of the name on a soft background. */
import { View, Image, Text } from '@tarojs/components';
import './case.css';

export function Avatar({ src, name, size = 'md' }: { src?: string; name?: string; size?: 'sm' | 'md' }) {
  const cls = `cf-avatar cf-avatar--${size}`;
  if (src) return <Image className={cls} src={src} mode='aspectFill' imgProps={{ alt: name ? `${name}的头像` : '头像' }} />;
  return (
    <View className={`${cls} cf-avatar--text`}>
      <Text>{(name ?? '').trim().slice(0, 1) || '爱'}</Text>
    </View>
  );
}
