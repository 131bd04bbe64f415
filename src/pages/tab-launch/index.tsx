/**
 * The mini-program's 发起筹款 tab (/cf/launch): WeChat wants tab pages in the main package, so this is a
 * light page of its own (the kinds, the rules, the user's unfinished cases) that opens the raise flow's
 * forms in their subpackage; on H5 the launch route keeps the raise flow's launch page.
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { RoutePage } from '../../components/RoutePage';
import { useStores } from '../../stores/context';
import { RAISE_TYPE_LABEL } from '../../stores/raise/sections';
import { TARGET_YUAN } from '../../contract/rules/raise';
import { LAUNCH_KINDS, RAISE_RULES } from '../../components/raise/texts';
import '../mine-hub/mine.css';

const LaunchTab = observer(function LaunchTab() {
  const { raise, auth, platform } = useStores();
  useEffect(() => {
    if (auth.loggedIn) void raise.mine.load();
  }, [auth.loggedIn, raise]);
  const open = raise.mine.list.filter((c) => !c.published);
  return (
    <View className='mine' data-testid='launch-tab'>
      <View className='mine-doc'>
        <Text className='mine-doc__title'>发起筹款</Text>
        <Text className='mine-doc__meta'>在爱心筹发起筹款，亲友和爱心人士可以直接捐助，平台人工审核，善款专款专用</Text>
      </View>
      {open.length ? <Text className='mine-h'>未完成的筹款</Text> : null}
      {open.map((c) => (
        <View key={c.infoUuid} className='mine-entry' role='link' data-testid='raise-continue' onClick={() => platform.nav.go('pendingNotice', { infoUuid: c.infoUuid })}>
          <Text className='mine-entry__title'>{c.title || RAISE_TYPE_LABEL[c.raiseType]}</Text>
          <Text className='mine-entry__value'>继续填写 ›</Text>
        </View>
      ))}
      <Text className='mine-h'>选择筹款类型</Text>
      <View className='mine-group' style={{ marginTop: 0 }}>
        {LAUNCH_KINDS.map((k) => (
          <View key={k.type} className='mine-list-item' role='link' data-testid={`launch-type-${k.type}`} onClick={() => platform.nav.go('editBasicInfo', { raiseType: k.type })}>
            <View className='mine-list-item__row'>
              <Text className='mine-list-item__title'>{RAISE_TYPE_LABEL[k.type]}</Text>
              <Text className='mine-entry__value'>发起 ›</Text>
            </View>
            <Text className='mine-list-item__sub'>{`${k.desc}，目标金额${TARGET_YUAN[k.type].min}-${TARGET_YUAN[k.type].max}元`}</Text>
          </View>
        ))}
      </View>
      <Text className='mine-h'>筹款规则</Text>
      <View className='mine-doc'>
        {RAISE_RULES.map((r, i) => (
          <Text key={r} className='mine-list-item__sub' style={{ display: 'block' }}>{`${i + 1}. ${r}`}</Text>
        ))}
      </View>
      <View style={{ padding: '0 32px' }}>
        <View className='mine-btn' role='button' data-testid='launch-start' onClick={() => platform.nav.go('editBasicInfo', { raiseType: 0 })}>立即发起</View>
        <View className='mine-btn mine-btn--ghost' role='button' onClick={() => platform.nav.go('applyRaise')}>不会填写？登记求助，由工作人员协助</View>
      </View>
    </View>
  );
});

export default function LaunchTabPage() {
  return (
    <RoutePage route='launch'>
      <LaunchTab />
    </RoutePage>
  );
}
