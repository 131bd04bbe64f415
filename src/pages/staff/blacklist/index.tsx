/** /staff/blacklist: add a person (user id and/or ID number) with a reason; list and remove entries. */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { RoutePage } from '../../../components/RoutePage';
import { useStores } from '../../../stores/context';
import type { BlacklistForm } from '../../../stores/StaffStore';
import { formatTime } from '../../../lib/time';
import { EmptyState, ErrorState } from '../../../components/StateView';
import { StaffFrame } from '../StaffFrame';

const FIELDS: Array<[keyof BlacklistForm, string]> = [
  ['userId', '用户ID（与身份证号至少填一项）'],
  ['idCard', '身份证号'],
  ['name', '姓名'],
  ['reason', '拉黑原因'],
];

const BlacklistView = observer(function BlacklistView() {
  const { staff } = useStores();
  const pager = staff.blacklist;
  useEffect(() => {
    void pager.refresh();
  }, [pager]);
  return (
    <View data-testid='staff-blacklist'>
      <Text className='staff__h'>加入黑名单</Text>
      <View className='staff__card'>
        {FIELDS.map(([field, placeholder]) => (
          <input
            key={field}
            className='staff__input'
            data-testid={`staff-blacklist-${field.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`}
            placeholder={placeholder}
            value={staff.blForm[field]}
            onChange={(e) => staff.setBlField(field, e.target.value)}
          />
        ))}
        {staff.blacklistAct.error ? <Text className='staff__error' data-testid='staff-blacklist-error'>{staff.blacklistAct.error}</Text> : null}
        <View className='staff__actions'>
          <View className={`staff__btn staff__btn--reject ${staff.blacklistAct.busy ? 'staff__btn--busy' : ''}`} data-testid='staff-blacklist-submit' onClick={() => void staff.addToBlacklist()}>
            加入黑名单
          </View>
        </View>
      </View>
      <Text className='staff__h'>黑名单</Text>
      {pager.error && !pager.loaded ? <ErrorState text={pager.error} onRetry={() => void pager.refresh()} /> : null}
      {pager.loaded && pager.items.length === 0 ? <EmptyState text='黑名单为空' /> : null}
      {pager.items.map((b) => (
        <View key={b.id} className='staff__card' data-testid='staff-blacklist-item'>
          <View className='staff__row'>
            <Text className='staff__title'>{b.name}</Text>
            <View className='staff__btn staff__btn--plain' data-testid='staff-blacklist-remove' onClick={() => void staff.removeFromBlacklist(b.id)}>
              移出
            </View>
          </View>
          <Text className='staff__sub'>{[b.userId && `用户ID ${b.userId}`, b.idCard && `身份证 ${b.idCard}`].filter(Boolean).join(' · ')}</Text>
          <Text className='staff__sub'>{`${b.reason} · ${b.addedByName} 于 ${formatTime(b.addedAt)}`}</Text>
        </View>
      ))}
      {pager.hasNext ? (
        <View className='staff__more' data-testid='staff-load-more' onClick={() => void pager.loadMore()}>加载更多</View>
      ) : null}
    </View>
  );
});

export default function StaffBlacklistPage() {
  return (
    <RoutePage route='staffBlacklist'>
      <StaffFrame active='blacklist'>
        <BlacklistView />
      </StaffFrame>
    </RoutePage>
  );
}
