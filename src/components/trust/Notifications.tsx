/** "My notifications" (a card in the fundraiser centre): the newest messages, unread first marked; a tap opens its landing. */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { useStores } from '../../stores/context';
import { Card, day } from './bits';

export const Notifications = observer(function Notifications({ max = 5 }: { max?: number }) {
  const { messages } = useStores();
  const list = messages.list;
  useEffect(() => {
    void list.refresh();
  }, [list]);
  if (!list.loaded || list.items.length === 0) return null;
  return (
    <Card title={messages.unread ? `我的消息（${messages.unread}条未读）` : '我的消息'} testId='notifications'>
      {list.items.slice(0, max).map((m) => (
        <View
          key={m.msgId}
          className='cf-trust__item'
          data-testid='notification-item'
          data-read={m.read ? 'true' : 'false'}
          role='link'
          onClick={() => {
            if (!m.read) void messages.markRead([m.msgId]);
            messages.open(m);
          }}
        >
          <View className='cf-trust__item-head'>
            <Text className='cf-raise__row-title'>{`${m.read ? '' : '● '}${m.title}`}</Text>
            <Text className='cf-trust__meta'>{day(m.createdAt)}</Text>
          </View>
          <Text className='cf-trust__text'>{m.body}</Text>
        </View>
      ))}
      {messages.unread ? (
        <View className='cf-trust__actions'>
          <Text className='cf-trust__action' data-testid='notifications-read-all' onClick={() => void messages.markRead()}>全部标为已读</Text>
        </View>
      ) : null}
    </Card>
  );
});
