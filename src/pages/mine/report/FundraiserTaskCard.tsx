/** The fundraiser's tasks in their monthly report: the current task's goals and the simple to-dos. */
import { Text, View } from '@tarojs/components';
import type { FundraiserTask } from '../../../contract/reports';

export function FundraiserTaskCard({ task, onOpen }: { task: FundraiserTask; onOpen: (infoUuid: string) => void }) {
  return (
    <View className='rpt-task' data-testid='monthly-task'>
      <Text className='rpt-task__title'>{task.currentTask.title}</Text>
      <Text className='rpt-task__case' onClick={() => onOpen(task.infoUuid)}>
        为{task.pronoun}筹款：{task.title}
      </Text>
      {task.currentTask.targetInfoList.map((t) => (
        <View key={t.key} className='rpt-task__target' data-testid='monthly-task-target'>
          <Text className='rpt-task__name'>{t.title}</Text>
          <Text className={t.finished ? 'rpt-task__done' : 'rpt-task__todo'}>
            {Math.min(t.done, t.target)}/{t.target}
          </Text>
        </View>
      ))}
      {task.simpleTaskList.map((t) => (
        <View key={t.key} className='rpt-task__simple' data-testid='monthly-simple-task'>
          <Text className={`rpt-task__check${t.finished ? ' rpt-task__check--on' : ''}`}>{t.finished ? '✓' : '○'}</Text>
          <View className='rpt-task__simple-text'>
            <Text className='rpt-task__name'>{t.title}</Text>
            <Text className='rpt-task__desc'>{t.desc}</Text>
          </View>
        </View>
      ))}
    </View>
  );
}
