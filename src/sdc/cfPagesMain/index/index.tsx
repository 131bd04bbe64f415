/**
 * Mini-program home (sdc/cfPagesMain/index/index): the common case list, the same component as H5. Its share
 * card is the home itself under the platform tagline.
 */
import { RoutePage, useShareCard } from '../../../components/RoutePage';
import { CaseListView } from '../../../pages/case-list/CaseListView';
import { MP_DEFAULT_SHARE_TITLE } from '../../../stores/ShareStore';
import { buildMpUrl } from '../../../platform/nav-url';
import { routeByName } from '../../../routes';

function HomeList() {
  useShareCard(() => ({ title: MP_DEFAULT_SHARE_TITLE, path: buildMpUrl(routeByName('mpIndex')) }));
  return <CaseListView listType='common' />;
}

export default function MpIndexPage() {
  return (
    <RoutePage route='mpIndex'>
      <HomeList />
    </RoutePage>
  );
}
