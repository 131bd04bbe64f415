/** /cf/bind-phone: binds a mobile to the current account (same form as /login), then goes to redirectUrl. */
import { observer } from 'mobx-react';
import { RoutePage, useRoute } from '../../components/RoutePage';
import { PhoneAuthScreen } from '../../components/PhoneCodeForm/PhoneAuthScreen';
import { useStores } from '../../stores/context';

const BindContent = observer(function BindContent() {
  const { auth } = useStores();
  const { params } = useRoute();
  return (
    <PhoneAuthScreen
      title='绑定手机号'
      subtitle='绑定后可接收筹款进展与捐助凭证通知'
      action='绑定'
      onSubmit={(phone, code) => auth.bindMobile(phone, code, params.redirectUrl)}
      onWxPhone={(code) => auth.bindWxPhone(code, params.redirectUrl)}
    />
  );
});

export default function BindPhonePage() {
  return (
    <RoutePage route='bindPhone'>
      <BindContent />
    </RoutePage>
  );
}
