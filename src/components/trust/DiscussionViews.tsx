/**
 * Public-trust discussion: /cf/discussion/application (the owner applies or ends), /progress (where
 * the application stands), /detail (the question, the public vote and its counts) and /comment. What
 * the viewer may do comes from the server (canApply, canEnd, canVote, myVote).
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { useStores } from '../../stores/context';
import { DISCUSSION } from '../../contract/trust';
import { APPLY_MAX, DISCUSSION_COMMENT_MAX, votePercent } from '../../stores/DiscussionStore';
import { BottomLoader } from '../BottomLoader';
import { EmptyState, ErrorState } from '../StateView';
import { Skeleton } from '../Skeleton';
import { Alert, Card, Head, Submit, TextField, day } from './bits';

function useDiscussion(infoUuid: string, withComments = false, detail = false) {
  const root = useStores();
  const d = root.discussion;
  useEffect(() => {
    if (!infoUuid) return;
    void d.load(infoUuid, detail).then(() => (withComments ? d.loadComments() : undefined));
  }, [d, infoUuid, withComments, detail]);
  return { d, root, info: d.infoUuid === infoUuid ? d.info : null };
}

function Loading({ infoUuid, detail = false }: { infoUuid: string; detail?: boolean }) {
  const { discussion: d } = useStores();
  return d.loadAct.error ? <ErrorState text={d.loadAct.error} onRetry={() => void d.load(infoUuid, detail)} /> : <Skeleton rows={4} />;
}

const STEPS = [
  { status: DISCUSSION.onAudit, label: '提交申请' },
  { status: DISCUSSION.onPublic, label: '平台审核通过，公开投票' },
  { status: DISCUSSION.end, label: '公议结束' },
];

export const DiscussionApplicationView = observer(function DiscussionApplicationView({ infoUuid }: { infoUuid: string }) {
  const { d, root, info } = useDiscussion(infoUuid);
  if (!info) return <Loading infoUuid={infoUuid} />;
  return (
    <View className='cf-trust' data-testid='discussion-application' data-status={info.status}>
      <Head title='申请公议' desc='对筹款有疑问时，筹款人可以申请公开讨论：平台审核后，捐款人和证实人投票表达是否信任这次筹款，结果公开。' />
      <Card title='当前状态'>
        <Text className='cf-trust__text' data-testid='discussion-status'>{d.statusText}</Text>
        {info.status === DISCUSSION.onReject && info.reason ? <Text className='cf-raise__error'>{`未通过原因：${info.reason}`}</Text> : null}
      </Card>
      {info.canApply ? (
        <Card>
          <TextField long label='申请说明' testId='discussion-apply-text' value={d.applyText} maxLength={APPLY_MAX} placeholder='说明需要公开讨论的问题，例如费用的用途' onChange={(t) => d.setApplyText(t)} />
        </Card>
      ) : null}
      <Alert text={d.submitAct.error} testId='discussion-error' />
      {info.canApply ? (
        <Submit testId='discussion-apply' busy={d.submitAct.busy} onClick={() => void d.apply()}>
          提交申请
        </Submit>
      ) : null}
      {info.canEnd ? (
        <Submit ghost testId='discussion-end' busy={d.submitAct.busy} onClick={async () => {
          if (await root.ui.showDialog({ title: '结束公议？', content: '结束后将不能再投票，结果保留公开。', confirmText: '结束', cancelText: '取消' })) await d.end();
        }}>
          结束公议
        </Submit>
      ) : null}
      <Submit ghost testId='discussion-open-progress' onClick={() => root.platform.nav.go('discussionProgress', { infoUuid })}>
        查看公议进度
      </Submit>
      <Submit ghost testId='discussion-open-detail' onClick={() => root.platform.nav.go('discussionDetail', { infoUuid })}>
        查看公议详情
      </Submit>
    </View>
  );
});

export const DiscussionProgressView = observer(function DiscussionProgressView({ infoUuid }: { infoUuid: string }) {
  const { d, info } = useDiscussion(infoUuid);
  if (!info) return <Loading infoUuid={infoUuid} />;
  return (
    <View className='cf-trust' data-testid='discussion-progress' data-status={info.status}>
      <Head title='公议进度' desc={d.statusText} />
      <Card>
        {STEPS.map((s) => (
          <View key={s.status} className='cf-raise__row' data-testid='discussion-step' data-done={info.status >= s.status && info.status !== DISCUSSION.onReject ? 'true' : 'false'}>
            <Text className='cf-raise__row-title'>{s.label}</Text>
            <Text className={`cf-raise__tag ${info.status >= s.status && info.status !== DISCUSSION.onReject ? 'cf-raise__tag--s2' : ''}`}>
              {info.status >= s.status && info.status !== DISCUSSION.onReject ? '已完成' : '未开始'}
            </Text>
          </View>
        ))}
        {info.status === DISCUSSION.onReject ? <Text className='cf-raise__error'>{`申请未通过${info.reason ? `：${info.reason}` : ''}`}</Text> : null}
      </Card>
    </View>
  );
});

export const DiscussionDetailView = observer(function DiscussionDetailView({ infoUuid }: { infoUuid: string }) {
  const { d, root, info } = useDiscussion(infoUuid, false, true);
  if (!info) return <Loading infoUuid={infoUuid} detail />;
  const { support, oppose, total } = info.votes;
  const open = info.status === DISCUSSION.onPublic;
  return (
    <View className='cf-trust' data-testid='discussion-detail' data-status={info.status}>
      <Head title='公议详情' desc={d.statusText} />
      {info.content ? (
        <Card title='讨论的问题'>
          <Text className='cf-trust__text' data-testid='discussion-content'>{info.content}</Text>
        </Card>
      ) : null}
      <Card title='投票结果' testId='discussion-results'>
        <View className='cf-trust__item-head'>
          <Text className='cf-trust__text'>信任这次筹款</Text>
          <Text className='cf-trust__text' data-testid='discussion-result-support'>{`${support}票 · ${votePercent(support, total)}%`}</Text>
        </View>
        <View className='cf-trust__bar'><View className='cf-trust__bar-fill' style={{ width: `${votePercent(support, total)}%` }} /></View>
        <View className='cf-trust__item-head'>
          <Text className='cf-trust__text'>不信任</Text>
          <Text className='cf-trust__text' data-testid='discussion-result-oppose'>{`${oppose}票 · ${votePercent(oppose, total)}%`}</Text>
        </View>
        <View className='cf-trust__bar'><View className='cf-trust__bar-fill cf-trust__bar-fill--oppose' style={{ width: `${votePercent(oppose, total)}%` }} /></View>
        <Text className='cf-trust__meta' data-testid='discussion-result-total'>{`共${total}人投票 · 仅捐款人和证实人可以投票`}</Text>
      </Card>
      {info.myVote ? <View className='cf-trust__note'>{`您已投票：${info.myVote === 'support' ? '信任' : '不信任'}`}</View> : null}
      <Alert text={d.submitAct.error} testId='discussion-error' />
      {open && !info.myVote ? (
        <View className='cf-raise__card'>
          <View className='cf-trust__votes' style={{ padding: '20px 0' }}>
            {(['support', 'oppose'] as const).map((c) => (
              <View
                key={c}
                className={`cf-trust__vote${c === 'oppose' ? ' cf-trust__vote--oppose' : ''}${!info.canVote || d.submitAct.busy ? ' cf-trust__vote--off' : ''}`}
                data-testid='discussion-vote'
                data-choice={c}
                role='button'
                aria-disabled={info.canVote ? 'false' : 'true'}
                onClick={() => void d.vote(c)}
              >
                {c === 'support' ? '信任' : '不信任'}
              </View>
            ))}
          </View>
        </View>
      ) : null}
      <Submit ghost testId='discussion-open-comments' onClick={() => root.platform.nav.go('discussionComment', { infoUuid })}>
        {`查看评论（${info.commentCount}）`}
      </Submit>
    </View>
  );
});

export const DiscussionCommentView = observer(function DiscussionCommentView({ infoUuid }: { infoUuid: string }) {
  const { d, info } = useDiscussion(infoUuid, true);
  if (!info) return <Loading infoUuid={infoUuid} />;
  const c = d.comments;
  return (
    <View className='cf-trust' data-testid='discussion-comment'>
      <Head title='公议评论' desc={`${d.statusText} · ${info.commentCount}条评论`} />
      {info.status === DISCUSSION.onPublic ? (
        <Card>
          <TextField long label='发表评论' testId='discussion-comment-input' value={d.commentText} maxLength={DISCUSSION_COMMENT_MAX} onChange={(t) => d.setCommentText(t)} />
          <Alert text={d.submitAct.error} testId='discussion-error' />
          <Submit testId='discussion-comment-submit' busy={d.submitAct.busy} onClick={() => void d.addComment()}>
            发表
          </Submit>
        </Card>
      ) : null}
      <Card>
        {!c.loaded ? (
          c.error ? <ErrorState text={c.error} onRetry={() => void d.loadComments()} /> : <Skeleton rows={3} />
        ) : c.items.length === 0 ? (
          <EmptyState text='还没有评论' />
        ) : (
          c.items.map((item) => (
            <View key={item.id} className='cf-trust__item' data-testid='discussion-comment-item'>
              <View className='cf-trust__item-head'>
                <Text className='cf-raise__row-title'>{item.nickname}</Text>
                <Text className='cf-trust__meta'>{day(item.time)}</Text>
              </View>
              <Text className='cf-trust__text'>{item.content}</Text>
              {item.mine ? (
                <View className='cf-trust__meta' data-testid='discussion-comment-delete' role='button' onClick={() => void d.removeComment(item.id)}>
                  删除
                </View>
              ) : null}
            </View>
          ))
        )}
      </Card>
      {c.loaded ? <BottomLoader loading={c.busy} hasMore={c.hasNext} onLoadMore={() => c.loadMore()} /> : null}
    </View>
  );
});
