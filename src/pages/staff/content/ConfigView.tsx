/** The feature configuration (apollo keys): disease knowledge, the case ab-test, allowed link hosts, and the rest. */
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { useStores } from '../../../stores/context';

export const ConfigView = observer(function ConfigView() {
  const { staffContent: s } = useStores();
  return (
    <View data-testid='content-config'>
      <Text className='staff__h'>功能配置</Text>
      <View className='staff__card'>
        <input className='staff__input' data-testid='config-key' placeholder='配置项（如 diseaseKnowledge、caseAbTest、contentLinkHosts）' value={s.configForm.key} onChange={(e) => s.setConfigField('key', e.target.value)} />
        <textarea className='staff__input' style={{ minHeight: '80px' }} data-testid='config-value' placeholder='值（JSON 或文本）' value={s.configForm.value} onChange={(e) => s.setConfigField('value', e.target.value)} />
        {s.configAct.error ? <Text className='staff__error' data-testid='config-error'>{s.configAct.error}</Text> : null}
        <View className='staff__actions'>
          <View className='staff__btn' data-testid='config-save' onClick={() => void s.saveConfig()}>保存配置</View>
        </View>
      </View>
      {s.config.map((c) => (
        <View key={c.key} className='staff__card' data-testid='config-item' onClick={() => s.editConfig(c)}>
          <Text className='staff__title'>{c.key}</Text>
          <Text className='staff__sub'>{c.value.length > 120 ? `${c.value.slice(0, 120)}…` : c.value}</Text>
        </View>
      ))}
    </View>
  );
});
