/**
 * The generic work queue page: each row's key fields as text, its evidence links, a reason box when a
 * decision uses one, and approve / reject / resolve buttons; the server's message shows as an alert.
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { useStores } from '../../../stores/context';
import { isToolRow, workQueueDef, type WorkRow } from '../../../stores/staff/work-queues';
import { EmptyState, ErrorState, StateView } from '../../../components/StateView';
import { Skeleton } from '../../../components/Skeleton';
import { isSafeUrl } from '../format';
import { STAFF_NOTE_MAX } from '../../../contract/staff-work';
import './work.css';

const BTN: Record<string, string> = { approve: 'staff__btn', reject: 'staff__btn staff__btn--reject', resolve: 'staff__btn staff__btn--plain' };

const WorkCard = observer(function WorkCard({ row }: { row: WorkRow }) {
  const { staffWork } = useStores();
  const busy = staffWork.busyId === row.id;
  const reasonUse = row.actions.some((a) => a.reason === 'required') ? '原因（必填，驳回/处理时填写）' : row.actions.some((a) => a.reason === 'optional') ? '备注（选填）' : '';
  const error = staffWork.rowErrors[row.id];
  return (
    <View className='staff__card' data-testid='staff-work-item' data-id={row.id}>
      <Text className='staff__title'>{row.title}</Text>
      {row.fields.filter(([, v]) => v !== '').map(([k, v]) => (
        <View key={k} className='staff__field'>
          <Text className='staff__field-k'>{k}</Text>
          <Text className='staff__field-v'>{v}</Text>
        </View>
      ))}
      {row.links.filter((l) => isSafeUrl(l.url)).map((l, i) => (
        <a key={i} className='staff__chip' href={l.url} target='_blank' rel='noopener noreferrer' data-testid='staff-work-link'>
          {l.label}
        </a>
      ))}
      {row.target ? (
        <input
          className='staff__input'
          data-testid='staff-work-target'
          placeholder={row.target}
          maxLength={64}
          value={staffWork.targets[row.id] ?? ''}
          onInput={(e) => staffWork.setTarget(row.id, (e.target as HTMLInputElement).value)}
          onChange={(e) => staffWork.setTarget(row.id, e.target.value)}
        />
      ) : null}
      {/* The reason on its own full-width line: beside two long buttons it was squeezed to a sliver. */}
      {reasonUse ? (
        <textarea
          className='staff__reason staff-work__reason'
          data-testid='staff-work-reason'
          placeholder={reasonUse}
          maxLength={STAFF_NOTE_MAX}
          value={staffWork.reasons[row.id] ?? ''}
          onInput={(e) => staffWork.setReason(row.id, (e.target as HTMLTextAreaElement).value)}
          onChange={(e) => staffWork.setReason(row.id, e.target.value)}
        />
      ) : null}
      <View className='staff__actions staff-work__actions'>
        {row.actions.map((a) => (
          <View
            key={a.key}
            className={`${BTN[a.kind]} ${busy ? 'staff__btn--busy' : ''}`}
            data-testid={`staff-work-${a.kind}`}
            data-action={a.key}
            onClick={() => void staffWork.act(row.id, a.key)}
          >
            {a.label}
          </View>
        ))}
      </View>
      {error ? <View className='staff__error' role='alert' data-testid='staff-work-error'>{error}</View> : null}
    </View>
  );
});

/** queueKey: the queue's WORK_QUEUES key ('progress', 'withdrawals' ...). */
export const WorkQueueView = observer(function WorkQueueView({ queueKey }: { queueKey: string }) {
  const { staffWork } = useStores();
  const def = workQueueDef(queueKey);
  useEffect(() => {
    if (def) void staffWork.open(queueKey);
  }, [staffWork, def, queueKey]);

  if (!def) return <StateView title='没有这个工作队列' testId='staff-work-unknown' />;
  const current = staffWork.queueKey === queueKey;
  if (!current || !staffWork.loaded) {
    return current && staffWork.loadAct.error ? <ErrorState text={staffWork.loadAct.error} onRetry={() => void staffWork.open(queueKey)} /> : <Skeleton rows={5} />;
  }
  return (
    <View data-testid='staff-work' data-queue={queueKey}>
      <Text className='staff__h'>{def.title}</Text>
      {staffWork.lastDone ? <View className='staff__ok' data-testid='staff-work-done'>{staffWork.lastDone}</View> : null}
      {staffWork.loadAct.error ? <View className='staff__error' role='alert'>{staffWork.loadAct.error}</View> : null}
      {staffWork.rows.every(isToolRow) && !def.toolsOnly ? <EmptyState text='队列已清空，暂无待处理内容' /> : null}
      {staffWork.rows.map((row) => <WorkCard key={row.id} row={row} />)}
    </View>
  );
});
