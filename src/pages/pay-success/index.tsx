/** /cf/pay/:infoUuid/success?orderId=...: the result as the server reports it. */
import { RoutePage, useRoute } from '../../components/RoutePage';
import { PaySuccessView } from './PaySuccessView';

function PaySuccessContent() {
  const { params } = useRoute();
  return <PaySuccessView infoUuid={params.infoUuid ?? ''} orderId={params.orderId ?? ''} />;
}

export default function PaySuccessPage() {
  return (
    <RoutePage route='paySuccess'>
      <PaySuccessContent />
    </RoutePage>
  );
}
