/** /cf/discovery: ways into the platform's lists and content, then the recommended cases. */
import { Text, View } from '@tarojs/components';
import { RoutePage } from '../../../components/RoutePage';
import { useStores } from '../../../stores/context';
import { CaseListView } from '../../case-list/CaseListView';
import '../../mine-hub/mine.css';

const ENTRIES: ReadonlyArray<readonly [string, string, string, string]> = [
  ['discovery-common', '正在筹款', '所有正在筹款的求助', 'commonList'],
  ['discovery-vip', '重点关注', '平台重点关注的紧急求助', 'vipCase'],
  ['discovery-theme', '专题筹款', '专题活动中的求助', 'themeCase'],
  ['discovery-articles', '公益文章', '求助与救助知识', 'articleList'],
  ['discovery-problems', '常见问题', '捐款、退款、发起筹款的解答', 'commonProblem'],
  ['discovery-recommend', '推荐筹款', '为你挑选的求助', 'commonCase'],
  ['discovery-wall', '爱心留言墙', '大家写给患者的祝福', 'waterComment'],
  ['discovery-pray', '健康树祈福', '写下心愿，为家人和病友祈福', 'activityPray'],
  ['discovery-publicity', '平台公示', '筹款、拨付与退款数据公开', 'publicityPage'],
  ['discovery-about', '了解平台', '平台如何审核求助、监督善款', 'learnMore'],
  ['discovery-insurance', '保障知识', '医保报销与商业保险小知识', 'insuranceEducation'],
];

function Discovery() {
  const { platform } = useStores();
  return (
    <View data-testid='mine-discovery'>
      <View className='mine-group' style={{ marginTop: 0 }}>
        {ENTRIES.map(([id, title, sub, route]) => (
          <View key={id} className='mine-entry' role='link' data-testid={id} onClick={() => platform.nav.go(route)}>
            <View style={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
              <Text className='mine-entry__title'>{title}</Text>
              <Text className='mine-list-item__sub'>{sub}</Text>
            </View>
            <Text className='mine-entry__arrow'>›</Text>
          </View>
        ))}
      </View>
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
