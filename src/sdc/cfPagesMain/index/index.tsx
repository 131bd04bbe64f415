/** Mini-program home (sdc/cfPagesMain/index/index): the common case list, the same component as H5. */
import { useShareAppMessage } from '@tarojs/taro';
import { RoutePage } from '../../../components/RoutePage';
import { CaseListView } from '../../../pages/case-list/CaseListView';

export default function MpIndexPage() {
  useShareAppMessage(() => ({ title: '爱心筹 · 每一份善意都被认真对待', path: '/sdc/cfPagesMain/index/index' }));
  return (
    <RoutePage route='mpIndex'>
      <CaseListView listType='common' />
    </RoutePage>
  );
}
