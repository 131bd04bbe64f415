/**
 * /staff/experiments: the pay page's preset-amount experiment — its variants (name, weight in
 * percent, amounts in 元, one a line) and how many readers each variant was shown to. A reader keeps
 * one variant (a hash of the user or device); saving is audited by the server.
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { RoutePage } from '../../../components/RoutePage';
import { useStores } from '../../../stores/context';
import { formatTime } from '../../../lib/time';
import { StaffFrame } from '../StaffFrame';

const Body = observer(function Body() {
  const { staffLifecycle: s } = useStores();
  useEffect(() => {
    void s.loadExperiment();
  }, [s]);
  const e = s.experiment;
  if (!e) return s.loadAct.error ? <View className='staff__card'><Text className='staff__error'>{s.loadAct.error}</Text></View> : null;
  return (
    <View className='staff__card' data-testid='staff-experiment' data-key={e.key}>
      <Text className='staff__title'>支付页预设金额实验</Text>
      <Text className='staff__sub'>{e.updatedAt ? `最近修改 ${formatTime(e.updatedAt)}` : '使用内置默认分组'}</Text>
      <Text className='staff__sub'>每行一个分组：名称 权重(%) 金额(元),金额(元)…；权重之和不超过100，余下的读者看到第一个分组。</Text>
      <textarea className='staff__reason' style={{ width: '100%', marginTop: '12px' }} data-testid='staff-experiment-variants' aria-label='实验分组' rows={5} value={s.draft} onChange={(ev) => s.setDraft(ev.target.value)} />
      <View className='staff__actions'>
        <View className='staff__btn' data-testid='staff-experiment-save' onClick={() => void s.saveExperiment()}>保存</View>
      </View>
      {s.experimentAct.error ? <Text className='staff__error' data-testid='staff-experiment-error'>{s.experimentAct.error}</Text> : null}
      <Text className='staff__title'>曝光人数</Text>
      {e.exposures.length === 0 ? <Text className='staff__sub'>暂无曝光</Text> : null}
      {e.exposures.map((x) => (
        <View key={x.variant} className='staff__field' data-testid='staff-experiment-exposure'>
          <Text className='staff__field-k'>{x.variant}</Text>
          <Text className='staff__field-v'>{`${x.count} 人`}</Text>
        </View>
      ))}
    </View>
  );
});

export default function StaffExperimentsPage() {
  return (
    <RoutePage route='staffExperiments'>
      <StaffFrame active='experiments'>
        <Body />
      </StaffFrame>
    </RoutePage>
  );
}
