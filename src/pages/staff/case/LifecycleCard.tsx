/**
 * On the case file: the case's status in its own words, the attributes the lists and pages read
 * (vip, theme, recommended, detail-page version, is_help) as toggles, and terminating the case with a
 * reason donors read (its donors are refunded). Each change is audited by the server.
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { useStores } from '../../../stores/context';
import { formatTime } from '../../../lib/time';
import { TERMINATE_REASON_MAX } from '../../../contract/lifecycle';
import { raiseStatusLabel } from '../../../contract/status-sets';
import type { CaseAttributes } from '../../../contract/lifecycle';

const FLAGS: { key: 'isVip' | 'isTheme' | 'isRecommend' | 'isHelp'; label: string }[] = [
  { key: 'isVip', label: '重点案例' },
  { key: 'isTheme', label: '主题案例' },
  { key: 'isRecommend', label: '推荐' },
  { key: 'isHelp', label: '求助计划' },
];
const VERSIONS: { v: CaseAttributes['pageVersion']; label: string }[] = [
  { v: 0, label: '经典详情页' },
  { v: 1, label: '新详情页' },
  { v: 2, label: '新详情页（仅访客）' },
];
/** Statuses staff may terminate from (the server decides; this only hides the form elsewhere). */
const TERMINABLE = [0, 1, 2, 3, 101, 102];

/** `raise`: the case as a raise (published, sections): an unpublished case is in words of its review, never 筹款中. */
export const LifecycleCard = observer(function LifecycleCard({ infoUuid, raise }: { infoUuid: string; raise: Parameters<typeof raiseStatusLabel>[0] }) {
  const { staffLifecycle: s } = useStores();
  useEffect(() => {
    void s.open(infoUuid);
  }, [s, infoUuid]);
  const a = s.infoUuid === infoUuid ? s.attrs : null;
  if (!a) return null;
  return (
    <View className='staff__card' data-testid='staff-lifecycle'>
      <Text className='staff__title'>筹款状态与展示</Text>
      <Text className='staff__sub' data-testid='staff-case-status' data-status={a.status}>
        {raise.published
          ? `${raiseStatusLabel({ ...raise, caseStatus: a.status })} · 截止 ${formatTime(a.expireAt)}${a.endedAt ? ` · 结束于 ${formatTime(a.endedAt)}` : ''}`
          : `未发布 · ${raiseStatusLabel(raise)}`}
      </Text>
      <View className='staff__filters'>
        {FLAGS.map((f) => (
          <View
            key={f.key}
            className={`staff__chip ${a.attributes[f.key] ? 'staff__chip--on' : ''}`}
            data-testid={`staff-attr-${f.key}`}
            data-on={a.attributes[f.key] ? 'true' : 'false'}
            role='switch'
            aria-checked={a.attributes[f.key] ? 'true' : 'false'}
            onClick={() => void s.set(f.key, !a.attributes[f.key])}
          >
            {f.label}
          </View>
        ))}
      </View>
      <View className='staff__filters'>
        {VERSIONS.map((x) => (
          <View
            key={x.v}
            className={`staff__chip ${a.attributes.pageVersion === x.v ? 'staff__chip--on' : ''}`}
            data-testid={`staff-attr-version-${x.v}`}
            role='radio'
            aria-checked={a.attributes.pageVersion === x.v ? 'true' : 'false'}
            onClick={() => void s.set('pageVersion', x.v)}
          >
            {x.label}
          </View>
        ))}
      </View>
      {s.saveAct.error ? <Text className='staff__error' data-testid='staff-attr-error'>{s.saveAct.error}</Text> : null}
      {TERMINABLE.includes(a.status) ? (
        <View className='staff__actions'>
          <textarea
            className='staff__reason'
            data-testid='staff-terminate-reason'
            placeholder='终止原因（必填，捐款人可见；终止后善款原路退回）'
            maxLength={TERMINATE_REASON_MAX}
            value={s.reason}
            onChange={(e) => s.setReason(e.target.value)}
          />
          <View className='staff__btn staff__btn--reject' data-testid='staff-terminate' onClick={() => void s.terminate()}>终止筹款</View>
        </View>
      ) : null}
      {s.terminateAct.error ? <Text className='staff__error' data-testid='staff-terminate-error'>{s.terminateAct.error}</Text> : null}
      {s.terminated ? <Text className='staff__sub' data-testid='staff-terminated'>{s.terminated}</Text> : null}
    </View>
  );
});
