/**
 * The phone + SMS code screen shared by /login and /cf/bind-phone: the hero, the form card with the
 * agreement line, and an optional tip. The pages only say what the form does.
 */
import { View, Text } from '@tarojs/components';
import { PhoneCodeForm } from './index';
import { AgreementLine } from './AgreementLine';
import './screen.css';

export interface PhoneAuthScreenProps {
  title: string;
  subtitle: string;
  /** The submit button's text and the agreement line's verb (登录, 绑定). */
  action: string;
  onSubmit: (phone: string, code: string) => unknown;
  tip?: string;
}

export function PhoneAuthScreen({ title, subtitle, action, onSubmit, tip }: PhoneAuthScreenProps) {
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
      {tip ? <Text className='login__tip'>{tip}</Text> : null}
    </View>
  );
}
