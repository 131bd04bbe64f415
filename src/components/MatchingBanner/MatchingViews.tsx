/**
 * The matching-gift pages: the fundraiser's view of what their case received (detail, and the QQ
 * variant), the activity's area (the cases in it) and the payee page. Thin observers over MatchingStore.
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { useStores } from '../../stores/context';
import { ErrorState, StateView } from '../StateView';
import { Skeleton } from '../Skeleton';
import { formatFen } from '../../lib/money';
import { formatTime } from '../../lib/time';
import { matchingView } from '../../stores/matching';
import type { MatchRow } from '../../contract/activity';
import { MatchingBanner } from './index';
import './index.css';

const ROLE_TEXT: Record<string, string> = { MASTER: '活动负责人', SLAVE: '活动协作人员', FUNDRAISER: '筹款人' };
/** A match row's line: a gift's match, or a grant from the pool (a donor's red packet, a team's ladder). */
const GRANT_TEXT: Record<string, string> = { red_packet: '爱心红包转赠', ladder: '团队阶梯补贴' };
export const matchRowText = (m: MatchRow) => `${formatTime(m.createdAt, 'MM-DD HH:mm')} ${m.donation > 0 ? `捐款${formatFen(m.donation)}元` : GRANT_TEXT[m.reason] ?? '活动补贴'}`;

/** /cf/fundraiser/matching-gift-detail/:infoUuid and the QQ variant. */
export const MatchingDetailView = observer(function MatchingDetailView({ infoUuid, qq }: { infoUuid: string; qq?: boolean }) {
  const { matching, auth, platform } = useStores();
  useEffect(() => {
    if (infoUuid) void matching.loadRaiser(infoUuid);
  }, [infoUuid, matching]);
  const r = matching.raiser;
  if (matching.raiserAct.error) return <ErrorState text={matching.raiserAct.error} onRetry={() => void matching.loadRaiser(infoUuid)} />;
  if (!r) return <Skeleton rows={5} />;
  const v = matchingView(r.info, null);
  if (!v) return <StateView icon='配' title='暂无配捐活动' desc='该筹款当前没有进行中的配捐活动' testId='matching-none' />;
  return (
    <View className='cf-page' data-testid='matching-detail'>
      <MatchingBanner infoUuid={infoUuid} own />
      <View className='cf-section'>
        <View className='cf-section__head'>
          <Text className='cf-section__title'>{qq ? 'QQ配捐明细' : '配捐明细'}</Text>
          <Text className='cf-section__meta' data-testid='matching-role'>{ROLE_TEXT[r.role] ?? (auth.user?.nickname || '爱心人士')}</Text>
        </View>
        <Text className='cf-muted' data-testid='matching-total'>{`${r.info.title} · 本筹款共获配捐${r.info.caseMatchCount}笔，累计${formatFen(r.info.currentCaseMoney)}元`}</Text>
        {r.matches.length === 0 ? <Text className='cf-muted' data-testid='matching-empty'>暂无配捐记录</Text> : null}
        {r.matches.map((m, i) => (
          <View key={m.orderId || `${m.createdAt}-${i}`} className='cf-match-row' data-testid='matching-row'>
            <Text>{matchRowText(m)}</Text>
            <Text className='cf-match-row__amount'>{`配捐${formatFen(m.amount - m.returned)}元`}</Text>
          </View>
        ))}
      </View>
      {r.role === 'FUNDRAISER' ? (
        <View className='cf-owner-entry' role='link' data-testid='matching-payee-link' onClick={() => platform.nav.go('matchingGiftChangePayee', { infoUuid })}>
          <Text>配捐款项的收款人</Text>
          <Text>›</Text>
        </View>
      ) : null}
    </View>
  );
});

/** /cf/fundraiser/matching-gift-area-detail/:infoUuid: the activity and the cases in it. */
export const MatchingAreaView = observer(function MatchingAreaView({ infoUuid }: { infoUuid: string }) {
  const { matching, platform } = useStores();
  useEffect(() => {
    if (infoUuid) void matching.loadArea(infoUuid);
  }, [infoUuid, matching]);
  const a = matching.themActivityData;
  if (matching.areaAct.error) return <ErrorState text={matching.areaAct.error} onRetry={() => void matching.loadArea(infoUuid)} />;
  if (!a) return <Skeleton rows={5} />;
  if (!a.info.active) return <StateView icon='配' title='暂无配捐活动' desc='该筹款当前没有进行中的配捐活动' testId='matching-none' />;
  return (
    <View className='cf-page' data-testid='matching-area'>
      <MatchingBanner infoUuid={infoUuid} own />
      <View className='cf-section'>
        <View className='cf-section__head'>
          <Text className='cf-section__title'>{`${a.info.title} · 配捐专区`}</Text>
        </View>
        {a.cases.map((c) => (
          <View key={c.infoUuid} className='cf-match-row' data-testid='case-card' role='link' onClick={() => platform.nav.go('contribute', { infoUuid: c.infoUuid })}>
            <Text className='cf-match-row__title'>{c.title}</Text>
            <Text className='cf-match-row__amount'>{`已筹${formatFen(c.raisedAmount)}元 · 获配捐${formatFen(c.matched)}元`}</Text>
          </View>
        ))}
      </View>
    </View>
  );
});

/** /cf/matching-gift/change-payee/:infoUuid: matched money goes to the case's payee like every gift. */
export const MatchingPayeeView = observer(function MatchingPayeeView({ infoUuid }: { infoUuid: string }) {
  const { platform } = useStores();
  return (
    <View className='cf-page' data-testid='matching-payee'>
      <View className='cf-section'>
        <Text className='cf-section__title'>配捐款项的收款人</Text>
        <Text className='cf-muted'>配捐与捐款一样计入筹款金额，提现时一并打给本筹款的收款人，无需单独设置。如需更换收款人，请修改本筹款的收款人信息，修改经审核后生效。</Text>
        <View className='cf-owner-entry' role='link' data-testid='matching-payee-edit' onClick={() => platform.nav.go('editPayeeInfo', { infoUuid })}>
          <Text>修改收款人信息</Text>
          <Text>›</Text>
        </View>
      </View>
    </View>
  );
});
