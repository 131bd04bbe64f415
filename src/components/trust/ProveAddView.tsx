/**
 * /cf/prove/add?infoUuid=&kind=: verify a case as a relative, friend, fellow patient or doctor. A
 * doctor adds hospital, department, title and a practising-certificate photo (a private upload only
 * staff see). Errors show in Chinese under each field (role="alert").
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { useStores } from '../../stores/context';
import { PROVE_KINDS, PROVE_RELATIONS, PROVE_WORDS_MAX, type ProveKind } from '../../stores/ProveStore';
import { UploadField } from '../UploadField';
import { Alert, Card, Chips, Head, Submit, TextField } from './bits';

const isKind = (k: string | undefined): k is ProveKind => !!k && PROVE_KINDS.some((p) => p.kind === k);

export const ProveAddView = observer(function ProveAddView({ infoUuid, kind }: { infoUuid: string; kind?: string }) {
  const { prove, platform, cases } = useStores();
  useEffect(() => {
    prove.open(infoUuid);
    // the case's kind decides the words and who may verify (the case page has usually read it already)
    if (infoUuid) void cases.open(infoUuid);
    if (isKind(kind)) prove.setKind(kind);
  }, [prove, cases, infoUuid, kind]);
  const v = prove.values;
  const e = prove.errors;
  const doctor = v.kind === 'doctor';
  const w = prove.words;
  return (
    <View className='cf-trust' data-testid='prove-add'>
      <Head title={w.title} desc={w.desc} />
      <View className='cf-raise__link cf-trust__instruction' role='link' data-testid='prove-instruction-link' onClick={() => platform.nav.go('verifyInstruction')}>
        谁可以证实、怎样证实？查看证实说明 ›
      </View>
      {!infoUuid ? <Alert text='缺少筹款信息，请从筹款页进入' testId='prove-missing-case' /> : null}
      <Card>
        <View className='cf-raise__field'>
          <Text className='cf-raise__label'>您的身份</Text>
          <Chips testId='prove-kind' label='您的身份' value={v.kind} options={w.kinds.map((p) => ({ value: p.kind, label: p.label }))} onChange={(k) => prove.setKind(k)} />
        </View>
        <View className='cf-raise__field'>
          <Text className='cf-raise__label'>{w.relationLabel}</Text>
          <Chips
            testId='prove-relation'
            label={w.relationLabel}
            value={v.relationship}
            options={PROVE_RELATIONS[v.kind].map((r) => ({ value: r.value, label: r.value, key: r.key }))}
            onChange={(r) => prove.set('relationship', r)}
          />
          <Alert text={e.relationship} testId='prove-relation-error' />
        </View>
        <TextField
          long
          label='证实内容'
          testId='prove-words'
          value={v.words}
          maxLength={PROVE_WORDS_MAX}
          placeholder={w.placeholder}
          error={e.words}
          onChange={(t) => prove.set('words', t)}
        />
      </Card>
      {doctor ? (
        <Card title='医生信息' testId='prove-doctor'>
          <TextField label='所在医院' testId='prove-hospital' value={v.hospital} error={e.hospital} onChange={(t) => prove.set('hospital', t)} />
          <TextField label='所在科室' testId='prove-department' value={v.department} error={e.department} onChange={(t) => prove.set('department', t)} />
          <TextField label='职称' testId='prove-title' value={v.title} placeholder='例如：主治医师' error={e.title} onChange={(t) => prove.set('title', t)} />
          <View className='cf-raise__field'>
            <UploadField
              label='医师执业证书'
              kind='certificate'
              max={1}
              hint='仅平台审核人员可见，审核通过后显示为医生证实'
              value={v.cert}
              onChange={(files) => prove.set('cert', files)}
              onBusyChange={(busy) => prove.setUploading(busy)}
              testId='prove-cert'
            />
            <Alert text={e.cert} testId='prove-cert-error' />
          </View>
        </Card>
      ) : null}
      <Alert text={prove.submitAct.error} testId='prove-submit-error' />
      <Submit
        testId='prove-submit'
        busy={prove.submitAct.busy}
        onClick={async () => {
          // A tap can come before the mount effect ran (a slow phone): open the case here too (idempotent).
          prove.open(infoUuid);
          if (await prove.submit()) platform.nav.go('proveSuccess', { infoUuid }, { replace: true });
        }}
      >
        提交证实
      </Submit>
    </View>
  );
});
