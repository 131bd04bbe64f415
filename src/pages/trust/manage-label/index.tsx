/** /cf/fundraiser/manage-label/:infoUuid: a thin page over the trust view (logic in the stores). */
import { RoutePage, useRoute } from '../../../components/RoutePage';
import { ManageLabelView } from '../../../components/trust/ToolViews';
import '../../../components/trust/trust.css';

function Content() {
  const { params } = useRoute();
  return <ManageLabelView infoUuid={params.infoUuid ?? ''} />;
}

export default function ManageLabelPage() {
  return (
    <RoutePage route='manageLabel'>
      <Content />
    </RoutePage>
  );
}
