/**
 * /login: phone + SMS code login. On success AuthStore replaces the page with the redirectUrl target
 * (afterLoginTarget keeps it same-site). The agreement line links the user agreement and privacy policy.
 * A user already logged in by WeChat without a phone only binds one here: the wording (title, heading,
 * button) comes from the session (AuthStore.phoneFormText), not from the URL.
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { RoutePage, useRoute } from '../../components/RoutePage';
import { PhoneAuthScreen } from '../../components/PhoneCodeForm/PhoneAuthScreen';
import { useStores } from '../../stores/context';

const LoginContent = observer(function LoginContent() {
  const { auth, platform } = useStores();
  const { params } = useRoute();
  const text = auth.phoneFormText;
  // A route entered before the session check answered (single sign-on waits 1 s) came here: once the check
  // finds a session with a phone, go on to where the user was going.
  useEffect(() => auth.returnWhenSignedIn(params.redirectUrl), [auth, params.redirectUrl]);
  // the session may answer after the route's title was set
  useEffect(() => platform.nav.setTitle(text.title), [platform, text.title]);
  return (
    <PhoneAuthScreen
      title={text.heading}
      subtitle={text.subtitle}
      action={text.action}
      verb={text.verb}
      // the server attaches the phone to a WeChat-only session's user (the bind) or logs the phone's user in
      onSubmit={(phone, code) => auth.login(phone, code, params.redirectUrl)}
      // mini-program: the silent wx.login session binds WeChat's phone number to that same user
      onWxPhone={(code) => auth.bindWxPhone(code, params.redirectUrl)}
      tip={text.tip}
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
