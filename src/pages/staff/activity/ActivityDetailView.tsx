/** One activity in the staff console: the pool, the actions the viewer may take, cases, matches, held matches, flags, the pool ledger. */
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { useStores } from '../../../stores/context';
import { formatFenPlain } from '../../../lib/money';
import { formatTime } from '../../../lib/time';
import { ACTION_TEXT, ACTIVITY_KIND_TEXT, ACTIVITY_STATUS_TEXT } from '../../../stores/StaffActivityStore';
import { ratioText } from '../../../contract/rules/matching';
import { maskName } from '../../../contract/rules/names';
import type { ActivityMoveReq } from '../../../contract/activity';
import { BonfireRules } from './BonfireRules';

const yuan = (fen: number) => `${formatFenPlain(fen)} 元`;
const cap = (fen: number) => (fen > 0 ? yuan(fen) : '不限');
const POOL_KIND: Record<string, string> = { fund: '注资', match: '配捐', return: '退款退回', release: '结束退回出资方', sponsor_return: '结束后退款退回出资方' };
const Field = ({ k, v, testId }: { k: string; v: string; testId?: string }) => (
  <View className='staff__field'>
    <Text className='staff__field-k'>{k}</Text>
    <Text className='staff__field-v' data-testid={testId}>{v}</Text>
  </View>
);

