/**
 * The two ways into 长辈版 (care mode), as the rules for older users ask: an entry on the home page and a
 * switch in 我的. Both act through the preference store (stores/PrefsStore.ts).
 */
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { useStores } from '../../stores/context';
import { Toggle } from '../form/Toggle';
import './care-entry.css';

export const CARE_TEXT = {
  name: '长辈版',
  enter: '长辈版',
  leave: '退出长辈版',
  desc: '字更大、按钮更大，页面更简洁',
} as const;

/** The home page's entry: 长辈版 switches it on, 退出长辈版 off. */
export const CareEntry = observer(function CareEntry() {
  const { prefs } = useStores();
  const on = prefs.care;
  return (
    <View className='cf-care-entry' role='button' data-testid='care-mode-entry' data-care={on ? 'on' : 'off'} onClick={() => void prefs.setCare(!on)}>
      {on ? CARE_TEXT.leave : CARE_TEXT.enter}
    </View>
  );
});

/** 我的's switch row. */
export const CareSwitchRow = observer(function CareSwitchRow() {
  const { prefs } = useStores();
  return (
    <View className='cf-care-row'>
      <View className='cf-care-row__text'>
        <Text className='cf-care-row__title'>{CARE_TEXT.name}</Text>
        <Text className='cf-care-row__desc'>{CARE_TEXT.desc}</Text>
      </View>
      <Toggle testId='care-mode-switch' label={CARE_TEXT.name} checked={prefs.care} onChange={(on) => void prefs.setCare(on)} />
    </View>
  );
});
