/**
 * The frame of every staff page: asks the server whether the user is staff, shows 无权访问 to anyone
 * else (the server refuses their calls anyway), and a tab bar between the console's pages.
 */
import { useEffect, type ReactNode } from 'react';
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { useStores } from '../../stores/context';
import '../../stores/staff/console';
import { ErrorState, StateView } from '../../components/StateView';
import { Skeleton } from '../../components/Skeleton';
import './staff.css';

const NAV = [
  { key: 'home', route: 'staffHome', title: '审核队列' },
  { key: 'blacklist', route: 'staffBlacklist', title: '黑名单' },
  { key: 'help', route: 'staffHelp', title: '求助登记' },
  { key: 'audit-log', route: 'staffAuditLog', title: '操作日志' },
  { key: 'orders', route: 'staffOrders', title: '订单查询' },
  { key: 'activity', route: 'staffActivity', title: '配捐活动' },
  { key: 'venue', route: 'staffVenue', title: '活动会场' },
  { key: 'leads', route: 'staffLeads', title: '筹款线索' },
  { key: 'growth', route: 'staffGrowth', title: '顾问与祈福' },
  { key: 'comments', route: 'staffComments', title: '评论管理' },
  { key: 'shop', route: 'staffShop', title: '物资订单' },
  { key: 'content', route: 'staffContent', title: '内容管理' },
  { key: 'questions', route: 'staffQuestions', title: '用户提问' },
  { key: 'protocol', route: 'staffProtocol', title: '协议版本' },
  { key: 'experiments', route: 'staffExperiments', title: '实验配置' },
] as const;

export const StaffFrame = observer(function StaffFrame({ active, children }: { active: (typeof NAV)[number]['key'] | ''; children: ReactNode }) {
  const { staff, platform } = useStores();
  useEffect(() => {
    void staff.checkAccess();
  }, [staff]);

  if (staff.access === 'denied') {
    return (
      <StateView icon='禁' title='无权访问' desc='此页面仅限平台审核人员使用。如需开通，请联系管理员。' testId='staff-denied' actionText='返回首页' onAction={() => platform.nav.go('commonList')} />
    );
  }
  if (staff.access === 'error') return <ErrorState text={staff.accessAct.error} onRetry={() => void staff.checkAccess(true)} />;
  if (staff.access !== 'staff') return <Skeleton rows={5} />;
  return (
    <View className='staff' data-testid='staff-console'>
      <View className='staff__bar' role='navigation' aria-label='工作台导航'>
        {NAV.map((n) => (
          <View key={n.key} className={`staff__tab ${active === n.key ? 'staff__tab--on' : ''}`} role='link' data-testid={`staff-nav-${n.key}`} onClick={() => platform.nav.go(n.route)}>
            {n.title}
          </View>
        ))}
        <Text className='staff__me'>{staff.me?.displayName ?? ''}</Text>
      </View>
      {children}
    </View>
  );
});
