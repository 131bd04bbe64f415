/** /staff/help-registrations: help registrations (/cf/apply/raise), filtered by status, each moved along by staff. */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { RoutePage } from '../../../components/RoutePage';
import { useStores } from '../../../stores/context';
import type { HelpStatus } from '../../../contract/staff';
import { formatTime } from '../../../lib/time';
import { EmptyState, ErrorState } from '../../../components/StateView';
import { StaffFrame } from '../StaffFrame';

const STATUS_LABEL: Record<HelpStatus, string> = { NEW: '新登记', CONTACTED: '已联系', STARTED: '已发起', CLOSED: '已关闭' };
const STATUSES = Object.keys(STATUS_LABEL) as HelpStatus[];

const HelpView = observer(function HelpView() {
  const { staff } = useStores();
  const pager = staff.help;
  useEffect(() => {
    void pager.refresh();
  }, [pager]);
  return (
    <View data-testid='staff-help'>
      <Text className='staff__h'>求助登记</Text>
      <View className='staff__filters'>
        {(['', ...STATUSES] as Array<HelpStatus | ''>).map((s) => (
          <View key={s || 'all'} className={`staff__chip ${staff.helpStatus === s ? 'staff__chip--on' : ''}`} data-testid={`staff-help-filter-${s || 'all'}`} onClick={() => staff.filterHelp(s)}>
            {s ? STATUS_LABEL[s] : '全部'}
          </View>
        ))}
      </View>
      {staff.helpAct.error ? <Text className='staff__error'>{staff.helpAct.error}</Text> : null}
      {pager.error && !pager.loaded ? <ErrorState text={pager.error} onRetry={() => void pager.refresh()} /> : null}
      {pager.loaded && pager.items.length === 0 ? <EmptyState text='暂无求助登记' /> : null}
      {pager.items.map((h) => (
        <View key={h.id} className='staff__card' data-testid='staff-help-item' data-status={h.status}>
          <View className='staff__row'>
            <Text className='staff__title'>{`${h.name} · ${h.phone}`}</Text>
            <Text className='staff__tag'>{STATUS_LABEL[h.status]}</Text>
          </View>
          <Text className='staff__sub'>{`${h.city} · ${h.illness} · ${formatTime(h.createdAt)}`}</Text>
          {h.note ? <Text className='staff__sub'>{`备注：${h.note}`}</Text> : null}
          <View className='staff__filters' style={{ padding: 0, marginTop: '8px' }}>
            {STATUSES.filter((s) => s !== h.status).map((s) => (
              <View key={s} className='staff__chip' data-testid={`staff-help-set-${s}`} onClick={() => void staff.setHelpStatus(h.id, s)}>
                {`标记为${STATUS_LABEL[s]}`}
              </View>
            ))}
          </View>
        </View>
      ))}
      {pager.hasNext ? (
        <View className='staff__more' data-testid='staff-load-more' onClick={() => void pager.loadMore()}>加载更多</View>
      ) : null}
    </View>
  );
});

export default function StaffHelpPage() {
  return (
    <RoutePage route='staffHelp'>
      <StaffFrame active='help'>
        <HelpView />
      </StaffFrame>
    </RoutePage>
  );
}
