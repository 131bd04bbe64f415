/**
 * /cf/protocol: the user agreement and privacy policy in force, each with its version and date; a
 * version the user has not accepted yet can be accepted here (the acceptance is recorded).
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { RoutePage } from '../../../components/RoutePage';
import { ErrorState } from '../../../components/StateView';
import { Skeleton } from '../../../components/Skeleton';
import { useStores } from '../../../stores/context';
import { formatTime } from '../../../lib/time';
import '../../mine-hub/mine.css';

const Protocols = observer(function Protocols() {
  const { mine, platform } = useStores();
  useEffect(() => {
    void mine.loadProtocols();
  }, [mine]);
  if (!mine.protocols.length) {
    return mine.protocolAct.error ? <ErrorState text={mine.protocolAct.error} onRetry={() => void mine.loadProtocols()} /> : <Skeleton rows={4} />;
  }
  return (
    <View className='mine' data-testid='mine-protocol'>
      {mine.protocols.map((d) => (
        <View key={d.kind} className='mine-doc' data-testid={`protocol-${d.kind}`}>
          <Text className='mine-doc__title'>{`${d.title}（第${d.version}版）`}</Text>
          <Text className='mine-doc__meta'>
            {d.publishedAt ? `更新于 ${formatTime(d.publishedAt, 'YYYY-MM-DD')}` : '首版'}
            {d.accepted ? ' · 您已同意' : ''}
          </Text>
          {d.summary ? <Text className='mine-doc__body'>{`本次更新：${d.summary}`}</Text> : null}
          {d.body ? (
            <Text className='mine-doc__body'>{d.body}</Text>
          ) : (
            <View className='mine-list-item__action' role='link' data-testid={`protocol-read-${d.kind}`} onClick={() => platform.nav.go('agreements', { kind: d.kind })}>
              阅读全文
            </View>
          )}
          {d.pending ? (
            <View className='mine-btn' role='button' data-testid={`protocol-accept-${d.kind}`} onClick={() => void mine.accept(d)}>
              {`同意${d.title}（第${d.version}版）`}
            </View>
          ) : null}
        </View>
      ))}
    </View>
  );
});

export default function ProtocolPage() {
  return (
    <RoutePage route='protocol'>
      <Protocols />
    </RoutePage>
  );
}
