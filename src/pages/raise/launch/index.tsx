/**
 * /cf/launch and /cf/activity/get-help: what raising here means, the rules, the three kinds (illness,
 * goods, dream) and a start button; a logged-in user's own unfinished cases can be continued (继续填写).
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { View, Text } from '@tarojs/components';
import { RoutePage, useRoute } from '../../../components/RoutePage';
import { TabBar } from '../../../components/TabBar';
import { useStores } from '../../../stores/context';
import { RaiseButton, RaiseHead } from '../../../components/raise/SectionForm';
import { RAISE_TYPE_LABEL } from '../../../stores/raise/sections';
import { TARGET_YUAN } from '../../../contract/rules/raise';
import { type RaiseTypeCode } from '../../../contract/raise-sections';
import { LAUNCH_HELP, LAUNCH_KINDS, RAISE_RULES } from '../../../components/raise/texts';
import '../../../components/raise/raise.css';

const KINDS = LAUNCH_KINDS;


const Launch = observer(function Launch() {
  const { raise, auth, platform } = useStores();
  const { route } = useRoute();
  useEffect(() => {
    if (auth.loggedIn) void raise.mine.load();
  }, [auth.loggedIn, raise]);
  const open = raise.mine.list.filter((c) => !c.published);
  // a dream (99) has its own screens (pages/raise/dream-*); illness and goods share the section form
  const start = (type: RaiseTypeCode) => (type === 99 ? platform.nav.go('dreamSummary') : platform.nav.go('editBasicInfo', { raiseType: type }));
  return (
    <View className='cf-raise'>
      <RaiseHead title='发起筹款' desc='在爱心筹发起筹款，亲友和爱心人士可以直接捐助，平台人工审核，善款专款专用' />
      {open.length || raise.hasNewDraft ? (
        <View className='cf-raise__card' data-testid='raise-my-drafts'>
          <View className='cf-raise__field'>
            <Text className='cf-raise__label'>未完成的筹款</Text>
          </View>
          {raise.hasNewDraft ? (
            <View className='cf-raise__row' role='link' data-testid='raise-continue' onClick={() => platform.nav.go('editBasicInfo')}>
              <View className='cf-raise__row-main'>
                <Text className='cf-raise__row-title'>未保存的草稿</Text>
                <Text className='cf-raise__row-sub'>草稿在本机保存7天</Text>
              </View>
              <Text className='cf-raise__link'>继续填写</Text>
            </View>
          ) : null}
          {open.map((c) => (
            <View key={c.infoUuid} className='cf-raise__row' role='link' data-testid='raise-continue' data-kind={c.raiseType === 99 ? 'dream' : 'case'} onClick={() => platform.nav.go(c.raiseType === 99 ? 'dreamReview' : 'pendingNotice', { infoUuid: c.infoUuid })}>
              <View className='cf-raise__row-main'>
                <Text className='cf-raise__row-title'>{c.title}</Text>
                <Text className='cf-raise__row-sub'>{RAISE_TYPE_LABEL[c.raiseType]} · 未发布</Text>
              </View>
              <Text className='cf-raise__link'>继续填写</Text>
            </View>
          ))}
        </View>
      ) : null}
      <View className='cf-raise__card'>
        <View className='cf-raise__field'>
          <Text className='cf-raise__label'>选择筹款类型</Text>
          {KINDS.map((k) => (
            <View key={k.type} className='cf-raise__row' role='link' data-testid={`launch-type-${k.type}`} onClick={() => start(k.type)}>
              <View className='cf-raise__row-main'>
                <Text className='cf-raise__row-title'>{RAISE_TYPE_LABEL[k.type]}</Text>
                <Text className='cf-raise__row-sub'>{k.desc}，目标金额{TARGET_YUAN[k.type].min}-{TARGET_YUAN[k.type].max}元</Text>
              </View>
              <Text className='cf-raise__link'>发起</Text>
            </View>
          ))}
        </View>
      </View>
      <View className='cf-raise__card'>
        <View className='cf-raise__field'>
          <Text className='cf-raise__label'>筹款规则</Text>
          {RAISE_RULES.map((r, i) => (
            <Text key={r} className='cf-raise__list-item'>{`${i + 1}. ${r}`}</Text>
          ))}
        </View>
      </View>
      <RaiseButton testId='launch-start' text='立即发起' onClick={() => start(0)} />
      <RaiseButton ghost text='不会填写？登记求助，由工作人员协助' onClick={() => platform.nav.go('applyRaise')} />
      <View className='cf-raise__card' data-testid='launch-help'>
        <View className='cf-raise__field'>
          <Text className='cf-raise__label'>筹款帮助</Text>
          {LAUNCH_HELP.map(([id, title, sub, to]) => (
            <View key={id} className='cf-raise__row' role='link' data-testid={id} onClick={() => platform.nav.go(to)}>
              <View className='cf-raise__row-main'>
                <Text className='cf-raise__row-title'>{title}</Text>
                <Text className='cf-raise__row-sub'>{sub}</Text>
              </View>
              <Text className='cf-raise__link'>›</Text>
            </View>
          ))}
        </View>
      </View>
      {route.name === 'launch' ? <TabBar active='launch' /> : null}
    </View>
  );
});

export default function LaunchPage() {
  return (
    <RoutePage>
      <Launch />
    </RoutePage>
  );
}
