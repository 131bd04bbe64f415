/**
 * /staff/venue: each activity's venue — gifts, donors, matched money, visits, page sources, shares,
 * pennants, new users, sub-venues — and its rules text (shown on /cf/act-home-rule), saved with an
 * audit row. Logic in StaffVenueStore (a feature store).
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { RoutePage } from '../../../components/RoutePage';
import { useFeature } from '../../../stores/context';
import { formatFenPlain } from '../../../lib/money';
import { StaffVenueStore } from '../../../stores/activity/StaffVenueStore';
import { ACTIVITY_STATUS_TEXT } from '../../../stores/StaffActivityStore';
import { StaffFrame } from '../StaffFrame';

export const StaffVenueView = observer(function StaffVenueView() {
  const s = useFeature('staffVenue', (root) => new StaffVenueStore(root));
  useEffect(() => {
    void s.load();
  }, [s]);
  return (
    <View data-testid='staff-venue'>
      <Text className='staff__h'>活动会场</Text>
      {s.loadAct.error ? <View className='staff__error' role='alert'>{s.loadAct.error}</View> : null}
      {s.loaded && s.list.length === 0 ? <View className='staff__card'>还没有活动</View> : null}
      {s.list.map((row) => {
        const st = row.stats;
        const id = st.activityId;
        return (
          <View key={id} className='staff__card' data-testid='staff-venue-item'>
            <Text className='staff__title'>{`${st.title} · ${st.sponsorName} · ${ACTIVITY_STATUS_TEXT[st.status] ?? st.status}`}</Text>
            <Text className='staff__sub' data-testid='staff-venue-stats'>
              {`捐款 ${st.giftCount} 笔 / ${formatFenPlain(st.giftAmount)} 元 · ${st.donorCount} 位爱心人士 · 已配捐 ${formatFenPlain(st.matched)} / 注资 ${formatFenPlain(row.funded)} 元 · ${st.caseCount} 个筹款`}
            </Text>
            <Text className='staff__sub'>
              {`访问 ${st.uv} 人次 · 分享记录 ${row.shareCount} 次 · 锦旗 ${row.pennantCount} 面 · 新用户 ${row.newUserCount} · 分会场 ${row.subVenueCount}`}
            </Text>
            {row.sources.length ? <Text className='staff__sub'>{`来源：${row.sources.map((x) => `${x.source} ${x.n}`).join('，')}`}</Text> : null}
            <View className='staff__field'>
              <Text className='staff__field-k'>活动说明（展示在活动规则页）</Text>
              <textarea className='staff__input' rows={4} aria-label='活动说明' data-testid='staff-venue-rules' value={s.drafts[id] ?? ''} onChange={(e) => s.setDraft(id, e.target.value)} />
              <View className={`staff__btn ${s.changed(id) ? '' : 'staff__btn--plain'}`} data-testid='staff-venue-rules-save' onClick={() => void s.saveRules(id)}>保存说明</View>
            </View>
          </View>
        );
      })}
      {s.saveAct.error ? <View className='staff__error' role='alert' data-testid='staff-venue-error'>{s.saveAct.error}</View> : null}
    </View>
  );
});

export default function StaffVenuePage() {
  return (
    <RoutePage route='staffVenue'>
      <StaffFrame active='venue'>
        <StaffVenueView />
      </StaffFrame>
    </RoutePage>
  );
}
