/** /cf/mine-more: settings and the rest of the account (authorisations, protocol, questions, service, cache, log out). */
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { RoutePage } from '../../../components/RoutePage';
import { useStores } from '../../../stores/context';
import '../../mine-hub/mine.css';

const ITEMS: ReadonlyArray<readonly [string, string, string]> = [
  ['more-authservice', '授权管理', 'authService'],
  ['more-protocol', '用户协议与隐私政策', 'protocol'],
  ['more-question', '向平台提问', 'question'],
  ['more-service-center', '服务中心', 'serviceCenter'],
  ['more-service', '在线客服', 'onlineService'],
  ['more-refunds', '退款记录', 'refundList'],
  ['more-invoice', '申请捐款收据', 'invoiceApply'],
  ['more-clear', '清除缓存', 'clear'],
  ['more-my-data', '下载我的数据', 'myData'],
  ['more-delete-account', '注销账号', 'deleteAccount'],
];

const More = observer(function More() {
  const { mine, auth, platform } = useStores();
  return (
    <View className='mine' data-testid='mine-more'>
      <View className='mine-group'>
        {ITEMS.map(([id, title, route]) => (
          <View key={id} className='mine-entry' role='link' data-testid={id} onClick={() => platform.nav.go(route)}>
            <Text className='mine-entry__title'>{title}</Text>
            <Text className='mine-entry__arrow'>›</Text>
          </View>
        ))}
      </View>
      {auth.loggedIn ? (
        <View className='mine-logout' role='button' data-testid='more-logout' onClick={() => void mine.logout()}>
          退出登录
        </View>
      ) : null}
    </View>
  );
});

export default function MineMorePage() {
  return (
    <RoutePage route='mineMore'>
      <More />
    </RoutePage>
  );
}
