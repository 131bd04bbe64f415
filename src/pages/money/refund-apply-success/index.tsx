/** The refundApplySuccess route: a thin page over the refund view (logic in RefundStore). */
import { RoutePage, useRoute } from '../../../components/RoutePage';
import { RefundApplySuccessView } from '../RefundViews';

function Content() {
  const { params } = useRoute();
  return <RefundApplySuccessView infoUuid={params.infoUuid ?? ''} />;
}

export default function RefundApplySuccessPage() {
  return (
    <RoutePage route='refundApplySuccess'>
      <Content />
    </RoutePage>
  );
}
