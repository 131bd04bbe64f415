/** /cf/question: the user asks the platform a question and reads the staff's answers to their questions. */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { RoutePage } from '../../../components/RoutePage';
import { MessageArea } from '../../../components/form/MessageArea';
import { BottomLoader } from '../../../components/BottomLoader';
import { EmptyState, ErrorState } from '../../../components/StateView';
import { useStores } from '../../../stores/context';
import { QUESTION_MAX } from '../../../contract/mine';
import { formatTime } from '../../../lib/time';
import '../../mine-hub/mine.css';

const Questions = observer(function Questions() {
  const { mine, auth, platform } = useStores();
  const pager = mine.questions;
  useEffect(() => {
    if (auth.loggedIn) void pager.refresh();
  }, [pager, auth.loggedIn]);
  if (!auth.loggedIn) {
    return <EmptyState text='登录后可以向平台提问，工作人员会尽快回答' actionText='去登录' onAction={() => platform.nav.go('login', { redirectUrl: '/cf/question' })} />;
  }
  return (
    <View className='mine' data-testid='mine-question'>
      <View className='mine-form'>
        <MessageArea
          className='mine-form__input'
          testId='question-input'
          label='您的问题'
          placeholder='请描述您遇到的问题（5-500字），例如捐款、退款、发起筹款的疑问'
          value={mine.draft}
          maxLength={QUESTION_MAX}
          onInput={(v) => mine.setDraft(v)}
        />
        <Text className='mine-form__count'>{`${mine.draft.length}/${QUESTION_MAX}`}</Text>
        {mine.askAct.error ? <Text className='mine-form__error' data-testid='question-error'>{mine.askAct.error}</Text> : null}
        <View className={`mine-btn ${mine.askAct.busy ? 'mine-btn--busy' : ''}`} role='button' data-testid='question-submit' onClick={() => void mine.ask()}>
          提交问题
        </View>
      </View>
      <Text className='mine-h'>我的提问</Text>
      {pager.error && !pager.loaded ? <ErrorState text={pager.error} onRetry={() => void pager.refresh()} /> : null}
      {pager.loaded && pager.items.length === 0 ? <Text className='mine-h'>还没有提问</Text> : null}
      {pager.items.map((q) => (
        <View key={q.id} className='mine-list-item' data-testid='question-item' data-status={q.status}>
          <View className='mine-list-item__row'>
            <Text className='mine-list-item__sub'>{formatTime(q.createdAt)}</Text>
            <Text className={`mine-list-item__tag ${q.status === 'open' ? 'mine-list-item__tag--warn' : ''}`}>{q.status === 'open' ? '待回答' : '已回答'}</Text>
          </View>
          <Text className='mine-list-item__text'>{q.content}</Text>
          {q.status === 'answered' ? <Text className='mine-list-item__text' data-testid='question-answer'>{`平台回答：${q.answer}`}</Text> : null}
        </View>
      ))}
      <BottomLoader loading={pager.busy && !pager.refreshing} hasMore={pager.hasNext} onLoadMore={() => pager.loadMore()} />
    </View>
  );
});

export default function QuestionPage() {
  return (
    <RoutePage route='question'>
      <Questions />
    </RoutePage>
  );
}
