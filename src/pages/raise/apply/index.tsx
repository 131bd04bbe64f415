/** /cf/apply/raise: help registration (name, phone, city, illness); staff call back and help fill the case. */
import { observer } from 'mobx-react';
import { View } from '@tarojs/components';
import { RoutePage } from '../../../components/RoutePage';
import { useStores } from '../../../stores/context';
import { RaiseHead } from '../../../components/raise/SectionForm';
import { RaiseField } from '../../../components/raise/RaiseField';
import { APPLY_FIELDS } from '../../../stores/raise/sections';
import '../../../components/raise/raise.css';

const Apply = observer(function Apply() {
  const { raise, platform } = useStores();
  const form = raise.help;
  return (
    <View className='cf-raise'>
      <RaiseHead title='求助登记' desc='留下联系方式，筹款顾问会在1个工作日内联系您，协助发起筹款' />
      <View className='cf-raise__card'>
        {APPLY_FIELDS.map((f) => (
          <RaiseField key={f.key} field={f} value={form.values[f.key] ?? ''} error={form.errors[f.key]} onChange={(v) => form.set(f.key, v)} />
        ))}
      </View>
      <View
        className={`cf-raise__submit${form.submitAct.busy ? ' cf-raise__submit--busy' : ''}`}
        data-testid='apply-submit'
        onClick={async () => {
          if (await form.submit()) platform.nav.go('applySuccess', undefined, { replace: true });
        }}
      >
        {form.submitAct.busy ? '请稍候…' : '提交登记'}
      </View>
    </View>
  );
});

export default function ApplyPage() {
  return (
    <RoutePage route='applyRaise'>
      <Apply />
    </RoutePage>
  );
}
