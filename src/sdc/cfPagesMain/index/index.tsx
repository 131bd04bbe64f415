/** Mini-program home (sdc/cfPagesMain/index/index): the common case list, the same component as H5. */
import { useShareAppMessage } from '@tarojs/taro';
import { RoutePage } from '../../../components/RoutePage';
import { CaseListView } from '../../../pages/case-list/CaseListView';
import { DEFAULT_SHARE_IMAGE } from '../../../platform/config';
import { MP_DEFAULT_SHARE_TITLE } from '../detail/share';

export default function MpIndexPage() {
  useShareAppMessage(() => ({ title: MP_DEFAULT_SHARE_TITLE, path: '/sdc/cfPagesMain/index/index', imageUrl: DEFAULT_SHARE_IMAGE }));
  return (
    <RoutePage route='mpIndex'>
      <CaseListView listType='common' />
    </RoutePage>
  );
}
