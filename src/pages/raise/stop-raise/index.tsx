/** /raise/new-launch/stop-raise: what stopping a raise means and where to do it (the withdrawal screens). */
import { View, Text } from '@tarojs/components';
import { RoutePage, useRoute } from '../../../components/RoutePage';
import { useStores } from '../../../stores/context';
import { RaiseButton, RaiseHead } from '../../../components/raise/SectionForm';
import '../../../components/raise/raise.css';

const POINTS = [
  '停止筹款后，筹款页将不再接受新的捐助，已筹得的善款不受影响。',
  '停止后可申请提现，提现前需完成全部资料审核并公示善款用途。',
  '如因病情变化等原因不再需要善款，可申请将善款原路退回捐助人。',
  '停止筹款不可撤销，请与家人确认后再操作。',
];

function StopRaise() {
  const { platform } = useStores();
  const { params } = useRoute();
  return (
    <View className='cf-raise'>
      <RaiseHead title='停止筹款须知' />
      <View className='cf-raise__card'>
        <View className='cf-raise__field'>
          {POINTS.map((p, i) => (
            <Text key={p} className='cf-raise__list-item'>{`${i + 1}. ${p}`}</Text>
          ))}
        </View>
      </View>
      {params.infoUuid ? (
        <RaiseButton text='去停止筹款' onClick={() => platform.nav.go('withdrawStopRaise', { infoUuid: params.infoUuid })} />
      ) : null}
      <RaiseButton ghost text='返回' onClick={() => platform.nav.back()} />
    </View>
  );
}

export default function StopRaisePage() {
  return (
    <RoutePage route='stopRaise'>
      <StopRaise />
    </RoutePage>
  );
}
