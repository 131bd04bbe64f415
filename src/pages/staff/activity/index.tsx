/**
 * /staff/activity: matching-gift activities. Create one (kind, sponsor, ratio, caps, days, cases), fund
 * it, start / pause / resume / end it, see what it matched, to whom, the held matches and fraud flags,
 * and edit the matching configuration the client reads from the basic store. Logic in StaffActivityStore.
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { RoutePage } from '../../../components/RoutePage';
import { useStores } from '../../../stores/context';
import { formatFenPlain } from '../../../lib/money';
import { ACTIVITY_KIND_TEXT, ACTIVITY_STATUS_TEXT, type ActivityForm } from '../../../stores/StaffActivityStore';
import { StaffFrame } from '../StaffFrame';
import { ActivityDetailView } from './ActivityDetailView';

const FIELDS: { key: Exclude<keyof ActivityForm, 'kind'>; label: string; placeholder: string }[] = [
  { key: 'title', label: '活动名称', placeholder: '如：爱心企业1:1配捐' },
  { key: 'sponsorName', label: '出资方', placeholder: '企业或基金会名称' },
  { key: 'ratioPct', label: '配捐比例(%)', placeholder: '100 即 1:1' },
  { key: 'capGift', label: '单笔上限(元)', placeholder: '留空不限' },
  { key: 'capDonorDay', label: '每人每日上限(元)', placeholder: '留空不限' },
  { key: 'capCase', label: '每个筹款上限(元)', placeholder: '留空不限' },
  { key: 'minGift', label: '起配金额(元)', placeholder: '留空不限' },
  { key: 'days', label: '活动天数', placeholder: '30' },
  { key: 'cases', label: '参与筹款', placeholder: '筹款编号，逗号或空格分隔' },
];

export const StaffActivityView = observer(function StaffActivityView() {
  const { staffActivity: s } = useStores();
  useEffect(() => {
    void s.load();
  }, [s]);
  return (
    <View data-testid='staff-activity'>
      <Text className='staff__h'>配捐活动</Text>
      <View className='staff__card'>
        <Text className='staff__title'>新建活动</Text>
        <View className='staff__filters'>
          {s.kinds.map((k) => (
            <View key={k.kind} className={`staff__chip ${s.form.kind === k.kind ? 'staff__chip--on' : ''}`} data-testid={`staff-activity-kind-${k.kind}`} onClick={() => s.setForm('kind', k.kind)}>
              {k.text}
            </View>
          ))}
        </View>
        {FIELDS.map((f) => (
          <View key={f.key} className='staff__field'>
            <Text className='staff__field-k'>{f.label}</Text>
            <input className='staff__input' data-testid={`staff-activity-${f.key}`} placeholder={f.placeholder} value={s.form[f.key]} onChange={(e) => s.setForm(f.key, e.target.value)} />
          </View>
        ))}
        <View className={`staff__btn ${s.createAct.busy ? 'staff__btn--busy' : ''}`} data-testid='staff-activity-create' onClick={() => void s.create()}>创建活动</View>
        {s.createAct.error ? <View className='staff__error' role='alert' data-testid='staff-activity-create-error'>{s.createAct.error}</View> : null}
      </View>

      {s.list.map((a) => (
        <View key={a.activityId} className={`staff__card staff__card--click ${s.detail?.activity.activityId === a.activityId ? 'staff__chip--on' : ''}`} data-testid='staff-activity-item' onClick={() => void s.open(a.activityId)}>
          <Text className='staff__title'>{`${a.title} · ${ACTIVITY_KIND_TEXT[a.kind]} · ${a.sponsorName}`}</Text>
          <Text className='staff__sub'>
            {`${ACTIVITY_STATUS_TEXT[a.status] ?? a.status} · 注资 ${formatFenPlain(a.funded)} 元 · 已配捐 ${formatFenPlain(a.matched)} 元 · 剩余 ${formatFenPlain(a.left)} 元 · ${a.caseCount} 个筹款 · 待审核 ${a.heldCount} 笔`}
          </Text>
        </View>
      ))}
      {s.listAct.error ? <View className='staff__error' role='alert'>{s.listAct.error}</View> : null}

      <ActivityDetailView />

      <View className='staff__card'>
        <Text className='staff__title'>配捐配置（客户端读取）</Text>
        {s.slots.map((slot) => (
          <View key={slot.activityId} className='staff__field'>
            <Text className='staff__field-k'>{slot.activityId}</Text>
            <textarea className='staff__input' rows={2} aria-label={`配捐配置 ${slot.activityId}`} data-testid={`staff-activity-slot-${slot.activityId}`} value={slot.content} onChange={(e) => s.setSlot(slot.activityId, e.target.value)} />
            <View className='staff__btn staff__btn--plain' data-testid={`staff-activity-slot-save-${slot.activityId}`} onClick={() => void s.saveSlot(slot.activityId)}>保存</View>
          </View>
        ))}
      </View>
    </View>
  );
});

export default function StaffActivityPage() {
  return (
    <RoutePage route='staffActivity'>
      <StaffFrame active='activity'>
        <StaffActivityView />
      </StaffFrame>
    </RoutePage>
  );
}
