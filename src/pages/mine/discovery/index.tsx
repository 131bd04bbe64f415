/**
 * /cf/discovery: ways into the platform's lists and content in three short groups (找求助, 一起行善,
 * 了解平台; a grid of four a row, as a platform's 发现 shows them), then the recommended cases.
 */
import { Text, View } from '@tarojs/components';
import { RoutePage } from '../../../components/RoutePage';
import { useStores } from '../../../stores/context';
import { CaseListView } from '../../case-list/CaseListView';
import '../../mine-hub/mine.css';
import './discovery.css';

/** [test id, title, route] by group. */
export const DISCOVERY_GROUPS: ReadonlyArray<{ title: string; entries: ReadonlyArray<readonly [string, string, string]> }> = [
  {
    title: '找求助',
    entries: [
      ['discovery-common', '正在筹款', 'commonList'], ['discovery-vip', '重点关注', 'vipCase'],
      ['discovery-theme', '专题筹款', 'themeCase'], ['discovery-recommend', '推荐筹款', 'commonCase'],
    ],
  },
  { title: '一起行善', entries: [['discovery-wall', '爱心留言墙', 'waterComment'], ['discovery-pray', '健康树祈福', 'activityPray']] },
  {
    title: '了解平台',
    entries: [
      ['discovery-about', '平台介绍', 'learnMore'], ['discovery-publicity', '平台公示', 'publicityPage'], ['discovery-problems', '常见问题', 'commonProblem'],
      ['discovery-articles', '公益文章', 'articleList'], ['discovery-insurance', '保障知识', 'insuranceEducation'],
    ],
  },
];

function Discovery() {
  const { platform } = useStores();
  return (
    <View data-testid='mine-discovery'>
      {DISCOVERY_GROUPS.map((g) => (
        <View key={g.title} className='cf-discovery__group' data-testid='discovery-group'>
          <Text className='cf-discovery__title'>{g.title}</Text>
          <View className='cf-discovery__grid'>
            {g.entries.map(([id, title, route]) => (
              <View key={id} className='cf-discovery__cell' role='link' data-testid={id} onClick={() => platform.nav.go(route)}>
                <Text className='cf-discovery__icon' aria-hidden>{Array.from(title)[0]}</Text>
                <Text className='cf-discovery__label'>{title}</Text>
              </View>
            ))}
          </View>
        </View>
      ))}
      <CaseListView listType='recommend' />
    </View>
  );
}

export default function DiscoveryPage() {
  return (
    <RoutePage route='discovery'>
      <Discovery />
    </RoutePage>
  );
}
