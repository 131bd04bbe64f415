/** /cf/account/report/:infoUuid: a thin page over the trust view (logic in the stores). */
import { RoutePage, useRoute } from '../../../components/RoutePage';
import { ReportView } from '../../../components/trust/ReportView';
import '../../../components/trust/trust.css';

function Content() {
  const { params } = useRoute();
  return <ReportView infoUuid={params.infoUuid ?? ''} />;
}

export default function ReportPage() {
  return (
    <RoutePage route='accountReport'>
      <Content />
    </RoutePage>
  );
}