export const ActivityDetailView = observer(function ActivityDetailView() {
  const { staffActivity: s } = useStores();
  const d = s.detail;
  if (!d) return null;
  const a = d.activity;
  return (
    <View data-testid='staff-activity-detail' data-status={a.status}>
      <View className='staff__card'>
        <Text className='staff__title'>{`${a.title}（${ACTIVITY_KIND_TEXT[a.kind]}）`}</Text>
        <Field k='状态' v={ACTIVITY_STATUS_TEXT[a.status] ?? a.status} testId='staff-activity-status' />
        <Field k='出资方' v={`${a.sponsorName}（出资方余额 ${yuan(d.sponsorBalance)}）`} />
        <Field k='我的角色' v={d.role === 'MASTER' ? 'MASTER（活动负责人）' : 'SLAVE（协作：可暂停、风控、驳回）'} testId='staff-activity-role' />
        <Field k='配捐比例' v={ratioText(a.ratioPct)} />
        <Field k='上限' v={`单笔 ${cap(a.capGift)} · 每人每日 ${cap(a.capDonorDay)} · 每个筹款 ${cap(a.capCase)} · 起配 ${cap(a.minGift)}`} />
        <Field k='时间' v={`${formatTime(a.startsAt, 'YYYY-MM-DD HH:mm')} 至 ${formatTime(a.endsAt, 'YYYY-MM-DD HH:mm')}`} />
        <Field k='资金池' v={`注资 ${yuan(a.funded)} = 已配捐 ${yuan(a.matched)} + 剩余 ${yuan(a.left)} + 退回出资方 ${yuan(a.released)}${a.reserved ? ` + 红包预留 ${yuan(a.reserved)}` : ''}`} testId='staff-activity-pool' />
        <Field k='配捐笔数' v={`${a.matchCount} 笔，待审核 ${a.heldCount} 笔`} />
        {d.can.fund ? (
          <View className='staff__row'>
            <input className='staff__input' style={{ marginTop: 0, marginRight: '12px' }} data-testid='staff-activity-fund-amount' placeholder='注资金额（元）'
              value={s.fundInput} onChange={(e) => s.setFundInput(e.target.value)} />
            <View className={`staff__btn ${s.actionAct.busy ? 'staff__btn--busy' : ''}`} data-testid='staff-activity-fund' onClick={() => void s.fund()}>注资</View>
          </View>
        ) : null}
        <View className='staff__actions'>
          {d.can.actions.map((act) => (
            <View key={act} className={`staff__btn ${act === 'end' || act === 'freeze' ? 'staff__btn--reject' : 'staff__btn--plain'}`} data-testid={`staff-activity-${act}`}
              onClick={() => void s.move(act as ActivityMoveReq['action'])}>{ACTION_TEXT[act as ActivityMoveReq['action']] ?? act}</View>
          ))}
        </View>
        {s.actionAct.error ? <View className='staff__error' role='alert' data-testid='staff-activity-error'>{s.actionAct.error}</View> : null}
      </View>

      {a.kind === 'groupHelp' ? <BonfireRules activityId={a.activityId} status={a.status} /> : null}
      <View className='staff__card'>
        <Text className='staff__title'>{`参与筹款（${d.cases.length}）`}</Text>
        {d.cases.map((c) => (
          <View key={c.infoUuid} className='staff__row' data-testid='staff-activity-case' data-active={c.active ? 'true' : 'false'}>
            <Field k={c.active ? c.title : `${c.title}（已移出）`} v={`获配捐 ${yuan(c.matched)} · ${c.matchCount} 笔 · 已筹 ${yuan(c.raisedAmount)}`} />
            {d.can.edit && c.active ? (
              <View className='staff__btn staff__btn--plain' data-testid='staff-activity-case-remove' onClick={() => void s.removeCase(c.infoUuid, c.title)}>移出</View>
            ) : null}
          </View>
        ))}
        {d.can.edit ? (
          <View className='staff__row'>
            <input className='staff__input' style={{ marginTop: 0, marginRight: '12px' }} data-testid='staff-activity-case-add-input' placeholder='加入筹款：筹款编号，多个用逗号分隔'
              value={s.casesInput} onChange={(e) => s.setCasesInput(e.target.value)} />
            <View className={`staff__btn ${s.casesAct.busy ? 'staff__btn--busy' : ''}`} data-testid='staff-activity-case-add' onClick={() => void s.addCases()}>加入</View>
          </View>
        ) : null}
        {s.casesAct.error ? <View className='staff__error' role='alert' data-testid='staff-activity-case-error'>{s.casesAct.error}</View> : null}
      </View>

      <View className='staff__card'>
        <Text className='staff__title'>{`待审核配捐（风控标记，${d.held.length}）`}</Text>
        {d.held.length === 0 ? <Text className='staff__sub'>暂无</Text> : null}
        {d.held.map((m) => (
          <View key={m.orderId} className='staff__row' data-testid='staff-activity-held'>
            <Text className='staff__sub'>{`${formatTime(m.createdAt, 'MM-DD HH:mm')} ${maskName(m.nickname)} 捐款 ${yuan(m.donation)} · 订单 ${m.orderId} · 小额集中捐款`}</Text>
            {d.can.clear ? <View className='staff__btn' data-testid='staff-activity-clear' onClick={() => void s.decide(m.orderId, 'clear')}>放行配捐</View> : null}
            {d.can.reject ? <View className='staff__btn staff__btn--reject' data-testid='staff-activity-reject' onClick={() => void s.decide(m.orderId, 'reject')}>不予配捐</View> : null}
          </View>
        ))}
        {d.flags.map((f) => (
          <Field key={f.flagId} k={`风险提示 · ${f.kind === 'tiny_donation_burst' ? '小额集中捐款' : f.kind}`} v={`${f.subject} · ${f.status === 'open' ? '待处理' : '已处理'} · ${formatTime(f.createdAt, 'MM-DD HH:mm')}`} />
        ))}
      </View>

      <View className='staff__card'>
        <Text className='staff__title'>配捐明细（最近100笔）</Text>
        {d.matches.length === 0 ? <Text className='staff__sub'>暂无</Text> : null}
        {d.matches.map((m) => (
          <Field key={m.orderId} k={`${formatTime(m.createdAt, 'MM-DD HH:mm')} ${maskName(m.nickname)}`}
            v={`捐款 ${yuan(m.donation)} → 配捐 ${yuan(m.amount)}${m.returned ? `（退款退回 ${yuan(m.returned)}）` : ''}`} testId='staff-activity-match' />
        ))}
      </View>

      <View className='staff__card'>
        <Text className='staff__title'>资金池流水</Text>
        {d.pool.map((e) => (
          <Field key={`${e.kind}-${e.refId}`} k={`${formatTime(e.createdAt, 'MM-DD HH:mm:ss')} ${POOL_KIND[e.kind] ?? e.kind}`} v={`${e.kind === 'fund' || e.kind === 'return' ? '+' : e.kind === 'sponsor_return' ? '' : '-'}${yuan(e.amount)}`} />
        ))}
      </View>
    </View>
  );
});
