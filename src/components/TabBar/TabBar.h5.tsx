/** H5: the tab bar (首页 / 发起筹款 / 我的) fixed at the foot of the home list, the launch page and the hub. */
import { Text, View } from '@tarojs/components';
import { useStores } from '../../stores/context';
import { TABS, type TabKey } from '../../lib/tabs';
import './index.css';

export function TabBar({ active }: { active: TabKey }) {
  const { platform } = useStores();
  return (
    <View className='cf-tabbar-spacer'>
      <View className='cf-tabbar' role='navigation' aria-label='主导航' data-testid='tab-bar'>
        {TABS.map((t) => (
          <View
            key={t.key}
            role='link'
            aria-current={t.key === active ? 'page' : undefined}
            className={`cf-tabbar__item ${t.key === active ? 'cf-tabbar__item--on' : ''}`}
            data-testid={`tab-${t.key}`}
            onClick={() => {
              if (t.key !== active) platform.nav.go(t.route, undefined, { replace: true });
            }}
          >
            <View className={`cf-tabbar__icon cf-tabbar__icon--${t.key}`} />
            <Text className='cf-tabbar__text'>{t.text}</Text>
          </View>
        ))}
      </View>
    </View>
  );
}
