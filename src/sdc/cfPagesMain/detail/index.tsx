/**
 * Mini-program case page (sdc/cfPagesMain/detail/index?infoUuid=...): the H5 case page component plus
 * the mini-program share handlers — onShareAppMessage / onShareTimeline return the case's share
 * content and record the share (target friend 2 / timeline 1).
 */
import { useRouter, useShareAppMessage, useShareTimeline } from '@tarojs/taro';
import { RoutePage, useRoute } from '../../../components/RoutePage';
import { CaseView } from '../../../pages/case/CaseView';
import { useStores } from '../../../stores/context';
import { SHARE_TARGET } from '../../../platform/types';
import { mpShareFor } from './share';
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
  const root = useStores();
  const routeName = mpDetailRouteName(useRouter().params._route);
  useShareAppMessage(() => mpShareFor(root, SHARE_TARGET.friend).message);
  useShareTimeline(() => mpShareFor(root, SHARE_TARGET.timeline).timeline);
  return (
    <RoutePage route={routeName}>
      <DetailContent />
    </RoutePage>
  );
}
