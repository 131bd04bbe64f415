/** The fundUseSubmit route (/cf/fund-use/:infoUuid): a thin page over the fund-use view (logic in FundUseStore). */
import { RoutePage, useRoute } from '../../../components/RoutePage';
import { FundUseView } from '../../../components/ledger/FundUseView';

function Content() {
  const { params } = useRoute();
  return <FundUseView infoUuid={params.infoUuid ?? ''} />;
}

export default function FundUsePage() {
  return (
    <RoutePage route='fundUseSubmit'>
      <Content />
    </RoutePage>
  );
}
