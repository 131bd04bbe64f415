/**
 * The deletion's phone step: the bound phone, its SMS code, 验证 (the server checks the code); the
 * server's or the form's message shows under the field. Once checked it says so and the next step opens.
 */
import { observer } from 'mobx-react';
import { Input, Text, View } from '@tarojs/components';
import { useStores } from '../../../../stores/context';
import { PHONE_CHECK_TEXT, type PhoneCheckStore } from '../../../../stores/mine/PhoneCheckStore';
import { CODE_INPUT_PROPS } from '../../../../components/PhoneCodeForm/code-input';
import { PHONE_DIGITS } from '../../../../contract/rules/phone';

type InputEvent = { detail: { value: string } };

/** One input of the step; `set` returns the cleaned value the input then shows. */
function LineInput({ testId, kind, hint, value, set }: { testId: string; kind: { type: 'number' | 'text'; maxlength: number }; hint: string; value: string; set: (v: string) => string }) {
  return (
    <Input className='acct-input acct-input--line' data-testid={testId} {...kind} placeholder={hint} value={value} onInput={(e: InputEvent) => set(e.detail.value)} />
  );
}
const PHONE_INPUT = { type: 'number', maxlength: PHONE_DIGITS } as const;

export const PhoneCheck = observer(function PhoneCheck({ store }: { store: PhoneCheckStore }) {
  const { auth } = useStores();
  if (store.verified) return <Text className='acct-ok' data-testid='delete-phone-verified'>{`${PHONE_CHECK_TEXT.verified}：${auth.user?.mobile ?? ''}`}</Text>;
  return (
    <View className='acct-card' data-testid='delete-phone-check'>
      <Text className='acct-card__title'>验证手机号</Text>
      <Text className='acct-item'>{`为保护你的账号，请先验证绑定的手机号${auth.user?.mobile ? `（${auth.user.mobile}）` : ''}`}</Text>
      <LineInput testId='delete-phone' kind={PHONE_INPUT} hint='请输入手机号' value={store.phone} set={(v) => store.setPhone(v)} />
      <View className='acct-code'>
        <LineInput testId='delete-code' kind={CODE_INPUT_PROPS} hint='请输入验证码' value={store.code} set={(v) => store.setCode(v)} />
        <View className={`acct-send${auth.codeLocked ? ' acct-send--off' : ''}`} role='button' data-testid='delete-send-code' onClick={() => void store.send()}>
          {auth.codeButtonText}
        </View>
      </View>
      {store.checkAct.error ? <View className='acct-error acct-error--in' role='alert' data-testid='delete-code-error'>{store.checkAct.error}</View> : null}
      <View className={`acct-btn acct-btn--plain${store.checkAct.busy ? ' acct-btn--off' : ''}`} role='button' data-testid='delete-verify' onClick={() => void store.check()}>
        {store.checkAct.busy ? '正在验证…' : '验证'}
      </View>
    </View>
  );
});
