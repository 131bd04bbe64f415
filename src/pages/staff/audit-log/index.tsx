/** /staff/audit-log: every staff action, newest first, optionally of one case (?infoUuid=...). */
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { RoutePage, useRoute } from '../../../components/RoutePage';
import { useStores } from '../../../stores/context';
import { formatTime } from '../../../lib/time';
import { EmptyState, ErrorState } from '../../../components/StateView';
import { StaffFrame } from '../StaffFrame';
import { auditText } from '../format';

const AuditView = observer(function AuditView() {
  const { staff, platform } = useStores();
  const { query } = useRoute();
  const [text, setText] = useState(query.infoUuid ?? '');
  const pager = staff.audit;
  useEffect(() => {
    staff.filterAudit(query.infoUuid ?? '');
  }, [staff, query.infoUuid]);
  return (
    <View data-testid='staff-audit-log'>
      <Text className='staff__h'>操作日志</Text>
      <View className='staff__card staff__row'>
        <input className='staff__input' style={{ marginTop: 0, marginRight: '12px' }} data-testid='staff-audit-filter' placeholder='按案例编号筛选' value={text} onChange={(e) => setText(e.target.value)} />
        <View className='staff__btn' data-testid='staff-audit-search' onClick={() => staff.filterAudit(text)}>筛选</View>
      </View>
      {pager.error && !pager.loaded ? <ErrorState text={pager.error} onRetry={() => void pager.refresh()} /> : null}
      {pager.loaded && pager.items.length === 0 ? <EmptyState text='暂无操作记录' /> : null}
      {pager.items.map((a) => (
        <View key={a.id} className='staff__card' data-testid='staff-audit-row'>
          <View className='staff__row'>
            <Text className='staff__title'>{auditText(a)}</Text>
            <Text className='staff__sub'>{formatTime(a.createdAt)}</Text>
          </View>
          <Text className='staff__sub' data-testid='staff-audit-actor'>{`${a.actorName}${a.reason ? ` · ${a.reason}` : ''}`}</Text>
          {a.infoUuid ? (
            <Text className='staff__sub staff__link' data-testid='staff-audit-case' onClick={() => platform.nav.go('staffCase', { infoUuid: a.infoUuid! })}>{`案例 ${a.infoUuid}`}</Text>
          ) : null}
        </View>
      ))}
      {pager.hasNext ? (
        <View className='staff__more' data-testid='staff-load-more' onClick={() => void pager.loadMore()}>加载更多</View>
      ) : null}
    </View>
  );
});

export default function StaffAuditLogPage() {
  return (
    <RoutePage route='staffAuditLog'>
      <StaffFrame active='audit-log'>
        <AuditView />
      </StaffFrame>
    </RoutePage>
  );
}
