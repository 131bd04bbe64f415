/**
 * Mini-program case page (sdc/cfPagesMain/detail/index?infoUuid=...): the H5 case page component plus
 * the mini-program share handlers — onShareAppMessage / onShareTimeline return the case's share
 * content and record the share (target friend 2 / timeline 1).
 */
import { useShareAppMessage, useShareTimeline } from '@tarojs/taro';
import { RoutePage, useRoute } from '../../../components/RoutePage';
import { CaseView } from '../../../pages/case/CaseView';
import { useStores } from '../../../stores/context';
import { SHARE_TARGET } from '../../../platform/types';
import { mpShareFor } from './share';

function DetailContent() {
  const { params, query } = useRoute();
  return <CaseView infoUuid={params.infoUuid ?? ''} query={query} />;
}

export default function MpDetailPage() {
  const root = useStores();
  useShareAppMessage(() => mpShareFor(root, SHARE_TARGET.friend).message);
  useShareTimeline(() => mpShareFor(root, SHARE_TARGET.timeline).timeline);
  return (
    <RoutePage route='mpDetail'>
      <DetailContent />
    </RoutePage>
  );
}
