/** The invoiceApply route (login): my donations' receipts and statements (logic in InvoiceStore, StatementStore). */
import { RoutePage, useRoute } from '../../../components/RoutePage';
import { InvoiceApplyView } from '../InvoiceViews';

function Content() {
  const { params } = useRoute();
  return <InvoiceApplyView orderId={params.orderId || undefined} />;
}

export default function InvoiceApplyPage() {
  return (
    <RoutePage route='invoiceApply' careTitle>
      <Content />
    </RoutePage>
  );
}
