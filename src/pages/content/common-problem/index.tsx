/** /cf/common-problem: the common problems staff publish, grouped by category; tapping a question opens its answer. */
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { RoutePage } from '../../../components/RoutePage';
import { useStores } from '../../../stores/context';
import { EmptyState, ErrorState } from '../../../components/StateView';
import { Skeleton } from '../../../components/Skeleton';
import { paragraphs } from '../links';
import '../content.css';

export const ProblemsView = observer(function ProblemsView() {
  const { content, platform } = useStores();
  const [open, setOpen] = useState<string>('');
  useEffect(() => {
    void content.loadProblems();
  }, [content]);
  if (!content.problemsLoaded && content.problemsAct.error) return <ErrorState text={content.problemsAct.error} onRetry={() => void content.loadProblems()} />;
  if (!content.problemsLoaded) return <Skeleton rows={5} />;
  if (!content.problems.length) return <EmptyState text='暂无常见问题' />;
  return (
    <View className='ct' data-testid='problem-list'>
      {content.problemGroups.map((g) => (
        <View key={g.category}>
          <Text className='ct__h'>{g.category}</Text>
          <View className='ct-group'>
            {g.items.map((p) => (
              <View key={p.id} className='ct-problem' data-testid='problem-item' onClick={() => setOpen(open === p.id ? '' : p.id)}>
                <Text className='ct-problem__q'>{p.title}</Text>
                {open === p.id
                  ? paragraphs(p.body).map((t, i) => <Text key={i} className='ct-problem__a' data-testid='problem-answer'>{t}</Text>)
                  : null}
              </View>
            ))}
          </View>
        </View>
      ))}
      <View className='ct-btn ct-btn--plain' data-testid='problem-service' onClick={() => platform.nav.go('onlineService')}>没有找到答案？联系在线客服</View>
    </View>
  );
});

export default function CommonProblemPage() {
  return (
    <RoutePage route='commonProblem'>
      <ProblemsView />
    </RoutePage>
  );
}
