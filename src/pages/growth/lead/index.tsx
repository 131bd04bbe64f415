/**
 * /cf/activity/raise-regist and /cf/activity/raise-adviser: register for raise help, or ask an adviser
 * to call. Either is a lead in the staff queue; the success page then shows where it stands. The adviser
 * page also shows the service team, the honour pictures and the platform's figures, in the order of the
 * reader's page version (test-version), and tags the request with that version.
 */
import { useEffect, type ReactNode } from 'react';
import { observer } from 'mobx-react';
import { View } from '@tarojs/components';
import { RoutePage, useRoute } from '../../../components/RoutePage';
import { RaiseHead } from '../../../components/raise/SectionForm';
import { RaiseField } from '../../../components/raise/RaiseField';
import type { FieldDef } from '../../../stores/raise/sections';
import type { LeadKind } from '../../../contract/growth';
import { LEAD_CITY_MAX, LEAD_NOTE_MAX, NAME_MAX, PHONE_DIGITS, type LeadField } from '../../../contract/rules';
import { useFeature, useStores } from '../../../stores/context';
import { BdStore } from '../../../stores/growth/BdStore';
import type { LeadStore } from '../../../stores/growth/LeadStore';
import { Figures, HonourPics, ServiceCard } from './BdSections';
import '../../../components/raise/raise.css';
import '../growth.css';

const NAME = { key: 'name', label: '联系人姓名', kind: 'text', testId: 'lead-name', maxLength: NAME_MAX } as const;
const PHONE = { key: 'phone', label: '手机号', kind: 'digits', testId: 'lead-phone', placeholder: `${PHONE_DIGITS}位手机号`, maxLength: PHONE_DIGITS } as const;
const FORM: Record<LeadKind, { title: string; desc: string; fields: readonly FieldDef[]; submit: string; success: string }> = {
  regist: {
    title: '筹款登记',
    desc: '登记患者情况，筹款顾问会尽快回电，协助您发起筹款',
    fields: [NAME, PHONE,
      { key: 'city', label: '所在城市', kind: 'text', testId: 'lead-city', maxLength: LEAD_CITY_MAX },
      { key: 'note', label: '患者病情', kind: 'textarea', testId: 'lead-note', placeholder: '简单描述病情和目前的困难', maxLength: LEAD_NOTE_MAX }],
    submit: '提交登记',
    success: 'raiseRegistSuccess',
  },
  adviser: {
    title: '预约筹款顾问',
    desc: '留下联系方式，专属筹款顾问一对一回电，解答发起筹款的问题',
    fields: [NAME, PHONE, { key: 'note', label: '想咨询的问题（选填）', kind: 'textarea', testId: 'lead-note', maxLength: LEAD_NOTE_MAX }],
    submit: '预约回电',
    success: 'raiseAdviserSuccess',
  },
};

const Lead = observer(function Lead() {
  const { growth } = useStores();
  const { route } = useRoute();
  const kind: LeadKind = route.name === 'raiseAdviser' ? 'adviser' : 'regist';
  const form = <LeadForm kind={kind} store={growth.lead(kind)} />;
  return kind === 'adviser' ? <Adviser form={form} /> : form;
});

const Adviser = observer(function Adviser({ form }: { form: ReactNode }) {
  const bd = useFeature('growth-bd', (root) => new BdStore(root));
  useEffect(() => {
    void bd.load();
  }, [bd]);
  const about = (
    <>
      <Figures bd={bd} />
      <HonourPics bd={bd} />
    </>
  );
  return (
    <View className='cf-growth' data-testid='bd-page' data-version={bd.version || 'A'}>
      {bd.formFirst ? form : about}
      <ServiceCard bd={bd} />
      {bd.formFirst ? about : form}
    </View>
  );
});

const LeadForm = observer(function LeadForm({ kind, store: form }: { kind: LeadKind; store: LeadStore }) {
  const { platform } = useStores();
  const { query } = useRoute();
  const bd = useFeature('growth-bd', (root) => new BdStore(root));
  const def = FORM[kind];
  return (
    <View className='cf-raise' data-testid={`lead-${kind}`}>
      <RaiseHead title={def.title} desc={def.desc} />
      <View className='cf-raise__card'>
        {def.fields.map((f) => (
          <RaiseField key={f.key} field={f} value={form.values[f.key as LeadField]} error={form.errors[f.key as LeadField]} onChange={(v) => form.set(f.key as LeadField, String(v ?? ''))} />
        ))}
      </View>
      {form.submitAct.error ? <View className='cf-growth__error' role='alert' data-testid='lead-error'>{form.submitAct.error}</View> : null}
      <View
        className={`cf-raise__submit${form.submitAct.busy ? ' cf-raise__submit--busy' : ''}`}
        data-testid='lead-submit'
        onClick={async () => {
          const entry = String(query.channel ?? '');
          if (await form.submit(kind === 'adviser' ? bd.channel(entry) : entry)) platform.nav.go(def.success, undefined, { replace: true });
        }}
      >
        {form.submitAct.busy ? '请稍候…' : def.submit}
      </View>
    </View>
  );
});

export default function LeadPage() {
  return (
    <RoutePage>
      <Lead />
    </RoutePage>
  );
}
