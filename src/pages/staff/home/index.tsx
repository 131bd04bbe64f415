/** /staff: the review queues with how many items wait in each (stores/staff/queues.ts STAFF_QUEUES). */
import { RoutePage } from '../../../components/RoutePage';
import { StaffFrame } from '../StaffFrame';
import { StaffHomeView } from './StaffHomeView';

export default function StaffHomePage() {
  return (
    <RoutePage route='staffHome'>
      <StaffFrame active='home'>
        <StaffHomeView />
      </StaffFrame>
    </RoutePage>
  );
}
