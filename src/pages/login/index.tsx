/**
 * /login: phone + SMS code login. On success AuthStore replaces the page with the redirectUrl target
 * (afterLoginTarget keeps it same-site). The agreement line links the user agreement and privacy policy.
 */
import { observer } from 'mobx-react';
import { View, Text } from '@tarojs/components';
import { RoutePage, useRoute } from '../../components/RoutePage';
import { PhoneCodeForm } from '../../components/PhoneCodeForm';
import { AgreementLine } from '../../components/PhoneCodeForm/AgreementLine';
import { useStores } from '../../stores/context';
import './index.css';

const LoginContent = observer(function LoginContent() {
  const { auth } = useStores();
  const { params } = useRoute();
  return (
    <View className='login'>
      <View className='login__hero'>
        <View className='login__logo'>
          <Text className='login__logo-text'>筹</Text>
        </View>
        <Text className='login__welcome'>欢迎来到爱心筹</Text>
        <Text className='login__sub'>登录后即可支持筹款、查看捐助记录</Text>
      </View>
      <View className='login__card'>
        <PhoneCodeForm submitText='登录' onSubmit={(phone, code) => auth.login(phone, code, params.redirectUrl)} />
        <AgreementLine action='登录' />
      </View>
      <Text className='login__tip'>未注册的手机号验证后将自动创建账号</Text>
    </View>
  );
});

export default function LoginPage() {
  return (
    <RoutePage route='login'>
      <LoginContent />
    </RoutePage>
  );
}
