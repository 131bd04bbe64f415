/** The withdrawCloseRaise route: a thin page over the close-out view (logic in WithdrawStopStore). */
import { RoutePage, useRoute } from '../../../components/RoutePage';
import { CloseRaiseView } from '../WithdrawStepViews';

function Content() {
  const { params } = useRoute();
  return <CloseRaiseView infoUuid={params.infoUuid ?? ''} />;
}

export default function WithdrawCloseRaisePage() {
  return (
    <RoutePage route='withdrawCloseRaise'>
      <Content />
    </RoutePage>
  );
}
