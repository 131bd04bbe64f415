/** /staff/queue/:auditType: one review queue, oldest submission first. */
import { RoutePage, useRoute } from '../../../components/RoutePage';
import { StaffFrame } from '../StaffFrame';
import { StaffQueueView } from './StaffQueueView';
import { queueDef } from '../../../stores/staff/queues';

function Body() {
  const { params } = useRoute();
  return <StaffQueueView queueKey={params.auditType} />;
}

export default function StaffQueuePage() {
  return (
    <RoutePage route='staffQueue' title={(info) => queueDef(info.params.auditType)?.title ?? '审核队列'}>
      <StaffFrame active='home'>
        <Body />
      </StaffFrame>
    </RoutePage>
  );
}
