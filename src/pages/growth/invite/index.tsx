/**
 * /cf/activity/inviter, /cf/activity/initiator, /cf/activity/weibo-inviter and the mini-program's
 * /activity/wx-inviter: invite friends to give (inviter pages) or to raise (initiator). With an
 * ?inviteCode= the page is the friend's landing: who invited them, and accepting (recorded). Without
 * it, the reader's own link and the friends who accepted, with whether each gave or raised.
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Image, Text, View } from '@tarojs/components';
import { RoutePage, useRoute, useShareCard } from '../../../components/RoutePage';
import { ErrorState, StateView } from '../../../components/StateView';
import { Skeleton } from '../../../components/Skeleton';
import { useStores } from '../../../stores/context';
import type { InviteChannel, InviteKind, Invitee } from '../../../contract/growth';
import { formatTime } from '../../../lib/time';
import '../growth.css';

const CHANNEL_OF: Record<string, InviteChannel> = { inviter: 'inviter', initiator: 'initiator', weiboInviter: 'weibo', mpWxInviter: 'wx' };
const KIND_TEXT: Record<InviteKind, { title: string; accept: string; desc: string }> = {
  give: { title: '邀请好友一起献爱心', accept: '接受邀请，去献爱心', desc: '好友通过你的链接献出爱心后，这里会显示出来' },
  raise: { title: '邀请身边需要帮助的人发起筹款', accept: '接受邀请，去发起求助', desc: '好友通过你的链接发起筹款后，这里会显示出来' },
};

function inviteeState(i: Invitee): string {
  if (i.raisedAt !== null) return '已发起筹款';
  if (i.gaveAt !== null) return '已献爱心';
  return '已接受邀请';
}

const Landing = observer(function Landing({ code, kind, channel }: { code: string; kind: InviteKind; channel: InviteChannel }) {
  const { growth } = useStores();
  const store = growth.invite;
  useEffect(() => {
    void store.loadLanding(code);
  }, [store, code]);
  const l = store.landing;
  if (!l) return store.loadAct.error ? <ErrorState text={store.loadAct.error} onRetry={() => void store.loadLanding(code)} /> : <Skeleton rows={4} />;
  if (!l.valid) return <StateView icon='!' title='邀请链接无效' desc='请让好友重新发送邀请链接' testId='invite-invalid' />;
  return (
    <View className='cf-growth' data-testid='invite-landing'>
      <View className='cf-growth__card' style={{ textAlign: 'center' }}>
        {l.inviterHeadImgUrl ? <Image className='cf-growth__avatar' src={l.inviterHeadImgUrl} style={{ width: '56px', height: '56px' }} imgProps={{ alt: '' }} /> : null}
        <Text className='cf-growth__h' data-testid='invite-inviter'>{`${l.inviterName} 邀请你`}</Text>
        <Text className='cf-growth__sub'>{KIND_TEXT[kind].title}</Text>
      </View>
      {l.self ? <Text className='cf-growth__error'>这是你自己的邀请链接，发给好友吧</Text> : (
        <View className={`cf-growth__btn ${store.acceptAct.busy ? 'cf-growth__btn--busy' : ''}`} data-testid='invite-accept' onClick={() => void store.accept(code, kind, channel)}>
          {KIND_TEXT[kind].accept}
        </View>
      )}
      {store.acceptAct.error ? <View className='cf-growth__error' role='alert'>{store.acceptAct.error}</View> : null}
    </View>
  );
});

const Mine = observer(function Mine({ kind, channel }: { kind: InviteKind; channel: InviteChannel }) {
  const { growth, auth, platform } = useStores();
  const store = growth.invite;
  useEffect(() => {
    if (auth.loggedIn) void store.loadMine();
  }, [store, auth.loggedIn]);
  if (!auth.loggedIn) {
    return <StateView icon='邀' title={KIND_TEXT[kind].title} desc='登录后获取你的专属邀请链接' actionText='登录' onAction={() => platform.nav.go('login', { redirectUrl: platform.nav.currentPath() })} testId='invite-login' />;
  }
  const mine = store.mine;
  if (!mine) return store.loadAct.error ? <ErrorState text={store.loadAct.error} onRetry={() => void store.loadMine()} /> : <Skeleton rows={5} />;
  return (
    <View className='cf-growth' data-testid='invite-mine'>
      <View className='cf-growth__card'>
        <Text className='cf-growth__h'>{KIND_TEXT[kind].title}</Text>
        <Text className='cf-growth__sub'>把链接发给好友，好友接受邀请后会记录在下方。转发本身不会获得任何奖励。</Text>
        <Text className='cf-growth__link' userSelect selectable data-testid='invite-link'>{store.linkFor(channel, kind)}</Text>
      </View>
      {/* the other kind of invitation: to give, or (someone near who needs help) to raise */}
      <View className='cf-growth__btn cf-growth__btn--ghost' role='link' data-testid='invite-other-kind' onClick={() => platform.nav.go(kind === 'give' ? 'initiator' : 'inviter')}>
        {kind === 'give' ? '身边有人需要帮助？邀请TA发起筹款' : '邀请好友一起献爱心'}
      </View>
      <View className='cf-growth__card cf-growth__stats'>
        <View><Text className='cf-growth__num' data-testid='invite-count'>{String(mine.invited)}</Text><Text className='cf-growth__sub'>接受邀请</Text></View>
        <View><Text className='cf-growth__num'>{String(mine.gave)}</Text><Text className='cf-growth__sub'>献出爱心</Text></View>
        <View><Text className='cf-growth__num'>{String(mine.raised)}</Text><Text className='cf-growth__sub'>发起筹款</Text></View>
      </View>
      <View className='cf-growth__card'>
        <Text className='cf-growth__h'>我邀请的好友</Text>
        {mine.list.length === 0 ? <Text className='cf-growth__sub'>{KIND_TEXT[kind].desc}</Text> : null}
        {mine.list.map((i) => (
          <View key={`${i.nickname}-${i.invitedAt}`} className='cf-growth__row' data-testid='invite-item'>
            <View className='cf-growth__who'>
              {i.headImgUrl ? <Image className='cf-growth__avatar' src={i.headImgUrl} imgProps={{ alt: '' }} /> : <View className='cf-growth__avatar' />}
              <View>
                <Text className='cf-growth__name'>{i.nickname}</Text>
                <Text className='cf-growth__sub'>{formatTime(i.invitedAt)}</Text>
              </View>
            </View>
            <Text className={`cf-growth__tag ${i.gaveAt === null && i.raisedAt === null ? 'cf-growth__tag--grey' : ''}`}>{inviteeState(i)}</Text>
          </View>
        ))}
      </View>
    </View>
  );
});

const Invite = observer(function Invite() {
  const { route, query } = useRoute();
  const channel = CHANNEL_OF[route.name] ?? 'inviter';
  const kind: InviteKind = query.kind === 'raise' || query.kind === 'give' ? query.kind : channel === 'initiator' ? 'raise' : 'give';
  const { growth } = useStores();
  useEffect(() => growth.invite.setKind(kind), [growth, kind]);
  return query.inviteCode ? <Landing code={String(query.inviteCode)} kind={kind} channel={channel} /> : <Mine kind={kind} channel={channel} />;
});

/** The mini-program's share card carries the reader's invitation (forwarding itself earns nothing). */
function InviteShareCard() {
  const { growth } = useStores();
  useShareCard(() => growth.invite.mpShare());
  return null;
}

export default function InvitePage() {
  return (
    <RoutePage>
      <InviteShareCard />
      <Invite />
    </RoutePage>
  );
}
