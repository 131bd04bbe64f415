/**
 * /cf/contribute/spread/:infoUuid: asks the visitor to share the case. The share content is set on
 * the platform's menu; the targets explain where it goes. A completed share is recorded and leads to
 * the share-success page.
 */
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react';
import { View, Text } from '@tarojs/components';
import { RoutePage, useRoute } from '../../components/RoutePage';
import { useFeature, useStores } from '../../stores/context';
import { CASE_SIGNALS_KEY, CaseSignalsStore, spreadTitle } from '../../stores/content/CaseSignalsStore';
import { SpreadHelpers, SpreadShared } from '../../components/case/SpreadSignals';
import { sharedvFromQuery } from '../../lib/share';
import { formatFen } from '../../lib/money';
import { ErrorState } from '../../components/StateView';
import { Skeleton } from '../../components/Skeleton';
import { FundingSummary } from '../../components/case/FundingSummary';
import { BottomBar, PrimaryButton } from '../../components/case/BottomBar';
import { EndedControl } from '../../components/case/EndedControl';
import { LinkShare } from '../../components/LinkShare';
import { SHARE_TARGET, type ShareTarget } from '../../platform/types';
import '../../components/case/case.css';

/** How each share target is reached; the page lists only those the platform's menu reaches (share.targets()). */
const TARGET_TEXT: Record<ShareTarget, { label: string; desc: string }> = {
  [SHARE_TARGET.friend]: { label: '发送给朋友', desc: '点击右上角「···」选择「发送给朋友」' },
  [SHARE_TARGET.timeline]: { label: '分享到朋友圈', desc: '点击右上角「···」选择「分享到朋友圈」' },
  [SHARE_TARGET.qq]: { label: '分享到QQ', desc: '在QQ中打开后点击右上角分享' },
  [SHARE_TARGET.qzone]: { label: '分享到QQ空间', desc: '在QQ中打开后选择QQ空间' },
};

const NO_MENU_HINT = '当前浏览器不能直接转发：复制链接发送给好友，或生成海报保存后分享。';
const SHARE_DESC = '转发也是一份力量';

export const SpreadView = observer(function SpreadView({ infoUuid, query }: { infoUuid: string; query?: Record<string, string | undefined> }) {
  const { cases, share, platform } = useStores();
  const signals = useFeature(CASE_SIGNALS_KEY, (root) => new CaseSignalsStore(root));
  // the case's share link (with this reader's shareId), for browsers without a share menu
  const [link, setLink] = useState('');
  useEffect(() => {
    if (!infoUuid) return;
    const origin = typeof location !== 'undefined' && location.origin !== 'null' ? location.origin : '';
    const ctx = { origin, query, source: 'spread', onShared: () => platform.nav.go('shareSuccess', { infoUuid }) };
    // a share tapped while the case loads is recorded and goes on to share-success all the same
    share.prepare(infoUuid, ctx);
    void signals.loadShared(infoUuid);
    void signals.loadHelp(infoUuid);
    void signals.loadAb(infoUuid, sharedvFromQuery(query));
    void cases.open(infoUuid, { failureEvent: 'SPREAD_FUNDING_INFO' }).then((info) => {
      if (!info) return;
      void share.setup(info, ctx).then((content) => setLink(content?.link ?? ''));
    });
  }, [cases, share, platform, signals, infoUuid, query]);

  const info = cases.infoOf(infoUuid);
  const menu = platform.share.isAvailable();
  if (!info) return cases.loadAct.error ? <ErrorState text={cases.loadAct.error} /> : <Skeleton rows={5} />;
  return (
    <View className='cf-page' data-testid='spread'>
      <View className='cf-hero'>
        <Text className='cf-hero__title' data-testid='spread-title'>{spreadTitle(signals.ab[infoUuid])}</Text>
        <Text className='cf-muted'>
          {info.baseInfo.title} · 已有{info.donationCount}次帮助，筹得{formatFen(info.raisedAmount)}元
        </Text>
        <SpreadShared store={signals} infoUuid={infoUuid} />
      </View>
      <FundingSummary info={info} />
      <View className='cf-section'>
        <View className='cf-section__head'>
          <Text className='cf-section__title'>选择转发方式</Text>
        </View>
        {platform.share.targets().map((target) => (
          <View key={target} className='cf-fact' data-testid='spread-target'>
            <Text className='cf-fact__k'>{TARGET_TEXT[target].label}</Text>
            <Text className='cf-fact__v cf-muted'>{TARGET_TEXT[target].desc}</Text>
          </View>
        ))}
        {link ? (
          // the link to paste and the poster to save (a plain browser has no share menu: only these; with a
          // menu the menu shares, recorded, to the share-success page); in the mini-program WeChat's share button
          <LinkShare path={link} title={info.baseInfo.title} desc={SHARE_DESC} testId='spread' shareButton={false} hint={menu ? undefined : NO_MENU_HINT}>
            <View className='link-share__btn' data-testid='spread-poster' role='link' onClick={() => platform.nav.go('qrcodeShare', { infoUuid })}>生成分享海报</View>
          </LinkShare>
        ) : null}
      </View>
      <SpreadHelpers store={signals} infoUuid={infoUuid} />
      <BottomBar>
        <PrimaryButton secondary onClick={() => platform.nav.go('contribute', { infoUuid })}>
          看详情
        </PrimaryButton>
        {cases.info && !cases.canDonate ? (
          <EndedControl status={cases.status} testId='case-ended' />
        ) : (
          <PrimaryButton testId='donate-button' disabled={!cases.canDonate} onClick={() => platform.nav.go('pay', { infoUuid })}>
            我要帮助
          </PrimaryButton>
        )}
      </BottomBar>
    </View>
  );
});

function Content() {
  const { params, query } = useRoute();
  return <SpreadView infoUuid={params.infoUuid ?? ''} query={query} />;
}

export default function SpreadPage() {
  return (
    <RoutePage route='spread'>
      <Content />
    </RoutePage>
  );
}
