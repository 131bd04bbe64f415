/** /cf/fundraiser/detail/:infoUuid: a thin page over the trust view (logic in the stores). */
import { RoutePage, useRoute } from '../../../components/RoutePage';
import { FundraiserDetailView } from '../../../components/trust/ToolViews';
import '../../../components/trust/trust.css';

function Content() {
  const { params } = useRoute();
  return <FundraiserDetailView infoUuid={params.infoUuid ?? ''} />;
}

export default function FundraiserDetailPage() {
  return (
    <RoutePage route='fundraiserDetail'>
      <Content />
    </RoutePage>
  );
}
