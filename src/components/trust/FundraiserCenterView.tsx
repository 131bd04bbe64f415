/**
 * The fundraiser's centre: raised, donations, shares, visits and verifications at a glance, the
 * server's to-do list (each item opens its screen), and entries to every tool. Share prompts here are
 * invitations only: nothing is unlocked by sharing.
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { useStores } from '../../stores/context';
import { formatFen } from '../../lib/money';
import { internalPathOrNull } from '../../lib/landing';
import { ErrorState } from '../StateView';
import { Skeleton } from '../Skeleton';
import { Card, Head } from './bits';
import { Notifications } from './Notifications';
import { hasPatient } from '../../contract/raise-sections';

/** The tools; 医生证实 only for a case with a patient (contract proveKindsFor). */
const ENTRIES: { route: string; label: string; icon: string; testId: string; patient?: true }[] = [
  { route: 'publishProgress', label: '发布动态', icon: '动', testId: 'fc-entry-progress' },
  { route: 'publishDynamicAudit', label: '我的动态', icon: '审', testId: 'fc-entry-dynamic-audit' },
  { route: 'friendProve', label: '亲友证实', icon: '友', testId: 'fc-entry-friend-prove' },
  { route: 'doctorProve', label: '医生证实', icon: '医', testId: 'fc-entry-doctor-prove', patient: true },
  { route: 'fastReply', label: '快捷回复', icon: '回', testId: 'fc-entry-fast-reply' },
  { route: 'manageLabel', label: '筹款标签', icon: '签', testId: 'fc-entry-label' },
  { route: 'miniProgramCard', label: '小程序卡片', icon: '卡', testId: 'fc-entry-card' },
  { route: 'fundraiserTeach', label: '筹款攻略', icon: '攻', testId: 'fc-entry-teach' },
  { route: 'discussionApplication', label: '申请公议', icon: '议', testId: 'fc-entry-discussion' },
  { route: 'fundraiserDetail', label: '筹款详情', icon: '详', testId: 'fc-entry-detail' },
  { route: 'trigger', label: '筹款提醒', icon: '醒', testId: 'fc-entry-trigger' },
  { route: 'spread', label: '邀请转发', icon: '转', testId: 'fc-entry-spread' },
  { route: 'withdrawConfirm', label: '申请提现', icon: '提', testId: 'fc-entry-withdraw' },
  { route: 'fundUseSubmit', label: '善款公示', icon: '公', testId: 'fc-entry-fund-use' },
  { route: 'modifyBankMiddlePage', label: '修改银行卡', icon: '银', testId: 'fc-entry-modify-bank' },
  { route: 'stopRaise', label: '停止筹款', icon: '停', testId: 'fc-entry-stop-raise' },
  { route: 'refundConfirm', label: '结束并退款', icon: '退', testId: 'fc-entry-refund-confirm' },
];

export const FundraiserCenterView = observer(function FundraiserCenterView({ infoUuid }: { infoUuid: string }) {
  const { fundraiserCenter: fc, platform } = useStores();
  useEffect(() => {
    if (infoUuid) void fc.load(infoUuid);
  }, [fc, infoUuid]);

  const info = fc.infoUuid === infoUuid ? fc.info : null;
  if (!info) return fc.loadAct.error && !fc.loadAct.busy ? <ErrorState text={fc.loadAct.error} onRetry={() => void fc.load(infoUuid)} /> : <Skeleton rows={6} />;
  const stats = [
    { k: '已筹金额(元)', v: formatFen(info.raisedAmount), t: 'fc-raised' },
    { k: '捐款次数', v: String(info.donationCount), t: 'fc-donations' },
    { k: '转发次数', v: String(info.shareCount), t: 'fc-shares' },
    { k: '浏览次数', v: String(info.visitCount), t: 'fc-visits' },
    { k: '证实人数', v: String(info.verificationCount), t: 'fc-verifications' },
    { k: '关注动态', v: String(info.followers), t: 'fc-followers' },
  ];
  return (
    <View className='cf-trust' data-testid='fundraiser-center' data-version={fc.isNewVersion ? 'new' : 'old'}>
      <Head title='筹款管理' desc='在这里查看筹款进展、完成待办事项，让更多人了解和信任您的筹款。' />
      {fc.isNewVersion ? null : (
        <View className='cf-trust__note' data-testid='fc-old-version'>
          <Text>您正在使用经典版筹款管理，功能与新版相同，页面布局会逐步升级。</Text>
        </View>
      )}
      <View className='cf-trust__stats'>
        {stats.map((s) => (
          <View key={s.t} className='cf-trust__stat' data-testid={s.t}>
            <Text className='cf-trust__stat-v'>{s.v}</Text>
            <Text className='cf-trust__stat-k'>{s.k}</Text>
          </View>
        ))}
      </View>
      <Card title='待办事项' testId='fc-todos'>
        {fc.todos.length === 0 ? <Text className='cf-trust__meta'>暂无待办事项</Text> : null}
        {fc.todos.map((t) => (
          <View
            key={t.kind}
            className='cf-raise__row'
            data-testid='fc-todo-item'
            data-kind={t.kind}
            data-done={t.done ? 'true' : 'false'}
            role='link'
            onClick={() => {
              const path = internalPathOrNull(t.path);
              if (path) platform.nav.go(path);
            }}
          >
            <View className='cf-raise__row-main'>
              <Text className='cf-raise__row-title'>{t.title}</Text>
            </View>
            <Text className={`cf-raise__tag ${t.done ? 'cf-raise__tag--s2' : 'cf-raise__tag--s1'}`}>{t.done ? '已完成' : '去完成'}</Text>
          </View>
        ))}
      </Card>
      <Notifications />
      <Card title='筹款工具'>
        <View className='cf-trust__entries'>
          {ENTRIES.filter((e) => !e.patient || hasPatient(info.raiseType)).map((e) => (
            <View key={e.route} className='cf-trust__entry' data-testid={e.testId} role='link' onClick={() => platform.nav.go(e.route, { infoUuid })}>
              <Text className='cf-trust__entry-icon'>{e.icon}</Text>
              <Text>{e.label}</Text>
            </View>
          ))}
        </View>
      </Card>
      <View className='cf-trust__note'>
        <Text>邀请亲友帮忙证实和转发，能让更多人看到并信任您的筹款。转发完全自愿，不会解锁任何功能或奖励。</Text>
      </View>
      <View className='cf-raise__submit cf-raise__submit--ghost' data-testid='fc-view-case' role='link' onClick={() => platform.nav.go('contribute', { infoUuid })}>
        查看筹款页
      </View>
    </View>
  );
});
