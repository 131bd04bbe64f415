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
  /** The submit button's text and the agreement line's verb (登录, 绑定). */
  action: string;
  onSubmit: (phone: string, code: string) => unknown;
  tip?: string;
  /** Mini-program: bind with WeChat's phone-number button (the code it returns); nothing shows on H5. */
  onWxPhone?: (code: string | undefined) => unknown;
}

export function PhoneAuthScreen({ title, subtitle, action, onSubmit, tip, onWxPhone }: PhoneAuthScreenProps) {
  return (
    <View className='login'>
      <View className='login__hero'>
        <View className='login__logo'>
          <Text className='login__logo-text'>筹</Text>
        </View>
        <Text className='login__welcome'>{title}</Text>
        <Text className='login__sub'>{subtitle}</Text>
      </View>
      <View className='login__card'>
        <PhoneCodeForm submitText={action} onSubmit={onSubmit} />
        <AgreementLine action={action} />
      </View>
      {onWxPhone ? <WxPhoneButton text={`微信手机号快捷${action}`} onCode={onWxPhone} /> : null}
      {tip ? <Text className='login__tip'>{tip}</Text> : null}
    </View>
  );
}
