/**
 * A visitor's trust actions on the case page: verify the case, report it, the public discussion.
 * Plain links through the platform nav (pure markup, no data: the server renders it too).
 */
import { Text, View } from '@tarojs/components';
import { useStores } from '../../stores/context';
import { aria } from './a11y';

const ACTIONS = [
  { route: 'proveAdd', text: '我要证实', testId: 'case-prove-link' },
  { route: 'accountReport', text: '举报', testId: 'case-report-link' },
  { route: 'discussionDetail', text: '公众评议', testId: 'case-discussion-link' },
] as const;

export function TrustActions({ infoUuid }: { infoUuid: string }) {
  const { platform } = useStores();
  return (
    <View className='cf-trust-actions' data-testid='case-trust-actions'>
      {ACTIONS.map((a) => (
        <Text key={a.route} {...aria({ role: 'link' })} className='cf-trust-actions__link' data-testid={a.testId} onClick={() => platform.nav.go(a.route, { infoUuid })}>
          {a.text}
        </Text>
      ))}
    </View>
  );
}
