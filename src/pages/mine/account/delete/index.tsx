/**
 * /cf/mine/delete-account: deleting one's account. Shows what is removed and what the law keeps,
 * why it cannot happen now (a live case, money in flight), checks the bound phone by an SMS code, then
 * asks for the confirmation words.
 * Logic in AccountDataStore.
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Input, Text, View } from '@tarojs/components';
import { RoutePage } from '../../../../components/RoutePage';
import { StateView } from '../../../../components/StateView';
import { useFeature, useStores } from '../../../../stores/context';
import { ACCOUNT_TEXT } from '../../../../stores/AccountDataStore';
import { PHONE_CHECK_REQUIRED } from '../../../../contract/reports';
import { PhoneCheckStore } from '../../../../stores/mine/PhoneCheckStore';
import { PhoneCheck } from './PhoneCheck';
import '../account.css';

type InputEvent = { detail: { value: string } };

const DeleteAccount = observer(function DeleteAccount() {
  const { accountData: s, platform } = useStores();
  const phone = useFeature('mine-phone-check', (root) => new PhoneCheckStore(root));
  useEffect(() => {
    void s.loadPlan();
  }, []);
  if (s.deleted) {
    return (
      <View className='acct-done' data-testid='delete-done'>
        <Text>账号已注销，感谢你曾经的每一份善意</Text>
        <View className='acct-btn acct-btn--plain' role='button' onClick={() => platform.nav.go('commonList', {}, { replace: true })}>返回首页</View>
      </View>
    );
  }
  const plan = s.plan;
  if (!plan) {
    if (s.planAct.error) return <StateView title='加载失败' desc={s.planAct.error} actionText='重新加载' onAction={() => void s.loadPlan()} testId='delete-error' />;
    return <View className='acct' />;
  }
  return (
    <View className='acct' data-testid='delete-account'>
      {plan.allowed ? null : (
        <View className='acct-card acct-card--warn' data-testid='delete-refused'>
          <Text className='acct-card__title'>暂时无法注销</Text>
          {plan.reasons.map((r) => (
            <Text key={r} className='acct-item' data-testid='delete-reason'>{r}</Text>
          ))}
        </View>
      )}
      <View className='acct-card' data-testid='delete-removes'>
        <Text className='acct-card__title'>注销后将删除或匿名化</Text>
        {plan.removes.map((r) => (
          <Text key={r} className='acct-item'>· {r}</Text>
        ))}
      </View>
      <View className='acct-card' data-testid='delete-keeps'>
        <Text className='acct-card__title'>依法保留（资金相关记录）</Text>
        {plan.keeps.map((r) => (
          <Text key={r} className='acct-item'>· {r}</Text>
        ))}
        <Text className='acct-item'>注销后无法恢复。注销前你可以先下载一份自己的数据。</Text>
        <View className='acct-btn acct-btn--plain' role='link' data-testid='delete-my-data-link' onClick={() => platform.nav.go('myData')}>下载我的数据</View>
      </View>
      {plan.allowed ? <PhoneCheck store={phone} /> : null}
      {plan.allowed && phone.verified ? (
        <View className='acct-field'>
          <Input
            className='acct-input'
            data-testid='delete-confirm-input'
            value={s.confirm}
            placeholder={ACCOUNT_TEXT.confirmHint}
            maxlength={20}
            onInput={(e: InputEvent) => {
              s.setConfirm(e.detail.value);
              return e.detail.value;
            }}
          />
        </View>
      ) : null}
      {s.deleteAct.error ? <Text className='acct-error' data-testid='delete-error-line'>{s.deleteAct.error}</Text> : null}
      <View
        className={`acct-btn${s.canSubmit && phone.verified ? '' : ' acct-btn--off'}`}
        role='button'
        aria-disabled={!(s.canSubmit && phone.verified)}
        data-testid='delete-submit'
        onClick={() => (!plan.allowed || phone.verified ? void s.deleteAccount(phone.checkToken) : phone.checkAct.fail(PHONE_CHECK_REQUIRED))}
      >
        {s.deleteAct.busy ? '正在注销…' : '确认注销账号'}
      </View>
    </View>
  );
});

export default function DeleteAccountPage() {
  return (
    <RoutePage route='deleteAccount'>
      <DeleteAccount />
    </RoutePage>
  );
}
