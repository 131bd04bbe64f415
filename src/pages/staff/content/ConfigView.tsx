/**
 * The feature configuration: the declared keys (src/contract/rules/config-keys.ts: disease knowledge,
 * the case ab-test, allowed link hosts, routing), each by its Chinese title; the value is JSON or text.
 */
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { useStores } from '../../../stores/context';
import { CONFIG_KEY_LIST, CONFIG_KEYS, configTitle, isConfigKey } from '../../../contract/rules/config-keys';

export const ConfigView = observer(function ConfigView() {
  const { staffContent: s } = useStores();
  const key = s.configForm.key;
  return (
    <View data-testid='content-config'>
      <Text className='staff__h'>功能配置</Text>
      <View className='staff__card'>
        <select className='staff__input' data-testid='config-key' aria-label='配置项' value={key} onChange={(e) => s.setConfigField('key', e.target.value)}>
          <option value=''>选择配置项</option>
          {CONFIG_KEY_LIST.map((k) => <option key={k} value={k}>{CONFIG_KEYS[k].title}</option>)}
        </select>
        {isConfigKey(key) ? <Text className='staff__sub' data-testid='config-hint'>{CONFIG_KEYS[key].hint}</Text> : null}
        <textarea className='staff__input' style={{ minHeight: '80px' }} data-testid='config-value' placeholder='值（JSON 或文本）' value={s.configForm.value} onChange={(e) => s.setConfigField('value', e.target.value)} />
        {s.configAct.error ? <Text className='staff__error' data-testid='config-error'>{s.configAct.error}</Text> : null}
        <View className='staff__actions'>
          <View className='staff__btn' data-testid='config-save' onClick={() => void s.saveConfig()}>保存配置</View>
        </View>
      </View>
      {s.config.map((c) => (
        <View key={c.key} className='staff__card' data-testid='config-item' data-key={c.key} onClick={() => s.editConfig(c)}>
          <Text className='staff__title'>{configTitle(c.key)}</Text>
          <Text className='staff__sub'>{c.value.length > 120 ? `${c.value.slice(0, 120)}…` : c.value}</Text>
        </View>
      ))}
    </View>
  );
});
