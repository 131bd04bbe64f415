/** A groupHelp activity's ladders and team size cap in the staff console (StaffBonfireStore, a feature store). */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { useFeature } from '../../../stores/context';
import { StaffBonfireStore } from '../../../stores/activity/StaffBonfireStore';
import { formatFenPlain } from '../../../lib/money';
import { maskName } from '../../../contract/rules/names';

const NOTE = { color: '#888', fontSize: '26px', margin: '8px 0', lineHeight: 1.6 } as const;
const ROW = { justifyContent: 'flex-start', alignItems: 'center', marginTop: '8px' } as const;

export const BonfireRules = observer(function BonfireRules({ activityId, status }: { activityId: string; status: string }) {
  const s = useFeature('staffBonfire', (root) => new StaffBonfireStore(root));
  useEffect(() => {
    void s.load(activityId);
  }, [s, activityId, status]);
  const r = s.rules;
  if (!r) return s.loadAct.error ? <View className='staff__error' role='alert'>{s.loadAct.error}</View> : null;
  return (
    <View className='staff__card' data-testid='staff-bonfire-rules'>
      <View className='staff__title'>组队助力阶梯</View>
      <View style={NOTE}>队员捐款（不低于起配金额）后计入人数；加入、分享不计入。活动进行中请先暂停再修改。</View>
      {s.rows.map((row, i) => (
        <View key={i} className='staff__row' style={ROW} data-testid='staff-bonfire-ladder'>
          <Text style={{ marginRight: '8px' }}>{`第${i + 1}阶梯`}</Text>
          <input className='staff__input' style={{ marginTop: 0, marginRight: '8px', width: '120px' }} data-testid='staff-bonfire-need' placeholder='捐款人数' disabled={!r.can.edit}
            value={row.need} onChange={(e) => s.setRow(i, 'need', e.target.value)} />
          <input className='staff__input' style={{ marginTop: 0, marginRight: '8px', width: '160px' }} data-testid='staff-bonfire-subsidy' placeholder='补贴金额（元）' disabled={!r.can.edit}
            value={row.subsidy} onChange={(e) => s.setRow(i, 'subsidy', e.target.value)} />
          {r.can.edit && s.rows.length > 1 ? <View className='staff__btn staff__btn--plain' data-testid='staff-bonfire-remove' onClick={() => s.removeRow(i)}>删除</View> : null}
        </View>
      ))}
      <View className='staff__row' style={ROW}>
        <Text style={{ marginRight: '8px' }}>队伍人数上限</Text>
        <input className='staff__input' style={{ marginTop: 0, width: '120px' }} data-testid='staff-bonfire-team-max' disabled={!r.can.edit} value={s.teamMax} onChange={(e) => s.setTeamMax(e.target.value)} />
      </View>
      {r.can.edit ? (
        <View className='staff__actions'>
          <View className='staff__btn staff__btn--plain' data-testid='staff-bonfire-add' onClick={() => s.addRow()}>添加阶梯</View>
          <input className='staff__input' style={{ marginTop: 0, marginRight: '8px' }} data-testid='staff-bonfire-reason' placeholder='修改原因' value={s.reason} onChange={(e) => s.setReason(e.target.value)} />
          <View className={`staff__btn ${s.saveAct.busy ? 'staff__btn--busy' : ''}`} data-testid='staff-bonfire-save' onClick={() => void s.save()}>保存阶梯</View>
        </View>
      ) : <View style={NOTE} data-testid='staff-bonfire-locked'>{r.status === 'APPROVE' ? '活动进行中，暂停后可修改' : '当前状态不可修改'}</View>}
      {s.saveAct.error ? <View className='staff__error' role='alert' data-testid='staff-bonfire-error'>{s.saveAct.error}</View> : null}
      <View className='staff__title' style={{ marginTop: '16px' }}>{`队伍（${r.teams.length}）`}</View>
      {r.teams.map((t) => (
        <View key={t.teamId} style={{ ...NOTE, color: '#333' }} data-testid='staff-bonfire-team'>
          {`${maskName(t.leaderNickname)}的队伍（筹款 ${t.infoUuid}）：${t.memberCount}人，${t.gaveCount}人已捐，完成${t.ladderFinishNum}阶，补贴 ${formatFenPlain(t.released)} 元`}
        </View>
      ))}
    </View>
  );
});
