/**
 * /staff/leads: raise-help leads (registrations and adviser requests) by call-back status, oldest
 * first; staff take a lead and record each call's outcome (only the moves the lead machine allows;
 * every action is in the audit log). The asker sees the status on their success page.
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Input, Text, View } from '@tarojs/components';
import { RoutePage } from '../../../components/RoutePage';
import { EmptyState, ErrorState } from '../../../components/StateView';
import { LEAD_STATUS_LABEL, type LeadStatus } from '../../../contract/growth';
import { formatTime } from '../../../lib/time';
import { useStores } from '../../../stores/context';
import { StaffFrame } from '../StaffFrame';

const STATUSES = Object.keys(LEAD_STATUS_LABEL) as LeadStatus[];
const KIND_LABEL = { regist: '筹款登记', adviser: '预约顾问' } as const;

const LeadsView = observer(function LeadsView() {
  const { growth, staff } = useStores();
  const store = growth.staffLeads;
  const pager = store.pager;
  useEffect(() => {
    void pager.refresh();
  }, [pager]);
  return (
    <View data-testid='staff-leads'>
      <Text className='staff__h'>筹款线索</Text>
      <View className='staff__filters'>
        {(['', ...STATUSES] as Array<LeadStatus | ''>).map((s) => (
          <View key={s || 'all'} className={`staff__chip ${store.status === s ? 'staff__chip--on' : ''}`} data-testid={`staff-leads-filter-${s || 'all'}`} onClick={() => store.filter(s)}>
            {s ? LEAD_STATUS_LABEL[s] : '全部'}
          </View>
        ))}
        <View className={`staff__chip ${store.mineOnly ? 'staff__chip--on' : ''}`} data-testid='staff-leads-mine' onClick={() => store.filter(store.status, !store.mineOnly)}>
          只看我负责的
        </View>
      </View>
      {store.act.error ? <Text className='staff__error'>{store.act.error}</Text> : null}
      {pager.error && !pager.loaded ? <ErrorState text={pager.error} onRetry={() => void pager.refresh()} /> : null}
      {pager.loaded && pager.items.length === 0 ? <EmptyState text='暂无线索' /> : null}
      {pager.items.map((l) => (
        <View key={l.id} className='staff__card' data-testid='staff-queue-item' data-status={l.status} data-lead-id={l.id}>
          <View className='staff__row'>
            <Text className='staff__title'>{`${l.name} · ${l.phone}`}</Text>
            <Text className='staff__tag' data-testid='staff-lead-status'>{LEAD_STATUS_LABEL[l.status]}</Text>
          </View>
          <Text className='staff__sub'>{`${KIND_LABEL[l.kind]}${l.city ? ` · ${l.city}` : ''} · ${formatTime(l.createdAt)}${l.channel ? ` · 渠道 ${l.channel}` : ''}`}</Text>
          {l.note ? <Text className='staff__sub'>{`情况：${l.note}`}</Text> : null}
          <Text className='staff__sub' data-testid='staff-lead-owner'>{l.ownerName ? `负责人：${l.ownerName}` : '负责人：未分配'}</Text>
          {l.staffNote ? <Text className='staff__sub'>{`回访记录：${l.staffNote}`}</Text> : null}
          {store.movesOf(l).length ? (
            <Input className='staff__input' data-testid='staff-lead-note' placeholder='回访记录（选填）' value={store.notes[l.id] ?? ''} onInput={(e) => store.setNote(l.id, e.detail.value)} />
          ) : null}
          <View className='staff__filters' style={{ padding: 0, marginTop: '8px' }}>
            {l.ownerId !== staff.me?.userId && store.movesOf(l).length ? (
              <View className='staff__chip' data-testid='staff-lead-claim' onClick={() => void store.claim(l.id)}>由我负责</View>
            ) : null}
            {store.movesOf(l).map((s) => (
              <View key={s} className='staff__chip' data-testid={`staff-lead-move-${s}`} onClick={() => void store.move(l.id, s)}>
                {`标记为${LEAD_STATUS_LABEL[s]}`}
              </View>
            ))}
          </View>
        </View>
      ))}
      {pager.hasNext ? <View className='staff__more' data-testid='staff-load-more' onClick={() => void pager.loadMore()}>加载更多</View> : null}
    </View>
  );
});

export default function StaffLeadsPage() {
  return (
    <RoutePage route='staffLeads'>
      <StaffFrame active='leads'>
        <LeadsView />
      </StaffFrame>
    </RoutePage>
  );
}
