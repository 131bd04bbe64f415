/**
 * The phone + SMS code screen shared by /login and /cf/bind-phone: the hero, the form card with the
 * agreement line, and an optional tip. The pages only say what the form does.
 */
import { View, Text } from '@tarojs/components';
import { PhoneCodeForm } from './index';
import { AgreementLine } from './AgreementLine';
import { WxPhoneButton } from './WxPhoneButton';
import './screen.css';

export interface PhoneAuthScreenProps {
  title: string;
  subtitle: string;
  /** The submit button's text (登录, 绑定, 绑定手机号). */
  action: string;
  /** The agreement line's and the WeChat phone button's verb when it differs from action (绑定). */
  verb?: string;
  onSubmit: (phone: string, code: string) => unknown;
  tip?: string;
  /** Mini-program: bind with WeChat's phone-number button (the code it returns); nothing shows on H5. */
  onWxPhone?: (code: string | undefined) => unknown;
}

export function PhoneAuthScreen({ title, subtitle, action, verb = action, onSubmit, tip, onWxPhone }: PhoneAuthScreenProps) {
  return (
    <View className='login'>
      <View className='login__hero'>
        <View className='login__logo'>
          <Text className='login__logo-text'>筹</Text>
        </View>
        <Text className='login__welcome' data-testid='login-heading'>{title}</Text>
        <Text className='login__sub' data-testid='login-reason'>{subtitle}</Text>
      </View>
      <View className='login__card'>
        <PhoneCodeForm submitText={action} onSubmit={onSubmit} />
        <AgreementLine action={verb} />
      </View>
      {onWxPhone ? <WxPhoneButton text={`微信手机号快捷${verb}`} onCode={onWxPhone} /> : null}
      {tip ? <Text className='login__tip'>{tip}</Text> : null}
    </View>
  );
}
