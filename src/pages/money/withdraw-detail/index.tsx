/** The raiseWithdrawDetail route: a thin page over the withdrawal view (logic in WithdrawStore). */
import { RoutePage, useRoute } from '../../../components/RoutePage';
import { WithdrawDetailView } from '../WithdrawViews';

function Content() {
  const { params } = useRoute();
  return <WithdrawDetailView infoUuid={params.infoUuid ?? ''} />;
}

export default function WithdrawDetailPage() {
  return (
    <RoutePage route='raiseWithdrawDetail'>
      <Content />
    </RoutePage>
  );
}
