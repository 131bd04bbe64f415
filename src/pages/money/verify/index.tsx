/** The ledgerVerify route (/cf/verify?receipt=&code=): a thin page over LedgerVerifyStore. */
import { RoutePage, useRoute } from '../../../components/RoutePage';
import { LedgerVerifyView } from './LedgerVerifyView';

function Content() {
  const { params } = useRoute();
  return <LedgerVerifyView receipt={params.receipt ?? ''} code={params.code ?? ''} />;
}

export default function LedgerVerifyPage() {
  return (
    <RoutePage route='ledgerVerify'>
      <Content />
    </RoutePage>
  );
}
