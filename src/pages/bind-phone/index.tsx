/** /cf/bind-phone: binds a mobile to the current account (same form as /login), then goes to redirectUrl. */
import { observer } from 'mobx-react';
import { View, Text } from '@tarojs/components';
import { RoutePage, useRoute } from '../../components/RoutePage';
import { PhoneCodeForm } from '../../components/PhoneCodeForm';
import { AgreementLine } from '../../components/PhoneCodeForm/AgreementLine';
import { useStores } from '../../stores/context';
import '../login/index.css';

const BindContent = observer(function BindContent() {
  const { auth } = useStores();
  const { params } = useRoute();
  return (
    <View className='login'>
      <View className='login__hero'>
        <View className='login__logo'>
          <Text className='login__logo-text'>筹</Text>
        </View>
        <Text className='login__welcome'>绑定手机号</Text>
        <Text className='login__sub'>绑定后可接收筹款进展与捐助凭证通知</Text>
      </View>
      <View className='login__card'>
        <PhoneCodeForm submitText='绑定' onSubmit={(phone, code) => auth.bindMobile(phone, code, params.redirectUrl)} />
        <AgreementLine action='绑定' />
      </View>
    </View>
  );
});

export default function BindPhonePage() {
  return (
    <RoutePage route='bindPhone'>
      <BindContent />
    </RoutePage>
  );
}
