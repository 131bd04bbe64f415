/** /cf/mine/my-data: a copy of one's own data as a JSON file (every record that names the user). */
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { RoutePage } from '../../../../components/RoutePage';
import { useStores } from '../../../../stores/context';
import { DataLink } from '../DataLink';
import '../account.css';

const MyData = observer(function MyData() {
  const { accountData: s, platform } = useStores();
  return (
    <View className='acct' data-testid='my-data'>
      <View className='acct-card'>
        <Text className='acct-card__title'>下载我的数据</Text>
        <Text className='acct-item'>根据《个人信息保护法》，你可以获取一份自己的个人数据副本。</Text>
        <Text className='acct-item'>副本为 JSON 文件，包含你的账号资料、捐款与订单、发起的筹款及其资料、评论、证实、动态、退款、收据申请、消息等与你的账号相关的全部记录，不含他人的信息。</Text>
        <Text className='acct-item'>金额单位为分，时间为毫秒时间戳。请妥善保管，不要转发给他人。</Text>
      </View>
      <DataLink path={s.dataPath} fileName='my-data.json' text='下载我的数据' />
      <View className='acct-btn acct-btn--plain' role='link' data-testid='my-data-delete-link' onClick={() => platform.nav.go('deleteAccount')}>注销账号</View>
    </View>
  );
});

export default function MyDataPage() {
  return (
    <RoutePage route='myData'>
      <MyData />
    </RoutePage>
  );
}
