/** "登录即表示同意《用户协议》和《隐私政策》" with links to /cf/agreements/user and /cf/agreements/privacy. */
import { View, Text } from '@tarojs/components';
import { useStores } from '../../stores/context';
import './index.css';

export interface AgreementLineProps {
  /** the verb of the sentence: 登录 / 绑定 */
  action: string;
}

export function AgreementLine({ action }: AgreementLineProps) {
  const { platform } = useStores();
  const open = (kind: 'user' | 'privacy') => platform.nav.go('agreements', { kind });
  return (
    <View className='cf-agree'>
      <Text>{action}即表示您已阅读并同意</Text>
      <Text className='cf-agree__link' data-testid='agreement-user' onClick={() => open('user')}>
        《用户协议》
      </Text>
      <Text>和</Text>
      <Text className='cf-agree__link' data-testid='agreement-privacy' onClick={() => open('privacy')}>
        《隐私政策》
      </Text>
    </View>
  );
}
