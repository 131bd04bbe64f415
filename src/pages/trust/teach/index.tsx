/** /cf/fundraiser/teach/:infoUuid: a thin page over the trust view (logic in the stores). */
import { RoutePage, useRoute } from '../../../components/RoutePage';
import { TeachView } from '../../../components/trust/TeachViews';
import '../../../components/trust/trust.css';

function Content() {
  const { params } = useRoute();
  return <TeachView infoUuid={params.infoUuid ?? ''} />;
}

export default function TeachPage() {
  return (
    <RoutePage route='fundraiserTeach'>
      <Content />
    </RoutePage>
  );
}
