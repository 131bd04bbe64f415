/** /cf/wechat-share-tutor/:infoUuid: how to send the case to friends and to Moments, with the way to the poster. */
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { RoutePage, useRoute } from '../../../components/RoutePage';
import { useStores } from '../../../stores/context';
import '../growth.css';

const STEPS = [
  ['转发给好友', '点击右上角「···」，选择「发送给朋友」，挑选亲友或微信群发送。'],
  ['分享到朋友圈', '点击右上角「···」，选择「分享到朋友圈」，写一句求助的话更容易获得帮助。'],
  ['保存海报', '打开「二维码海报」，点「保存到相册」（在浏览器中长按图片保存），发到朋友圈或群聊，好友扫码即可打开筹款。'],
] as const;
/** Not a step: what a forward is worth. */
const NOTE = '每一次转发都能让更多人看到，这也是帮助；平台不会因转发本身给予任何奖励。';
/** The heading counts the steps listed (一 to 九). */
const COUNT = '零一二三四五六七八九'.charAt(STEPS.length);

const Tutor = observer(function Tutor() {
  const { platform } = useStores();
  const { params } = useRoute();
  const infoUuid = params.infoUuid ?? '';
  return (
    <View className='cf-growth' data-testid='share-tutor'>
      <View className='cf-growth__card'>
        <Text className='cf-growth__h' data-testid='share-tutor-title'>{`${COUNT}步把筹款转发出去`}</Text>
        {STEPS.map(([title, text], i) => (
          <View key={title} className='cf-growth__step' data-testid='share-tutor-step'>
            <Text className='cf-growth__dot'>{String(i + 1)}</Text>
            <View>
              <Text className='cf-growth__name'>{title}</Text>
              <Text className='cf-growth__sub'>{text}</Text>
            </View>
          </View>
        ))}
        <Text className='cf-growth__sub' data-testid='share-tutor-note'>{NOTE}</Text>
      </View>
      <View className='cf-growth__btn' data-testid='share-tutor-poster' role='link' onClick={() => platform.nav.go('qrcodeShare', { infoUuid })}>生成二维码海报</View>
      <View className='cf-growth__btn cf-growth__btn--ghost' data-testid='share-tutor-back' role='link' onClick={() => platform.nav.go('contribute', { infoUuid })}>返回筹款页</View>
    </View>
  );
});

export default function ShareTutorPage() {
  return (
    <RoutePage route='wechatShareTutor'>
      <Tutor />
    </RoutePage>
  );
}
