/** /raise/modify-bank-middle-page?infoUuid=: before changing the payee's bank account — what it means, then go. */
import { View, Text } from '@tarojs/components';
import { RoutePage, useRoute } from '../../../components/RoutePage';
import { useStores } from '../../../stores/context';
import { RaiseButton, RaiseHead } from '../../../components/raise/SectionForm';
import '../../../components/raise/raise.css';

function ModifyBankMiddle() {
  const { platform } = useStores();
  const { params } = useRoute();
  return (
    <View className='cf-raise'>
      <RaiseHead title='修改收款银行卡' />
      <View className='cf-raise__banner cf-raise__banner--warn'>
        <Text>修改收款人或银行卡后，收款信息需要重新提交平台审核；审核通过前无法申请提现。</Text>
      </View>
      <View className='cf-raise__card'>
        <View className='cf-raise__field'>
          <Text className='cf-raise__list-item'>1. 新的银行卡须在收款人本人名下。</Text>
          <Text className='cf-raise__list-item'>2. 收款人为患者本人、配偶、其他直系亲属，或医院对公账户。</Text>
          <Text className='cf-raise__list-item'>3. 审核结果会通过消息通知您。</Text>
        </View>
      </View>
      <RaiseButton testId='modify-bank-go' text='我已了解，去修改' onClick={() => platform.nav.go('modifyBankAccount', { infoUuid: params.infoUuid }, { replace: true })} />
    </View>
  );
}

export default function ModifyBankMiddlePage() {
  return (
    <RoutePage route='modifyBankMiddlePage'>
      <ModifyBankMiddle />
    </RoutePage>
  );
}
