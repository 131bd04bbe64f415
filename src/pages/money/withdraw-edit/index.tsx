/** The withdrawEdit route (/cf/withdraw/edit?infoUuid=&withdrawalId=): a thin page over the edit view (logic in WithdrawEditStore). */
import { RoutePage, useRoute } from '../../../components/RoutePage';
import { WithdrawEditView } from '../WithdrawStepViews';

function Content() {
  const { params } = useRoute();
  return <WithdrawEditView infoUuid={params.infoUuid ?? ''} withdrawalId={params.withdrawalId ?? ''} />;
}

export default function WithdrawEditPage() {
  return (
    <RoutePage route='withdrawEdit'>
      <Content />
    </RoutePage>
  );
}
