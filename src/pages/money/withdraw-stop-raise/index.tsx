/** The withdrawStopRaise route: a thin page over the stop-raise view (logic in WithdrawStopStore). */
import { RoutePage, useRoute } from '../../../components/RoutePage';
import { StopRaiseView } from '../WithdrawStepViews';

function Content() {
  const { params } = useRoute();
  return <StopRaiseView infoUuid={params.infoUuid ?? ''} />;
}

export default function WithdrawStopRaisePage() {
  return (
    <RoutePage route='withdrawStopRaise'>
      <Content />
    </RoutePage>
  );
}
