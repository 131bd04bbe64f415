/** /staff/protocol: the user agreement and privacy policy versions, and the form that publishes a new one (audited). */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { RoutePage } from '../../../components/RoutePage';
import { useFeature } from '../../../stores/context';
import { PROTOCOL_KIND_TEXT, STAFF_PROTOCOL_KEY, StaffProtocolStore } from '../../../stores/mine/StaffProtocolStore';
import { PROTOCOL_KINDS, PROTOCOL_SUMMARY_MAX, PROTOCOL_TITLE_MAX, type ProtocolKind } from '../../../contract/mine';
import { formatTime } from '../../../lib/time';
import { ErrorState } from '../../../components/StateView';
import { StaffFrame } from '../StaffFrame';

const KINDS: readonly ProtocolKind[] = PROTOCOL_KINDS;

const ProtocolView = observer(function ProtocolView() {
  const store = useFeature(STAFF_PROTOCOL_KEY, (root) => new StaffProtocolStore(root));
  useEffect(() => {
    void store.load();
  }, [store]);
  const next = (store.current?.version ?? 0) + 1;
  return (
    <View data-testid='staff-protocol'>
      <Text className='staff__h'>协议版本</Text>
      {store.loadAct.error && !store.loaded ? <ErrorState text={store.loadAct.error} onRetry={() => void store.load()} /> : null}
      <View className='staff__card'>
        {store.versions.map((v) => (
          <View key={`${v.kind}-${v.version}`} data-testid='staff-protocol-version' style={{ padding: '6px 0' }}>
            <Text className='staff__title' style={{ display: 'block' }}>{`${PROTOCOL_KIND_TEXT[v.kind]} 第${v.version}版 · ${v.title}`}</Text>
            <Text className='staff__sub' style={{ display: 'block' }}>
              {`${v.publishedAt ? formatTime(v.publishedAt) : '初始版本'} · ${v.bodyLength ? `${v.bodyLength}字` : '内置文本'} · ${v.acceptedCount}人已确认${v.summary ? ` · ${v.summary}` : ''}`}
            </Text>
          </View>
        ))}
      </View>
      <View className='staff__card' data-testid='staff-protocol-form'>
        <Text className='staff__title'>{`发布新版本（${PROTOCOL_KIND_TEXT[store.kind]} 第${next}版）`}</Text>
        <View className='staff__filters'>
          {KINDS.map((k) => (
            <View key={k} className={`staff__chip ${store.kind === k ? 'staff__chip--on' : ''}`} data-testid={`staff-protocol-kind-${k}`} onClick={() => store.setKind(k)}>
              {PROTOCOL_KIND_TEXT[k]}
            </View>
          ))}
        </View>
        <input
          className='staff__input'
          data-testid='staff-protocol-title'
          aria-label='标题'
          placeholder='标题'
          maxLength={PROTOCOL_TITLE_MAX}
          value={store.title}
          onInput={(e) => store.setField('title', (e.target as HTMLInputElement).value)}
          onChange={() => undefined}
        />
        <textarea
          className='staff__input'
          data-testid='staff-protocol-summary'
          aria-label='更新说明'
          placeholder='更新说明：用户确认时看到的变更摘要（1-2000字）'
          maxLength={PROTOCOL_SUMMARY_MAX}
          value={store.summary}
          onInput={(e) => store.setField('summary', (e.target as HTMLTextAreaElement).value)}
          onChange={() => undefined}
        />
        <textarea
          className='staff__input'
          data-testid='staff-protocol-body'
          aria-label='协议全文'
          placeholder='协议全文（20-50000字）'
          style={{ minHeight: '200px' }}
          value={store.body}
          onInput={(e) => store.setField('body', (e.target as HTMLTextAreaElement).value)}
          onChange={() => undefined}
        />
        {store.publishAct.error ? <Text className='staff__error' data-testid='staff-protocol-error'>{store.publishAct.error}</Text> : null}
        <View className={`staff__btn ${store.publishAct.busy ? 'staff__btn--busy' : ''}`} style={{ marginTop: '8px', display: 'inline-block' }} data-testid='staff-protocol-publish' onClick={() => void store.publish()}>
          发布
        </View>
      </View>
    </View>
  );
});

export default function StaffProtocolPage() {
  return (
    <RoutePage route='staffProtocol'>
      <StaffFrame active='protocol'>
        <ProtocolView />
      </StaffFrame>
    </RoutePage>
  );
}
