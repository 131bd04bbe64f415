/** fundraiser centre (/cf/contribute/fundraiser-center/:infoUuid; also /cf/left/center/:infoUuid): a thin page over the trust view (logic in the stores). */
import { RoutePage, useRoute } from '../../../components/RoutePage';
import { FundraiserCenterView } from '../../../components/trust/FundraiserCenterView';
import '../../../components/trust/trust.css';

function Content() {
  const { params } = useRoute();
  return <FundraiserCenterView infoUuid={params.infoUuid ?? ''} />;
}

export default function FundraiserCenterPage() {
  return (
    <RoutePage>
      <Content />
    </RoutePage>
  );
}
