/**
 * /cf/fundraiser/teach/:infoUuid: how to raise well (plain advice, no tricks, no share rewards), and
 * /cf/trigger/:infoUuid: the reminders of what is still open for the case (the centre's to-do list).
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { useStores } from '../../stores/context';
import { internalPathOrNull } from '../../lib/landing';
import { ErrorState } from '../StateView';
import { Skeleton } from '../Skeleton';
import { Card, Head, Submit } from './bits';

export const TEACH_TIPS: { title: string; text: string }[] = [
  {
    title: '把情况讲清楚',
    text: '写明患者是谁、得了什么病、在哪家医院治疗、已经花了多少钱、还需要多少钱以及这些钱怎么算出来的。具体的数字比形容词更能让人信任。',
  },
  {
    title: '材料齐全再转发',
    text: '诊断证明、住院记录、费用清单等证明材料尽早补充完整，平台审核通过后筹款页会显示已核实，亲友转发时也更放心。',
  },
  {
    title: '先请最了解的人证实',
    text: '请家人、同事、同学、邻居以及主治医生如实证实。证实人实名登录，写下自己知道的情况，比转发多少次都更有说服力。',
  },
  {
    title: '定期发布动态',
    text: '治疗进展、检查结果、费用票据，每隔几天更新一次。关注动态的人会收到通知，捐款人能看到钱用在了哪里。',
  },
  {
    title: '真诚地请亲友帮忙',
    text: '转发时附上一两句自己的话，说明你和患者的关系。转发完全自愿，不要承诺回报，平台也不会因为转发给任何奖励。',
  },
  {
    title: '回复每一条关心',
    text: '及时回复评论和疑问，可以把常用的感谢语存成快捷回复。遇到质疑时耐心说明，必要时可以申请公议，让捐款人和证实人公开投票。',
  },
  {
    title: '用钱透明',
    text: '提现和用款都要与筹款说明一致，剩余款项按规定处理。资金用途不当会被举报，平台核实后会处理。',
  },
];

export function TeachView({ infoUuid }: { infoUuid: string }) {
  const { platform } = useStores();
  return (
    <View className='cf-trust' data-testid='fundraiser-teach'>
      <Head title='筹款攻略' desc='让更多人了解并信任您的筹款，靠的是真实、透明和持续的沟通。' />
      <Card>
        {TEACH_TIPS.map((t, i) => (
          <View key={t.title} className='cf-trust__tip' data-testid='teach-tip'>
            <Text className='cf-trust__tip-title'>{`${i + 1}. ${t.title}`}</Text>
            <Text className='cf-trust__text'>{t.text}</Text>
          </View>
        ))}
      </Card>
      {infoUuid ? (
        <Submit testId='teach-center' onClick={() => platform.nav.go('fundraiserCenter', { infoUuid })}>
          去筹款管理
        </Submit>
      ) : null}
    </View>
  );
}

export const TriggerView = observer(function TriggerView({ infoUuid }: { infoUuid: string }) {
  const { fundraiserCenter: fc, platform } = useStores();
  useEffect(() => {
    if (infoUuid) void fc.load(infoUuid);
  }, [fc, infoUuid]);
  const info = fc.infoUuid === infoUuid ? fc.info : null;
  if (!info) return fc.loadAct.error && !fc.loadAct.busy ? <ErrorState text={fc.loadAct.error} onRetry={() => void fc.load(infoUuid)} /> : <Skeleton rows={4} />;
  const open = fc.todos.filter((t) => !t.done);
  return (
    <View className='cf-trust' data-testid='trigger'>
      <Head title='筹款提醒' desc={open.length ? `您还有${open.length}项事情待完成` : '待办事项都已完成，继续保持动态更新吧'} />
      <Card>
        {open.map((t) => (
          <View key={t.kind} className='cf-raise__row' data-testid='fc-todo-item' data-kind={t.kind} role='link' onClick={() => {
            const path = internalPathOrNull(t.path);
            if (path) platform.nav.go(path);
          }}>
            <Text className='cf-raise__row-title'>{t.title}</Text>
            <Text className='cf-raise__tag cf-raise__tag--s1'>去完成</Text>
          </View>
        ))}
      </Card>
      <Submit testId='trigger-teach' ghost onClick={() => platform.nav.go('fundraiserTeach', { infoUuid })}>
        看看筹款攻略
      </Submit>
    </View>
  );
});
