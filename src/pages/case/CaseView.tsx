/**
 * The case page for donors (/cf/contribute/:infoUuid, /cf/detail/:infoUuid and the mini-program
 * detail page). Everything shown is the server's: amounts in fen through lib/money, the status
 * message per code, donate enabled only in status 0. Logic lives in the stores.
 */
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react';
import { View, Text } from '@tarojs/components';
import { useStores } from '../../stores/context';
import { mayDonate, showNewDetail } from '../../stores/caseStatus';
import { relativeTime } from '../../lib/time';
import { ErrorState } from '../../components/StateView';
import { Skeleton } from '../../components/Skeleton';
import { FundingSummary } from '../../components/case/FundingSummary';
import { StatusBanner } from '../../components/case/StatusBanner';
import { PREVIEW_NAME_NOTE, PreviewBanner } from '../../components/case/PreviewBanner';
import { ImageGallery } from '../../components/case/ImageGallery';
import { CommentSection } from '../../components/case/CommentSection';
import { ProgressPost } from '../../components/case/ProgressPost';
import { ProofLine, VerificationCounters, VerificationRow } from '../../components/case/VerificationSection';
import { BottomBar, PrimaryButton } from '../../components/case/BottomBar';
import { EndedControl } from '../../components/case/EndedControl';
import { Avatar } from '../../components/case/Avatar';
import { EditCaseDialog } from '../../components/case/EditCaseDialog';
import { TrustActions } from '../../components/case/TrustActions';
import { LedgerSection } from '../../components/ledger/LedgerSection';
import { MatchingBanner } from '../../components/MatchingBanner';
import { GoodsNeeds } from '../../components/shop/GoodsNeeds';
import { WithdrawNoticeSection } from '../../components/notice/WithdrawNoticeSection';
import { useServerRenderHandoff, useSecondTask } from '../../components/case/useServerRender';
import { whenIdleInTasks } from '../../lib/idle';
import { usePullDown } from '../../components/PullToRefresh/usePullDown';
import '../../components/case/case.css';
import { aria } from '../../components/case/a11y';

/** Latest progress posts shown on the case page (the rest on the progress page). */
const LATEST_PROGRESS = 3;
/** The story's paragraphs (its non-empty lines). */
const storyParagraphs = (story: string): string[] => story.split(/\n+/).map((p) => p.trim()).filter(Boolean);

function pageOrigin(): string {
  return typeof location !== 'undefined' && location.origin && location.origin !== 'null' ? location.origin : '';
}

export interface CaseViewProps {
  infoUuid: string;
  /** page query (forwardFrom, channel, userSourceId ...) for the share record */
  query?: Record<string, string | undefined>;
}

