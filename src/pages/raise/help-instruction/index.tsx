/** /raise/new-launch/help-instruction: how a raise works, step by step, and what each step needs. */
import { View, Text } from '@tarojs/components';
import { RoutePage } from '../../../components/RoutePage';
import { useStores } from '../../../stores/context';
import { RaiseButton, RaiseHead } from '../../../components/raise/SectionForm';
import { RAISE_RULES } from '../../../components/raise/texts';
import '../../../components/raise/raise.css';

const STEPS: Array<[string, string]> = [
  ['填写筹款信息', '选择筹款类型，填写标题、筹款故事和目标金额，上传照片'],
  ['完善资料', '患者信息、收款人、就诊信息、家庭经济情况、医疗证明和发起人身份'],
  ['提交审核', '平台工作人员人工审核，未通过的资料会说明原因，修改后可重新提交'],
  ['发布筹款', '基本信息审核通过后发布，转发给亲友，接受爱心捐助'],
];

function HelpInstruction() {
  const { platform } = useStores();
  return (
    <View className='cf-raise'>
      <RaiseHead title='求助说明' desc='发起筹款只需四步' />
      <View className='cf-raise__card'>
        {STEPS.map(([t, d], i) => (
          <View key={t} className='cf-raise__row'>
            <View className='cf-raise__row-main'>
              <Text className='cf-raise__row-title'>{`${i + 1}. ${t}`}</Text>
              <Text className='cf-raise__row-sub'>{d}</Text>
            </View>
          </View>
        ))}
      </View>
      <View className='cf-raise__card'>
        <View className='cf-raise__field'>
          {RAISE_RULES.map((r) => (
            <Text key={r} className='cf-raise__list-item'>{`· ${r}`}</Text>
          ))}
        </View>
      </View>
      <RaiseButton text='我要发起' onClick={() => platform.nav.go('launch')} />
    </View>
  );
}

export default function HelpInstructionPage() {
  return (
    <RoutePage route='helpInstruction'>
      <HelpInstruction />
    </RoutePage>
  );
}
