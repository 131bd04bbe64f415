/** /cf/contribute/mini-program-card/:infoUuid: a thin page over the trust view (logic in the stores). */
import { RoutePage, useRoute } from '../../../components/RoutePage';
import { MiniProgramCardView } from '../../../components/trust/ToolViews';
import '../../../components/trust/trust.css';

function Content() {
  const { params } = useRoute();
  return <MiniProgramCardView infoUuid={params.infoUuid ?? ''} />;
}

export default function MiniProgramCardPage() {
  return (
    <RoutePage route='miniProgramCard'>
      <Content />
    </RoutePage>
  );
}
