/**
 * /staff/comments: the comment wall's moderation. Every comment and blessing newest first (all, shown,
 * hidden); hide one with a reason (it leaves the wall and its case) or show it again. Audited on the server.
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { RoutePage } from '../../../components/RoutePage';
import { EmptyState, ErrorState } from '../../../components/StateView';
import { formatTime } from '../../../lib/time';
import { useFeature } from '../../../stores/context';
import { StaffWallStore, type WallFilter } from '../../../stores/content/StaffWallStore';
import { StaffFrame } from '../StaffFrame';

const FILTERS: Array<[WallFilter, string]> = [['all', '全部'], ['shown', '展示中'], ['hidden', '已隐藏']];

export const StaffCommentsView = observer(function StaffCommentsView() {
  const s = useFeature('staff-wall', (root) => new StaffWallStore(root));
  const pager = s.pager;
  useEffect(() => {
    void pager.refresh();
  }, [pager]);
  return (
    <View data-testid='staff-comments'>
      <View className='staff__filters' style={{ paddingTop: '16px' }}>
        {FILTERS.map(([f, label]) => (
          <View key={f} className={`staff__chip ${s.filter === f ? 'staff__chip--on' : ''}`} data-testid={`wall-filter-${f}`} onClick={() => s.setFilter(f)}>{label}</View>
        ))}
      </View>
      {!pager.loaded && pager.error ? <ErrorState text={pager.error} onRetry={() => void pager.refresh()} /> : null}
      {pager.loaded && !pager.items.length ? <EmptyState text='没有评论' /> : null}
      {pager.items.map((c) => (
        <View key={c.id} className='staff__card' data-testid='staff-wall-item' data-hidden={c.hidden ? '1' : '0'}>
          <View className='staff__row'>
            <Text className='staff__title'>{c.nickname}</Text>
            <Text className='staff__sub'>{c.hidden ? '已隐藏' : '展示中'}</Text>
          </View>
          <Text className='staff__field-v' data-testid='staff-wall-text'>{c.content}</Text>
          <Text className='staff__sub'>{[c.caseTitle ? `案例：${c.caseTitle}` : '评论墙', formatTime(c.time * 1000)].join(' · ')}</Text>
          {s.hiding === c.id ? (
            <View>
              <input className='staff__input' data-testid='wall-hide-reason' placeholder='隐藏原因' value={s.reason} onChange={(e) => s.setReason(e.target.value)} />
              {s.itemAct.error ? <Text className='staff__error' data-testid='wall-hide-error'>{s.itemAct.error}</Text> : null}
              <View className='staff__actions'>
                <View className='staff__btn staff__btn--plain' onClick={() => s.askHide('')}>取消</View>
                <View className='staff__btn staff__btn--reject' data-testid='wall-hide-confirm' onClick={() => void s.hide()}>确认隐藏</View>
              </View>
            </View>
          ) : (
            <View className='staff__actions'>
              {c.hidden ? (
                <View className='staff__btn staff__btn--plain' data-testid='wall-restore' onClick={() => void s.restore(c.id)}>恢复展示</View>
              ) : (
                <View className='staff__btn staff__btn--reject' data-testid='wall-hide' onClick={() => s.askHide(c.id)}>隐藏</View>
              )}
            </View>
          )}
        </View>
      ))}
      {pager.hasNext && pager.loaded ? <View className='staff__more' onClick={() => void pager.loadMore()}>{pager.busy ? '加载中…' : '加载更多'}</View> : null}
    </View>
  );
});

export default function StaffCommentsPage() {
  return (
    <RoutePage route='staffComments'>
      <StaffFrame active='comments'>
        <StaffCommentsView />
      </StaffFrame>
    </RoutePage>
  );
}
