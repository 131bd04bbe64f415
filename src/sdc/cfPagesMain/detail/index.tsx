/**
 * Mini-program case page (sdc/cfPagesMain/detail/index?infoUuid=...): the H5 case page component; its
 * share answer (the case's card, recorded as friend 2 / timeline 1) is RoutePage's.
 */
import { useRouter } from '@tarojs/taro';
import { RoutePage, useRoute } from '../../../components/RoutePage';
import { CaseView } from '../../../pages/case/CaseView';
import { caseOfScene } from '../../../contract/growth';

function DetailContent() {
  const { params, query } = useRoute();
  // A share poster's mini-program code opens this page with the case in `scene` (src/contract/growth.ts).
  const infoUuid = params.infoUuid || (query.scene ? caseOfScene(String(query.scene)) : '');
  return <CaseView infoUuid={infoUuid} query={query} />;
}

/**
 * The route this page serves: a tapped case comes as `contribute` (or `detail`), whose in-app path
 * /cf/contribute/:infoUuid carries the case id; a share card as `mpDetail` (infoUuid in the query).
 * Without `_route` (older links) the path resolves to the first route of this page: contribute.
 */
export function mpDetailRouteName(routeParam: string | undefined): 'contribute' | 'detail' | 'mpDetail' {
  return routeParam === 'mpDetail' || routeParam === 'detail' ? routeParam : 'contribute';
}

export default function MpDetailPage() {
  const routeName = mpDetailRouteName(useRouter().params._route);
  return (
    <RoutePage route={routeName}>
      <DetailContent />
    </RoutePage>
  );
}
