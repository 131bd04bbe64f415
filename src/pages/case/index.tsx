/** /cf/contribute/:infoUuid and /cf/detail/:infoUuid: the case page (route from the current path). */
import { RoutePage, useRoute } from '../../components/RoutePage';
import { useDeferredFirstRender } from '../../components/case/useServerRender';
import { CaseView } from './CaseView';

function CaseContent() {
  const { params, query } = useRoute();
  if (!useDeferredFirstRender()) return null;
  return <CaseView infoUuid={params.infoUuid ?? ''} query={query} />;
}

export default function CasePage() {
  return (
    <RoutePage>
      <CaseContent />
    </RoutePage>
  );
}
