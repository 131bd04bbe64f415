/**
 * The donor's task of a live task activity (subsidy/v2/get-task-info) as a list: help N different cases of
 * the activity before it ends; each case says whether the donor has given to it and opens its page. A task
 * moves no money: it counts the donor's own gifts.
 */
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { useStores } from '../../../stores/context';
import type { TaskInfo } from '../../../contract/rewards';
import { formatTime } from '../../../lib/time';

/** How far the task is (0..100). */
export const taskPct = (t: Pick<TaskInfo, 'done' | 'target'>) => (t.target ? Math.min(100, Math.floor((t.done * 100) / t.target)) : 0);

export const TaskCard = observer(function TaskCard({ task }: { task: TaskInfo }) {
  const { platform } = useStores();
  return (
    <View className='hall-card' data-testid='venue-task'>
      <Text className='hall-card__title'>{`活动任务：${task.title}`}</Text>
      <View className='hall-bar'><View className='hall-bar__fill' style={{ width: `${taskPct(task)}%` }} /></View>
      <Text className='hall-card__sub' data-testid='venue-task-progress'>
        {task.finished ? `已完成：帮助了${task.done}个不同的筹款` : `帮助${task.target}个不同的筹款：已帮助${task.done}个，${formatTime(task.endsAt, 'MM-DD HH:mm')}前完成`}
      </Text>
      {task.cases.map((c) => (
        <View key={c.infoUuid} className='hall-task' role='link' data-testid='venue-task-case' onClick={() => platform.nav.go('contribute', { infoUuid: c.infoUuid })}>
          <Text className={`hall-task__mark${c.given ? ' hall-task__mark--done' : ''}`}>{c.given ? '✓' : '○'}</Text>
          <Text className='hall-task__title'>{c.title}</Text>
          <Text className='hall-task__state'>{c.given ? '已帮助' : '去帮助'}</Text>
        </View>
      ))}
    </View>
  );
});
