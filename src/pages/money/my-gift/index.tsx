/** The myGiftTrace route (/cf/my-gift/:orderId): a thin page over the gift trace (logic in LedgerStore). */
import { RoutePage, useRoute } from '../../../components/RoutePage';
import { MyGiftView } from '../../../components/ledger/MyGiftView';

function Content() {
  const { params } = useRoute();
  return <MyGiftView orderId={params.orderId ?? ''} />;
}

export default function MyGiftPage() {
  return (
    <RoutePage route='myGiftTrace' careTitle>
      <Content />
    </RoutePage>
  );
}
