/**
 * /staff/content: staff write articles, common problems, adverts (first screen, left-swipe views) and
 * info pages; publish them (at once or at a time), take them down with a reason, and edit the feature
 * configuration the named calls read. Every action is audited on the server.
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { RoutePage } from '../../../components/RoutePage';
import { useStores } from '../../../stores/context';
import { EmptyState, ErrorState } from '../../../components/StateView';
import { formatTime } from '../../../lib/time';
import type { ContentKind } from '../../../contract/content';
import { StaffFrame } from '../StaffFrame';
import { ContentFormView } from './ContentForm';
import { ConfigView } from './ConfigView';

const KINDS: Array<[ContentKind, string]> = [['article', '文章'], ['problem', '常见问题'], ['advert', '广告'], ['page', '信息页']];

const ContentListView = observer(function ContentListView() {
  const { staffContent: s } = useStores();
  if (!s.loaded && s.listAct.error) return <ErrorState text={s.listAct.error} onRetry={() => void s.load()} />;
  if (s.loaded && !s.items.length) return <EmptyState text='还没有内容' />;
  return (
    <View>
      {s.items.map((it) => (
        <View key={it.id} className='staff__card' data-testid='content-item' data-status={it.shownAs}>
          <View className='staff__row'>
            <Text className='staff__title'>{it.title}</Text>
            <Text className='staff__sub' data-testid='content-item-status'>{it.shownAs}</Text>
          </View>
          <Text className='staff__sub'>
            {[it.slug && `标识 ${it.slug}`, it.category, it.publishAt !== null && `发布 ${formatTime(it.publishAt)}`, it.takeDownAt !== null && `下架 ${formatTime(it.takeDownAt)}`]
              .filter(Boolean).join(' · ')}
          </Text>
          <Text className='staff__sub'>{`${it.updatedByName} 于 ${formatTime(it.updatedAt)} 修改`}</Text>
          {s.takingDown === it.id ? (
            <View>
              <input className='staff__input' data-testid='content-take-down-reason' placeholder='下架原因' value={s.reason} onChange={(e) => s.setReason(e.target.value)} />
              {s.itemAct.error ? <Text className='staff__error'>{s.itemAct.error}</Text> : null}
              <View className='staff__actions'>
                <View className='staff__btn staff__btn--plain' onClick={() => s.askTakeDown('')}>取消</View>
                <View className='staff__btn staff__btn--reject' data-testid='content-take-down-confirm' onClick={() => void s.takeDown()}>确认下架</View>
              </View>
            </View>
          ) : (
            <View className='staff__actions'>
              <View className='staff__btn staff__btn--plain' data-testid='content-edit' onClick={() => s.edit(it)}>编辑</View>
              {it.status !== 'published' ? (
                <View className='staff__btn' data-testid='content-publish' onClick={() => void s.publish(it.id)}>发布</View>
              ) : (
                <View className='staff__btn staff__btn--reject' data-testid='content-take-down' onClick={() => s.askTakeDown(it.id)}>下架</View>
              )}
            </View>
          )}
        </View>
      ))}
    </View>
  );
});

export const StaffContentView = observer(function StaffContentView() {
  const { staffContent: s } = useStores();
  useEffect(() => {
    void s.load();
    void s.loadConfig();
  }, [s]);
  return (
    <View data-testid='staff-content'>
      <View className='staff__bar'>
        {KINDS.map(([k, title]) => (
          <View key={k} className={`staff__tab ${s.kind === k ? 'staff__tab--on' : ''}`} data-testid={`content-kind-${k}`} onClick={() => s.setKind(k)}>{title}</View>
        ))}
      </View>
      <ContentFormView />
      <Text className='staff__h'>内容列表</Text>
      <ContentListView />
      <ConfigView />
    </View>
  );
});

export default function StaffContentPage() {
  return (
    <RoutePage route='staffContent'>
      <StaffFrame active='content'>
        <StaffContentView />
      </StaffFrame>
    </RoutePage>
  );
}
