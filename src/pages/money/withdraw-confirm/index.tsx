/** The withdrawConfirm route: a thin page over the withdrawal view (logic in WithdrawStore). */
import { RoutePage, useRoute } from '../../../components/RoutePage';
import { WithdrawConfirmView } from '../WithdrawViews';

function Content() {
  const { params } = useRoute();
  return <WithdrawConfirmView infoUuid={params.infoUuid ?? ''} />;
}

export default function WithdrawConfirmPage() {
  return (
    <RoutePage route='withdrawConfirm'>
      <Content />
    </RoutePage>
  );
}
