/** The refundList route: a thin page over the refund view (logic in RefundStore). */
import { RoutePage } from '../../../components/RoutePage';
import { RefundListView } from '../RefundViews';

export default function RefundListPage() {
  return (
    <RoutePage route='refundList'>
      <RefundListView />
    </RoutePage>
  );
}
