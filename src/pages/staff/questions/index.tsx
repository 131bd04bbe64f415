/** /staff/questions: users' questions to the platform, open ones first; staff answer each once (audited). */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { RoutePage } from '../../../components/RoutePage';
import { useStores } from '../../../stores/context';
import type { QuestionStatus } from '../../../contract/mine';
import { ANSWER_MAX } from '../../../contract/mine';
import { formatTime } from '../../../lib/time';
import { EmptyState, ErrorState } from '../../../components/StateView';
import { StaffFrame } from '../StaffFrame';

const FILTERS: Array<[QuestionStatus | '', string]> = [['open', '待回答'], ['answered', '已回答'], ['', '全部']];

const QuestionsView = observer(function QuestionsView() {
  const { staffQuestions: store } = useStores();
  const pager = store.pager;
  useEffect(() => {
    void pager.refresh();
  }, [pager]);
  return (
    <View data-testid='staff-questions'>
      <Text className='staff__h'>用户提问</Text>
      <View className='staff__filters'>
        {FILTERS.map(([s, label]) => (
          <View key={s || 'all'} className={`staff__chip ${store.status === s ? 'staff__chip--on' : ''}`} data-testid={`staff-questions-filter-${s || 'all'}`} onClick={() => void store.filter(s)}>
            {label}
          </View>
        ))}
      </View>
      {store.answerAct.error ? <Text className='staff__error' data-testid='staff-question-error'>{store.answerAct.error}</Text> : null}
      {pager.error && !pager.loaded ? <ErrorState text={pager.error} onRetry={() => void pager.refresh()} /> : null}
      {pager.loaded && pager.items.length === 0 ? <EmptyState text='暂无提问' /> : null}
      {pager.items.map((q) => (
        <View key={q.id} className='staff__card' data-testid='staff-queue-item' data-status={q.status}>
          <View className='staff__row'>
            <Text className='staff__title'>{`${q.nickname || '用户'} · ${q.mobile ?? '未绑定手机'}`}</Text>
            <Text className='staff__tag'>{q.status === 'open' ? '待回答' : '已回答'}</Text>
          </View>
          <Text className='staff__sub'>{formatTime(q.createdAt)}</Text>
          <Text className='staff__sub' style={{ whiteSpace: 'pre-wrap' }}>{q.content}</Text>
          {q.status === 'answered' ? (
            <Text className='staff__sub'>{`回答：${q.answer}`}</Text>
          ) : (
            <View>
              <textarea
                className='staff__input'
                data-testid='staff-question-answer'
                aria-label='回答'
                placeholder='回答内容（2-2000字），用户在「我的提问」中看到'
                maxLength={ANSWER_MAX}
                value={store.drafts.get(q.id) ?? ''}
                onInput={(e) => store.setDraft(q.id, (e.target as HTMLTextAreaElement).value)}
                onChange={() => undefined}
              />
              <View
                className={`staff__btn ${store.answering === q.id ? 'staff__btn--busy' : ''}`}
                style={{ marginTop: '8px', display: 'inline-block' }}
                data-testid='staff-question-submit'
                onClick={() => void store.answer(q.id)}
              >
                回答
              </View>
            </View>
          )}
        </View>
      ))}
      {pager.hasNext ? (
        <View className='staff__more' data-testid='staff-load-more' onClick={() => void pager.loadMore()}>加载更多</View>
      ) : null}
    </View>
  );
});

export default function StaffQuestionsPage() {
  return (
    <RoutePage route='staffQuestions'>
      <StaffFrame active='questions'>
        <QuestionsView />
      </StaffFrame>
    </RoutePage>
  );
}
