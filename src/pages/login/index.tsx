/**
 * /login: phone + SMS code login. On success AuthStore replaces the page with the redirectUrl target
 * (afterLoginTarget keeps it same-site). The agreement line links the user agreement and privacy policy.
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { RoutePage, useRoute } from '../../components/RoutePage';
import { PhoneAuthScreen } from '../../components/PhoneCodeForm/PhoneAuthScreen';
import { useStores } from '../../stores/context';

const LoginContent = observer(function LoginContent() {
  const { auth } = useStores();
  const { params } = useRoute();
  // A route entered before the session check answered (single sign-on waits 1 s) came here: once the check
  // finds a session with a phone, go on to where the user was going.
  useEffect(() => auth.returnWhenSignedIn(params.redirectUrl), [auth, params.redirectUrl]);
  return (
    <PhoneAuthScreen
      title='欢迎来到爱心筹'
      subtitle='登录后即可支持筹款、查看捐助记录'
      action='登录'
      onSubmit={(phone, code) => auth.login(phone, code, params.redirectUrl)}
      // mini-program: the silent wx.login session binds WeChat's phone number to that same user
      onWxPhone={(code) => auth.bindWxPhone(code, params.redirectUrl)}
      tip='未注册的手机号验证后将自动创建账号'
    />
  );
});

export default function LoginPage() {
  return (
    <RoutePage route='login'>
      <LoginContent />
    </RoutePage>
  );
}
