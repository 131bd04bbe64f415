/**
 * The phone + SMS code form of /login and /cf/bind-phone. State of the send button and the submit
 * lock live in AuthStore; this component keeps only the two input values.
 * Test ids: login-phone, login-code, login-send-code, login-submit.
 */
import { useState } from 'react';
import { observer } from 'mobx-react';
import { View, Input, Text } from '@tarojs/components';
import { useStores } from '../../stores/context';
import { keepPositiveInteger, sanitizeCode } from '../../lib/validation';
import { PHONE_DIGITS } from '../../contract/rules/phone';
import { CODE_INPUT_PROPS } from './code-input';
import './index.css';

export { CODE_INPUT_MAXLENGTH } from './code-input';

export interface PhoneCodeFormProps {
  submitText: string;
  onSubmit: (phone: string, code: string) => unknown;
}

type InputEvent = { detail: { value: string } };

export const PhoneCodeForm = observer(function PhoneCodeForm({ submitText, onSubmit }: PhoneCodeFormProps) {
  const { auth } = useStores();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');

  // Returning the cleaned value keeps the native input in step when it held a non-digit.
  const onPhone = (e: InputEvent) => {
    const v = keepPositiveInteger(e.detail.value, 11);
    setPhone(v);
    return v;
  };
  const onCode = (e: InputEvent) => {
    const v = sanitizeCode(e.detail.value);
    setCode(v);
    return v;
  };

  return (
    <View className='cf-pcf'>
      <View className='cf-pcf__row'>
        <Text className='cf-pcf__label'>手机号</Text>
        <Input
          className='cf-pcf__input'
          data-testid='login-phone'
          type='number'
          maxlength={PHONE_DIGITS}
          placeholder='请输入手机号'
          placeholderClass='cf-pcf__ph'
          value={phone}
          onInput={onPhone}
        />
      </View>
      <View className='cf-pcf__row'>
        <Text className='cf-pcf__label'>验证码</Text>
        <Input
          className='cf-pcf__input'
          data-testid='login-code'
          {...CODE_INPUT_PROPS}
          placeholder='请输入验证码'
          placeholderClass='cf-pcf__ph'
          value={code}
          onInput={onCode}
        />
        <View
          className={`cf-pcf__send${auth.codeLocked ? ' cf-pcf__send--locked' : ''}`}
          data-testid='login-send-code'
          data-locked={auth.codeLocked ? 'true' : 'false'}
          onClick={() => void auth.sendCode(phone)}
        >
          {auth.codeButtonText}
        </View>
      </View>
      <View
        className={`cf-pcf__submit${auth.submitAct.busy ? ' cf-pcf__submit--busy' : ''}`}
        data-testid='login-submit'
        data-busy={auth.submitAct.busy ? 'true' : 'false'}
        onClick={() => {
          if (!auth.submitAct.busy) void onSubmit(phone, code);
        }}
      >
        {auth.submitAct.busy ? '请稍候…' : submitText}
      </View>
    </View>
  );
});
