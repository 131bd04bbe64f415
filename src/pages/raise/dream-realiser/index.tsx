/**
 * /cf/publish/raise/dream-realiser/:infoUuid: who carries the dream out and receives the money — an
 * organisation (name, unified social credit code, contact, licence) or an individual (name, ID number,
 * phone, ID photos). The licence and ID photos are private uploads (the uploader and staff only).
 * After the save: confirm.
 */
import { observer } from 'mobx-react';
import { View, Text } from '@tarojs/components';
import { RoutePage } from '../../../components/RoutePage';
import { useStores } from '../../../stores/context';
import { RaiseHead } from '../../../components/raise/SectionForm';
import { DreamFormView, DreamGate, DreamSteps, useDream } from '../../../components/raise/DreamParts';
import type { RealiserKind } from '../../../stores/raise/dream-forms';
import '../../../components/raise/raise.css';

const CHOICES: ReadonlyArray<{ kind: RealiserKind; name: string; desc: string }> = [
  { kind: 'organisation', name: '机构圆梦', desc: '公益机构、学校、社区等组织执行梦想并接收善款' },
  { kind: 'individual', name: '个人圆梦', desc: '由一位实名认证的个人执行梦想并接收善款' },
];

const Realiser = observer(function Realiser() {
  const dream = useDream();
  const { platform } = useStores();
  const kind = dream.kind;
  return (
    <View className='cf-raise' data-testid='dream-realiser'>
      <RaiseHead title='谁来实现这个梦想' desc='圆梦方负责执行梦想并接收善款，需如实填写，仅平台审核人员可见证件信息' />
      <DreamSteps at={1} />
      <View className='cf-raise__card'>
        <View className='cf-raise__field'>
          <Text className='cf-raise__label'>选择圆梦方</Text>
          <View className='cf-dream__choices' role='radiogroup'>
            {CHOICES.map((c) => (
              <View
                key={c.kind}
                className={`cf-dream__choice${kind === c.kind ? ' cf-dream__choice--on' : ''}`}
                data-testid={`dream-realiser-${c.kind}`}
                role='radio'
                aria-checked={kind === c.kind ? 'true' : 'false'}
                onClick={() => dream.setKind(c.kind)}
              >
                <Text className='cf-dream__choice-name'>{c.name}</Text>
                <Text className='cf-dream__choice-desc'>{c.desc}</Text>
              </View>
            ))}
          </View>
        </View>
      </View>
      {kind ? (
        <DreamFormView
          form={kind}
          submitText='保存，下一步'
          onSubmit={async () => {
            if ((await dream.saveRealiser()) === 'saved') platform.nav.go('dreamConfirm', { infoUuid: dream.infoUuid }, { replace: true });
          }}
        />
      ) : (
        <View className='cf-raise__banner cf-raise__banner--warn' data-testid='dream-realiser-hint'>
          <Text>请选择由机构还是个人来实现梦想</Text>
        </View>
      )}
    </View>
  );
});

export default function DreamRealiserPage() {
  return (
    <RoutePage route='dreamRealiser'>
      <DreamGate>
        <Realiser />
      </DreamGate>
    </RoutePage>
  );
}
