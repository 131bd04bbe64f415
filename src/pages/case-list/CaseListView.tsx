/**
 * Case lists (/cf/common/list, vipCase, themeCase, /cf/common-case and the mini-program home):
 * anchor paging with pull-to-refresh and the bottom loader. Tapping a card opens its case page.
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { View, Text } from '@tarojs/components';
import { useStores } from '../../stores/context';
import type { ListType } from '../../stores/CaseListStore';
import { PullToRefresh } from '../../components/PullToRefresh';
import { BottomLoader } from '../../components/BottomLoader';
import { EmptyState, ErrorState } from '../../components/StateView';
import { Skeleton } from '../../components/Skeleton';
import { CaseCard } from '../../components/case/CaseCard';
import { useServerRenderHandoff } from '../../components/case/useServerRender';
import '../../components/case/case.css';
import { aria } from '../../components/case/a11y';
import { useRouteIfAny } from '../../components/RoutePage';
import { CareEntry } from '../../components/CareMode';

/** Cards on the first screen of a phone: their covers load at once, the rest as they scroll near. */
const EAGER_COVERS = 2;

const HEADINGS: Record<ListType, string> = {
  common: '正在筹款',
  vip: '重点关注',
  theme: '专题筹款',
  recommend: '推荐筹款',
};

export const CaseListView = observer(function CaseListView({ listType }: { listType: ListType }) {
  const { caseList } = useStores();
  const pager = caseList.list(listType);
  // the server's first screen draws this view without a RoutePage (and runs no effect)
  const query = useRouteIfAny()?.query;

  // once per page: a link with ?infoUuid= opens that case over the list
  useEffect(() => void (query && caseList.openLinkedCase(query)), [caseList]);

  useEffect(() => {
    void caseList.open(listType);
  }, [caseList, listType]);
  // H5: with page 1 from the HTML this first render is the server's first screen again: take its place.
  useServerRenderHandoff(pager.loaded || pager.error !== '');

  let body;
  if (!pager.loaded && pager.error) body = <ErrorState text={pager.error} onRetry={() => void pager.refresh()} />;
  else if (!pager.loaded) body = <Skeleton rows={6} />;
  else if (pager.items.length === 0) body = <EmptyState text='暂时没有筹款项目' />;
  else
    body = (
      <View className='cf-list'>
        {pager.items.map((item, i) => (
          <CaseCard key={item.infoUuid} item={item} eager={i < EAGER_COVERS} onOpen={(id) => caseList.openCase(id)} />
        ))}
        <BottomLoader loading={pager.busy && !pager.refreshing} hasMore={pager.hasNext} onLoadMore={() => pager.loadMore()} />
      </View>
    );

  return (
    <View className='cf-page' data-testid='case-list' data-list-type={listType}>
      <PullToRefresh onRefresh={() => pager.refresh()}>
        <View className='cf-list-head'>
          <Text {...aria({ role: 'heading', 'aria-level': 1 })} className='cf-list-head__title'>
            {HEADINGS[listType]}
          </Text>
          <Text className='cf-list-head__sub'>每一份善意都被认真对待 · 善款由平台监管</Text>
          {listType === 'common' ? <CareEntry /> : null}
        </View>
        {body}
      </PullToRefresh>
    </View>
  );
});
