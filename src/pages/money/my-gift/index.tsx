/** The myGiftTrace route (/cf/my-gift/:orderId): a thin page over the gift trace (logic in LedgerStore); pull down to reload it. */
import { RoutePage, useRoute } from '../../../components/RoutePage';
import { MyGiftView } from '../../../components/ledger/MyGiftView';
import { PullToRefresh } from '../../../components/PullToRefresh';
import { useStores } from '../../../stores/context';

function Content() {
  const { params } = useRoute();
  const { ledger } = useStores();
  const orderId = params.orderId ?? '';
  return (
    <PullToRefresh onRefresh={() => ledger.loadGift(orderId)}>
      <MyGiftView orderId={orderId} />
    </PullToRefresh>
  );
}

export default function MyGiftPage() {
  return (
    <RoutePage route='myGiftTrace' careTitle>
      <Content />
    </RoutePage>
  );
}
