/**
 * /cf/activity/get-reward (login): the donor's rewards. Red packets (platform money of an activity's
 * pool) to give to a case of the same activity before they expire, the prizes won in the luck draw and
 * the certificates (the image opens with the owner's session). Thin observer over RewardStore.
 */
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react';
import { Image, Text, View } from '@tarojs/components';
import { RoutePage } from '../../../components/RoutePage';
import { ErrorState } from '../../../components/StateView';
import { Skeleton } from '../../../components/Skeleton';
import { useFeature, useStores } from '../../../stores/context';
import { packetLine, RewardStore, REWARDS_KEY } from '../../../stores/activity/RewardStore';
import type { Certificate, RedPacket } from '../../../contract/rewards';
import { formatFen } from '../../../lib/money';
import { formatTime } from '../../../lib/time';
import { ActivityNotice } from '../shared/ActivityNotice';
import { documents, DOCUMENT_TEXT } from '../../../platform/document';
import '../shared/rewards.css';

const STATUS_TEXT: Record<RedPacket['status'], string> = { ISSUED: '待转赠', GIVEN: '已转赠', EXPIRED: '已过期' };

const Packet = observer(function Packet({ p, store }: { p: RedPacket; store: RewardStore }) {
  const picked = store.picked[p.packetId];
  return (
    <View className='rw-packet' data-testid='reward-packet' data-status={p.status}>
      <View className='rw-packet__head'>
        <Text className='rw-packet__title'>{`${p.activityTitle} · ${STATUS_TEXT[p.status]}`}</Text>
        <Text className='rw-packet__amount' data-testid='reward-packet-amount'>{`${formatFen(p.amount)}元`}</Text>
      </View>
      <Text className='rw-packet__line' data-testid='reward-packet-line'>{packetLine(p, Date.now())}</Text>
      {p.status === 'ISSUED' ? (
        <View>
          {p.cases.map((c) => (
            <View key={c.infoUuid} className={`rw-case${picked === c.infoUuid ? ' rw-case--on' : ''}`} data-testid='reward-packet-case' role='radio' aria-checked={picked === c.infoUuid}
              onClick={() => store.pick(p.packetId, c.infoUuid)}>
              <Text>{`${picked === c.infoUuid ? '● ' : '○ '}${c.title}`}</Text>
            </View>
          ))}
          <View className={`rw-btn${store.giveAct.busy ? ' rw-btn--off' : ''}`} data-testid='reward-packet-give' role='button' onClick={() => void store.give(p.packetId)}>
            转赠给所选筹款
          </View>
        </View>
      ) : null}
    </View>
  );
});

const Cert = observer(function Cert({ c, store }: { c: Certificate; store: RewardStore }) {
  const [open, setOpen] = useState(false);
  const info = store.certificates[c.certificateId];
  // The certificate opens with its owner's session: in the mini-program an <Image> sends no cookie, so
  // the platform downloads it with the session first (platform/document imageSrc).
  const [src, setSrc] = useState('');
  const [failed, setFailed] = useState('');
  useEffect(() => {
    if (!open || src) return;
    let live = true;
    void store.openCertificate(c.certificateId);
    documents.imageSrc(c.imageUrl).then((s: string) => live && setSrc(s), (err: Error) => live && setFailed(err.message || DOCUMENT_TEXT.failed));
    return () => {
      live = false;
    };
  }, [open, src, c.imageUrl, c.certificateId, store]);
  return (
    <View className='rw-packet' data-testid='reward-certificate'>
      <View className='rw-row'>
        <Text>{`${c.title} · ${c.caseTitle || '筹款'} ${formatFen(c.amount)}元`}</Text>
        <View className='rw-row__sub' role='button' data-testid='reward-certificate-open' onClick={() => setOpen(!open)}>{open ? '收起' : '查看证书'}</View>
      </View>
      {open && info ? (
        <Text className='rw-sub' data-testid='reward-certificate-info'>
          {`证书编号 ${info.certificateId} · 获得者 ${info.nickname || '爱心人士'} · ${formatFen(info.amount)}元 · 颁发于${formatTime(info.createdAt, 'YYYY年M月D日')}`}
        </Text>
      ) : null}
      {open && src ? <Image className='rw-cert' src={src} mode='widthFix' imgProps={{ alt: `${c.title}图片` }} data-testid='reward-certificate-image' /> : null}
      {open && failed ? <View className='rw-sub' role='alert' data-testid='reward-certificate-error'>{failed}</View> : null}
    </View>
  );
});

const Content = observer(function Content() {
  const { platform } = useStores();
  const store = useFeature(REWARDS_KEY, (root) => new RewardStore(root));
  useEffect(() => {
    void store.loadList();
  }, [store]);
  const l = store.list;
  const body = !l
    ? (store.listAct.error ? <ErrorState text={store.listAct.error} onRetry={() => void store.loadList()} /> : <Skeleton rows={5} />)
    : (
      <View data-testid='get-reward'>
        <View className='rw-card'>
          <Text className='rw-h'>我的红包</Text>
          <Text className='rw-sub'>红包由活动资金池出资，可转赠给活动中的任一筹款，过期未转赠将退回资金池。</Text>
          {l.packets.length === 0 ? <Text className='rw-sub' data-testid='reward-packet-empty'>暂无红包，在活动筹款页捐款后可领取</Text> : null}
          {l.packets.map((p) => <Packet key={p.packetId} p={p} store={store} />)}
          {store.giveAct.error ? <Text className='rw-error'>{store.giveAct.error}</Text> : null}
        </View>
        <View className='rw-card'>
          <Text className='rw-h'>我的奖品</Text>
          {l.prizes.length === 0 ? <Text className='rw-sub' data-testid='reward-prize-empty'>暂无奖品</Text> : null}
          {l.prizes.map((x) => (
            <View key={x.resultId} className='rw-row' data-testid='reward-prize'>
              <Text>{`${x.prize.name} · ${x.activityTitle}`}</Text>
              <Text className='rw-row__sub'>{formatTime(x.createdAt, 'MM-DD HH:mm')}</Text>
            </View>
          ))}
          <Text className='rw-sub'>{`已获得锦旗 ${l.pennants} 面`}</Text>
          <View className='rw-btn rw-btn--small' data-testid='reward-go-draw' role='link' onClick={() => platform.nav.go('luckDraw')}>去抽奖</View>
        </View>
        <View className='rw-card'>
          <Text className='rw-h'>我的证书</Text>
          {l.certificates.length === 0 ? <Text className='rw-sub' data-testid='reward-certificate-empty'>暂无证书</Text> : null}
          {l.certificates.map((c) => <Cert key={c.certificateId} c={c} store={store} />)}
        </View>
      </View>
    );
  return (
    <View className='rw'>
      <ActivityNotice rewards='redPacket' activity={store.packetActivity} />
      {body}
    </View>
  );
});

export default function Page() {
  return (
    <RoutePage route='getReward'>
      <Content />
    </RoutePage>
  );
}
