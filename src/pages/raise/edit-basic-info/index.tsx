/**
 * /cf/publish/raise/edit-basic-info (and the mini-program's /raise/edit-basic-info): the kind of case,
 * title, story, target (whole 元 within the kind's range), cover and photos. The first save creates the
 * case; ?infoUuid= edits a draft's base again.
 */
import { observer } from 'mobx-react';
import { View, Text } from '@tarojs/components';
import { RoutePage, useRoute } from '../../../components/RoutePage';
import { useStores } from '../../../stores/context';
import { RaiseHead, SectionForm } from '../../../components/raise/SectionForm';
import { CaseGate, useStartedNew } from '../../../components/raise/SectionScreen';
import { RAISE_TYPE_LABEL } from '../../../stores/raise/sections';
import { TARGET_YUAN } from '../../../contract/rules/raise';
import { type RaiseTypeCode } from '../../../contract/raise-sections';
import { isRaiseType } from '../../../lib/raise-validation';
import '../../../components/raise/raise.css';

const KIND_DESC: Record<RaiseTypeCode, string> = { 0: '为患者筹集医疗费用', 1: '为机构或个人筹集物资', 99: '帮助实现一个公益梦想' };
const KINDS: RaiseTypeCode[] = [0, 1, 99];

const BasicForm = observer(function BasicForm() {
  const { raise, platform } = useStores();
  const { query } = useRoute();
  const type = raise.raiseType;
  const { min, max } = TARGET_YUAN[type];
  return (
    <View className='cf-raise'>
      <RaiseHead title='填写筹款信息' desc='如实填写，提交后由平台人工审核，审核通过后即可发布筹款' />
      <View className='cf-raise__card'>
        <View className='cf-raise__field'>
          <Text className='cf-raise__label'>筹款类型</Text>
          <View className='cf-raise__kinds'>
            {KINDS.map((k) => (
              <View
                key={k}
                className={`cf-raise__kind${type === k ? ' cf-raise__kind--on' : ''}`}
                data-testid={`raise-type-${k}`}
                aria-checked={type === k ? 'true' : 'false'}
                role='radio'
                onClick={() => (k === 99 && !raise.infoUuid ? platform.nav.go('dreamSummary', {}, { replace: true }) : raise.setRaiseType(k))}
              >
                <Text className='cf-raise__kind-name'>{RAISE_TYPE_LABEL[k]}</Text>
                <Text className='cf-raise__kind-desc'>{KIND_DESC[k]}</Text>
              </View>
            ))}
          </View>
        </View>
      </View>
      <SectionForm
        section='base'
        submitText={raise.infoUuid ? '保存' : '提交，下一步'}
        hints={{ target: `${RAISE_TYPE_LABEL[type]}目标金额为${min}-${max}元的整数` }}
        onSaved={() => {
          const name = query.channel ? 'channelCommitBasicSuccess' : 'commitBasicSuccess';
          platform.nav.go(name, { infoUuid: raise.infoUuid }, { replace: true });
        }}
      />
    </View>
  );
});

const EditBasicInfo = observer(function EditBasicInfo() {
  const { raise, platform } = useStores();
  const { params } = useRoute();
  const infoUuid = params.infoUuid ?? '';
  const started = useStartedNew(!infoUuid, () => {
    raise.startNew();
    const t = Number(params.raiseType);
    if (t === 99) {
      platform.nav.go('dreamSummary', {}, { replace: true });
      return false;
    }
    if (isRaiseType(t)) raise.setRaiseType(t);
  });
  if (!infoUuid) return started ? <BasicForm /> : null;
  return (
    <CaseGate>
      <BasicForm />
    </CaseGate>
  );
});

export default function EditBasicInfoPage() {
  return (
    <RoutePage route='editBasicInfo'>
      <EditBasicInfo />
    </RoutePage>
  );
}
