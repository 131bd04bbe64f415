/** /staff/work/:queue: one trust or money work queue (../work-queues.ts WORK_QUEUES). */
import { RoutePage, useRoute } from '../../../components/RoutePage';
import { StaffFrame } from '../StaffFrame';
import { WorkQueueView } from './WorkQueueView';
import { workQueueDef } from '../../../stores/staff/work-queues';

function Body() {
  const { params } = useRoute();
  return <WorkQueueView queueKey={params.queue} />;
}

export default function StaffWorkPage() {
  return (
    <RoutePage route='staffWork' title={(info) => workQueueDef(info.params.queue)?.title ?? '工作队列'}>
      <StaffFrame active='home'>
        <Body />
      </StaffFrame>
    </RoutePage>
  );
}
