/** The invoiceSubmitSuccess route: the receipt request, its status and its PDF once issued (logic in InvoiceStore). */
import { RoutePage, useRoute } from '../../../components/RoutePage';
import { InvoiceSubmitSuccessView } from '../InvoiceViews';

function Content() {
  const { params } = useRoute();
  return <InvoiceSubmitSuccessView orderId={params.orderId ?? ''} invoiceId={params.invoiceId || undefined} />;
}

export default function InvoiceSubmitSuccessPage() {
  return (
    <RoutePage route='invoiceSubmitSuccess'>
      <Content />
    </RoutePage>
  );
}
