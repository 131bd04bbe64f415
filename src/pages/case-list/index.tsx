/** The case lists: which list comes from the route (common / vip / theme / recommend). */
import { RoutePage, useRoute } from '../../components/RoutePage';
import { LIST_TYPE_BY_ROUTE } from '../../stores/CaseListStore';
import { useDeferredFirstRender } from '../../components/case/useServerRender';
import { CaseListView } from './CaseListView';
import { TabBar } from '../../components/TabBar';

function CaseListContent() {
  const { route } = useRoute();
  if (!useDeferredFirstRender()) return null;
  return (
    <>
      <CaseListView listType={LIST_TYPE_BY_ROUTE[route.name] ?? 'common'} />
      {route.name === 'commonList' ? <TabBar active='home' /> : null}
    </>
  );
}

export default function CaseListPage() {
  return (
    <RoutePage>
      <CaseListContent />
    </RoutePage>
  );
}
