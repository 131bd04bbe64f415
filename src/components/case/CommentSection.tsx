/**
 * Comments of a case: the list (text rendered as text — React escapes it; never HTML), an input with
 * 发送 (login needed: the store sends a visitor to /login), delete for the viewer's own comments, and
 * 查看更多 paging.
 */
import { observer } from 'mobx-react';
import { View, Text, Input } from '@tarojs/components';
import { COMMENT_MAX_LENGTH, type CommentStore } from '../../stores/CommentStore';
import { relativeTime } from '../../lib/time';
import { Avatar } from './Avatar';
import './case.css';
import { aria } from './a11y';

export const CommentSection = observer(function CommentSection({ store, disabled }: { store: CommentStore; disabled?: boolean }) {
  return (
    <View className='cf-section' data-testid='comment-section'>
      <View className='cf-section__head'>
        <Text className='cf-section__title'>爱心留言</Text>
        <Text className='cf-section__meta'>{store.items.length ? `${store.items.length}条` : ''}</Text>
      </View>
      {!disabled ? (
        <View className='cf-comment-form'>
          <Input
            className='cf-comment-form__input'
            data-testid='comment-input'
            value={store.draft}
            maxlength={COMMENT_MAX_LENGTH}
            placeholder='说点什么，为TA加油'
            aria-label='留言'
            confirmType='send'
            onInput={(e) => store.setDraft(e.detail.value)}
            onConfirm={() => void store.submit()}
          />
          <View
            className={`cf-comment-form__send ${store.submitAct.busy ? 'cf-btn--disabled' : ''}`}
            data-testid='comment-submit'
            role='button'
            aria-disabled={store.submitAct.busy ? 'true' : 'false'}
            onClick={() => void store.submit()}
          >
            发送
          </View>
        </View>
      ) : null}
      {store.submitAct.error ? <Text {...aria({ role: 'alert' })} className='cf-error-text'>{store.submitAct.error}</Text> : null}
      {store.items.length === 0 && store.loaded ? <Text className='cf-muted cf-pad'>还没有留言，来说第一句鼓励的话吧</Text> : null}
      {store.items.map((c) => (
        <View key={c.id} className='cf-comment' data-testid='comment-item'>
          <Avatar src={c.headImgUrl} name={c.nickname} size='sm' />
          <View className='cf-comment__body'>
            <View className='cf-comment__top'>
              <Text className='cf-comment__name'>{c.nickname || '爱心人士'}</Text>
              <Text className='cf-comment__time'>{relativeTime(c.time)}</Text>
            </View>
            <Text className='cf-comment__text'>{c.comments}</Text>
            {c.mine ? (
              <Text {...aria({ role: 'button' })} className='cf-comment__del' data-testid='comment-remove' onClick={() => void store.remove(c.id)}>
                删除
              </Text>
            ) : null}
          </View>
        </View>
      ))}
      {store.hasNext && store.loaded ? (
        <View className='cf-more' role='button' onClick={() => void store.loadMore()}>
          {store.loadAct.busy ? '加载中…' : '查看更多留言'}
        </View>
      ) : null}
    </View>
  );
});
