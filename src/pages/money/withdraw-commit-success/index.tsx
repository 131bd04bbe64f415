/** The withdrawCommitSuccess route: a thin page over the withdrawal view (logic in WithdrawStore). */
import { RoutePage, useRoute } from '../../../components/RoutePage';
import { WithdrawCommitSuccessView } from '../WithdrawViews';

function Content() {
  const { params } = useRoute();
  return <WithdrawCommitSuccessView infoUuid={params.infoUuid ?? ''} />;
}

export default function WithdrawCommitSuccessPage() {
  return (
    <RoutePage route='withdrawCommitSuccess'>
      <Content />
    </RoutePage>
  );
}
