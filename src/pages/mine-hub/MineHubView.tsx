/**
 * /cf/mine, the 我的 hub: who is logged in, their love value and counts (from account.summary), an
 * entry to each of their lists and reports, the customer-service phone, settings and log out. A new
 * version of the user agreement or privacy policy is asked for here, once. On H5 a logged-in reader's hub
 * arrives server-rendered from the same view (src/ssr/first-screen.tsx, the HTML's private blocks).
 */
import { useEffect } from 'react';
import { usePullDown } from '../../components/PullToRefresh/usePullDown';
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { useStores } from '../../stores/context';
import { Avatar } from '../../components/case/Avatar';
import { ErrorState } from '../../components/StateView';
import { formatFen } from '../../lib/money';
import { SERVICE_PHONE, SERVICE_PHONE_DIGITS } from '../online-service/constants';
import { MonthlyGivingNotice } from './MonthlyGivingNotice';
import { useServerRenderHandoff } from '../../components/case/useServerRender';
import { CareSwitchRow } from '../../components/CareMode';
import './mine.css';

/** The hub's entries: [test id, title, route]. */
const ENTRIES: ReadonlyArray<readonly [string, string, string]> = [
  ['mine-entry-donation', '我的捐款', 'mineDonation'],
  ['mine-entry-raise', '我的筹款', 'mineRaise'],
  ['mine-entry-progress', '我的动态与证实', 'mineProgress'],
  ['mine-entry-rewards', '我的红包/奖品', 'getReward'],
  ['mine-entry-pennants', '我的锦旗', 'pennantsMine'],
  ['mine-entry-orders', '我的订单', 'mineOrder'],
  ['mine-entry-invite', '邀请好友', 'inviter'],
  ['mine-entry-love', '爱心值', 'loveValueHome'],
  ['mine-entry-monthly', '爱心月报', 'monthlyReport'],
  ['mine-entry-annual', '年度报告', 'annualReportHome'],
  ['mine-entry-question', '我的提问', 'question'],
  ['mine-entry-discovery', '发现', 'discovery'],
];
const SETTINGS: ReadonlyArray<readonly [string, string, string]> = [
  ['mine-entry-authservice', '授权管理', 'authService'],
  ['mine-entry-protocol', '用户协议与隐私政策', 'protocol'],
  ['mine-entry-more', '设置与更多', 'mineMore'],
];
/** Staff only, on H5 (the staff console is an H5 screen, left out of the mini-program). */
const STAFF_ENTRY = [['mine-entry-staff', '审核工作台', 'staffHome']] as const;
const CONSOLE_HERE = process.env.TARO_ENV !== 'weapp';

function EntryList({ items }: { items: ReadonlyArray<readonly [string, string, string]> }) {
  const { platform } = useStores();
  return (
    <View className='mine-group'>
      {items.map(([id, title, route]) => (
        <View key={id} className='mine-entry' role='link' data-testid={id} onClick={() => platform.nav.go(route)}>
          <Text className='mine-entry__title'>{title}</Text>
          <Text className='mine-entry__arrow'>›</Text>
        </View>
      ))}
    </View>
  );
}

export const MineHubView = observer(function MineHubView() {
  const { mine, auth, platform } = useStores();
  useEffect(() => {
    void mine.loadSummary();
    void mine.askPendingProtocols();
  }, [mine]);
  // the mini-program's pull-down (H5: the hub is the server's first screen, handed over by place: no pull header)
  usePullDown(() => mine.loadSummary());
  const s = mine.summary;
  const user = auth.user;
  // the reader's server-rendered hub (server/src/routes/donor-page.ts) gives way once this one shows the same
  useServerRenderHandoff(!!s || mine.summaryAct.error !== '');
  const call = () => {
    try {
      platform.nav.leave(`tel:${SERVICE_PHONE_DIGITS}`);
    } catch {
      platform.nav.go('onlineService'); // no dialer link here (mini-program): the service page has the number
    }
  };
  return (
    <View className='mine' data-testid='mine-hub'>
      <View className='mine-head'>
        <Avatar src={user?.headImgUrl || undefined} name={user?.nickname} />
        <View className='mine-head__who'>
          <Text className='mine-head__name' data-testid='mine-name'>{user?.nickname ?? ''}</Text>
          {user?.mobile ? <Text className='mine-head__sub'>{user.mobile}</Text> : null}
        </View>
        <View className='mine-love' role='link' data-testid='mine-love' onClick={() => platform.nav.go('loveValueHome')}>
          <Text className='mine-love__num' data-testid='mine-love-value'>{s ? s.loveValue : '-'}</Text>
          <Text className='mine-love__label'>爱心值 ›</Text>
        </View>
      </View>
      {mine.summaryAct.error && !s ? <ErrorState text={mine.summaryAct.error} onRetry={() => void mine.loadSummary()} /> : null}
      <View className='mine-counts'>
        <View className='mine-count' role='link' data-testid='mine-count-donations' onClick={() => platform.nav.go('mineDonation')}>
          <Text className='mine-count__num'>{s ? s.donationCount : '-'}</Text>
          <Text className='mine-count__label'>捐款次数</Text>
        </View>
        <View className='mine-count' role='link' data-testid='mine-count-raised' onClick={() => platform.nav.go('mineRaise')}>
          <Text className='mine-count__num'>{s ? s.raisedCount : '-'}</Text>
          <Text className='mine-count__label'>发起筹款</Text>
        </View>
        <View className='mine-count' role='link' data-testid='mine-count-verifications' onClick={() => platform.nav.go('mineProgress')}>
          <Text className='mine-count__num'>{s ? s.verificationCount : '-'}</Text>
          <Text className='mine-count__label'>证实次数</Text>
        </View>
      </View>
      {s && s.donatedFen > 0 ? (
        <Text className='mine-given' data-testid='mine-donated'>{`您已累计捐助 ${formatFen(s.donatedFen)}元，感谢您的善意`}</Text>
      ) : null}
      <MonthlyGivingNotice />
      <CareSwitchRow />
      <EntryList items={ENTRIES} />
      <EntryList items={SETTINGS} />
      {s?.staff && CONSOLE_HERE ? <EntryList items={STAFF_ENTRY} /> : null}
      <View className='mine-group'>
        <View className='mine-entry' role='link' data-testid='mine-service-phone' onClick={call}>
          <Text className='mine-entry__title'>客服电话</Text>
          <Text className='mine-entry__value'>{SERVICE_PHONE}</Text>
        </View>
      </View>
      <View className='mine-logout' role='button' data-testid='mine-logout' onClick={() => void mine.logout()}>
        退出登录
      </View>
    </View>
  );
});