export const CaseView = observer(function CaseView({ infoUuid, query }: CaseViewProps) {
  const { cases, comments, progress, share, platform, prefs } = useStores();
  const [storyOpen, setStoryOpen] = useState(false);

  useEffect(() => {
    if (!infoUuid) return;
    // a comment sent before the list loads (H5: typed on the server's screen) goes to this case
    comments.select(infoUuid);
    const steps = [
      () =>
        void cases.open(infoUuid, { withExtras: true }).then((info) => {
          if (info && !cases.isRisk && !info.preview) void share.setup(info, { origin: pageOrigin(), query });
        }),
      () => void comments.load(infoUuid),
      () => void progress.load(infoUuid),
    ];
    // H5 first page: it shows the HTML's inlined data already; the refresh waits for an idle moment,
    // one request per task.
    if (cases.hasInlinedData(infoUuid)) return whenIdleInTasks(steps);
    steps.forEach((step) => step());
    return undefined;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [infoUuid]);
  // the mini-program's pull-down: the case, its comments and progress again (H5: the first screen is the
  // server's, handed over by place, so no pull header is drawn above it)
  usePullDown(() => Promise.all([cases.open(infoUuid, { withExtras: true }), comments.load(infoUuid), progress.load(infoUuid)]));

  // Before open() ran (first render): the HTML's inlined visitor data or a prefetched copy, if any.
  const info = cases.infoUuid === infoUuid ? cases.info : cases.peek(infoUuid);
  // H5 under the server's screen: the first screen renders first, the rest in the next task.
  const full = useSecondTask();
  // H5: once the whole page is the server's screen again (same data), take its place.
  useServerRenderHandoff((info !== null && full) || cases.loadAct.error !== '');
  if (!info) {
    if (cases.loadAct.error) return <ErrorState text={cases.loadAct.error} onRetry={() => void cases.open(infoUuid, { withExtras: true })} />;
    return <Skeleton rows={6} />;
  }

  const go = (name: string) => platform.nav.go(name, { infoUuid });
  const isNew = showNewDetail(info);
  const story = info.baseInfo.content;
  const longStory = story.length > 160;
  const latest = progress.infoUuid === infoUuid ? progress.items.slice(0, LATEST_PROGRESS) : [];

  // The owner's own unpublished case: a preview that asks for no gifts and offers no share.
  const preview = cases.infoUuid === infoUuid ? cases.previewStep : null;
  const summary = <FundingSummary info={info} />;
  const verification = (
    <View className='cf-section'>
      <View className='cf-section__head'>
        <Text className='cf-section__title'>证实信息</Text>
        <Text {...aria({ role: 'link' })} className='cf-section__link' onClick={() => go('material')}>
          查看证明材料 ›
        </Text>
      </View>
      <VerificationCounters counts={cases.verifyCount} raiseType={info.raiseType} />
      <ProofLine items={info.attachments} />
      {cases.selectedVerifications.map((v) => (
        <VerificationRow key={v.verifyId} item={v} />
      ))}
    </View>
  );

  // Below the first screen (the server's screen shows it meanwhile): drawn in the task after the first screen.
  const belowTheFold = (
    <>
      {/* A live matching gift: sponsor, ratio, this case's match, the pool (components/MatchingBanner). */}
      <MatchingBanner infoUuid={info.infoUuid} entries />
      {isNew ? null : verification}

      <View className='cf-section'>
        <View className='cf-section__head'>
          <Text className='cf-section__title'>筹款动态</Text>
          {progress.total > 0 ? (
            <Text {...aria({ role: 'link' })} className='cf-section__link' onClick={() => go('progressList')}>
              全部{progress.total}条 ›
            </Text>
          ) : null}
        </View>
        {latest.length ? latest.map((p) => <ProgressPost key={p.id} item={p} />) : <Text className='cf-muted'>暂无动态</Text>}
      </View>

      <View className='cf-owner-entry' role='link' onClick={() => go('loveContributionList')}>
        <Text>爱心榜 · {info.donationCount}次帮助</Text>
        <Text>›</Text>
      </View>

      {info.isSelf ? null : <TrustActions infoUuid={info.infoUuid} />}

      {/* 提现公示 and objections: like the ledger, drawn only after mount on the client. */}
      <WithdrawNoticeSection info={info} />

      {/* A goods raise's gear and purchases (drawn after mount on the client, like the ledger). */}
      <GoodsNeeds infoUuid={info.infoUuid} raiseType={info.raiseType} />

      {/* Public ledger: drawn only after mount on the client, so the server's first screen is unchanged. */}
      <LedgerSection infoUuid={info.infoUuid} />

      <CommentSection store={comments} />
    </>
  );

  return (
    <View className={`cf-page cf-case ${isNew ? 'cf-case--new' : 'cf-case--classic'}`} data-testid='case-page' data-variant={isNew ? 'new' : 'classic'}>
      {preview ? (
        <PreviewBanner step={preview} onAction={() => preview.route && platform.nav.go(preview.route, preview.params)} />
      ) : (
        <StatusBanner status={info.displayStatus} finishStr={info.finishStr} />
      )}
      <View className='cf-hero'>
        <Text {...aria({ role: 'heading', 'aria-level': 1 })} className='cf-hero__title' data-testid='case-title'>
          {info.baseInfo.title}
        </Text>
        <View className='cf-hero__owner'>
          <Avatar src={info.crowdfundingUserInfo.headImgUrl} name={info.crowdfundingUserInfo.nickname} size='sm' />
          <View className='cf-hero__owner-text'>
            <Text data-testid='case-fundraiser'>{info.crowdfundingUserInfo.nickname || '筹款人'} 发起</Text>
            <Text className='cf-muted'>{relativeTime(info.createdAt)}</Text>
            {info.preview?.nameVerified === false ? <Text className='cf-muted' data-testid='preview-name-note'>{PREVIEW_NAME_NOTE}</Text> : null}
          </View>
        </View>
      </View>
      {summary}

      {info.isSelf && !preview ? (
        <View className='cf-owner-entry' data-testid='owner-manage' role='link' onClick={() => go('fundraiserCenter')}>
          <Text>管理我的筹款</Text>
          <Text>›</Text>
        </View>
      ) : null}
      {info.isSelf && !preview ? <EditCaseDialog infoUuid={info.infoUuid} title={info.baseInfo.title} content={info.baseInfo.content} /> : null}

      {isNew && full ? verification : null}

      <View className='cf-section'>
        <View className='cf-section__head'>
          <Text className='cf-section__title'>求助说明</Text>
        </View>
        <Text className={`cf-story ${longStory && !storyOpen ? 'cf-story--folded' : ''}`} data-testid='case-story'>
          {/* 长辈版: one block per paragraph, spaced apart (src/styles/care.css) */}
          {prefs.care ? storyParagraphs(story).map((p, i) => <Text key={i} className='cf-story__p'>{p}</Text>) : story}
        </Text>
        {longStory ? (
          <View className='cf-more' role='button' aria-expanded={storyOpen ? 'true' : 'false'} onClick={() => setStoryOpen(!storyOpen)}>
            {storyOpen ? '收起' : '展开全文'}
          </View>
        ) : null}
        {full ? <ImageGallery thumbs={info.baseInfo.attachments} large={info.baseInfo.largeAttachments} testId='case-images' /> : null}
      </View>

      {full && !preview ? belowTheFold : null}

      {preview ? null : (
      <BottomBar>
        <PrimaryButton secondary testId='share-button' onClick={() => go('spread')}>
          转发
        </PrimaryButton>
        {mayDonate(info) ? (
          <PrimaryButton testId='donate-button' onClick={() => go('pay')}>
            {isNew ? '立即捐款' : '我要帮助'}
          </PrimaryButton>
        ) : (
          <EndedControl status={info.displayStatus} testId='case-ended' />
        )}
      </BottomBar>
      )}
    </View>
  );
});
