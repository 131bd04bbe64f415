/** /cf/contribute/fastReply/:infoUuid: a thin page over the trust view (logic in the stores). */
import { RoutePage, useRoute } from '../../../components/RoutePage';
import { FastReplyView } from '../../../components/trust/ToolViews';
import '../../../components/trust/trust.css';

function Content() {
  const { params } = useRoute();
  return <FastReplyView infoUuid={params.infoUuid ?? ''} />;
}

export default function FastReplyPage() {
  return (
    <RoutePage route='fastReply'>
      <Content />
    </RoutePage>
  );
}
