/**
 * /cf/publish/raise/dream-review/:infoUuid: where a submitted dream stands — under review; rejected,
 * with each reviewer's reason and a link to fix that part; approved, with the publish button; or
 * published, with the way to its case page.
 */
import { observer } from 'mobx-react';
import { View, Text } from '@tarojs/components';
import { useDidShow } from '@tarojs/taro';
import { RoutePage } from '../../../components/RoutePage';
import { useStores } from '../../../stores/context';
import { RaiseButton, RaiseHead } from '../../../components/raise/SectionForm';
import { DreamGate, DreamSteps, useDream } from '../../../components/raise/DreamParts';
import { STATUS_TEXT } from '../../../components/raise/SectionList';
import type { DreamStage } from '../../../stores/raise/DreamRaiseStore';
import '../../../components/raise/raise.css';

const STAGE_TEXT: Record<DreamStage, { title: string; desc: string }> = {
  draft: { title: '尚未提交审核', desc: '请核对梦想信息和圆梦方后提交审核' },
  reviewing: { title: '审核中', desc: '平台工作人员正在审核，通常1-2个工作日内完成，请耐心等待' },
  rejected: { title: '审核未通过', desc: '请按下面的原因修改后重新提交' },
  approved: { title: '审核通过', desc: '发布后亲友和爱心人士即可为梦想捐助，筹款期30天' },
  published: { title: '梦想筹款已发布', desc: '正在接受捐助，快分享给亲友吧' },
};
const PART_TITLE: Record<string, string> = { base: '梦想信息', fundraiser: '圆梦方信息' };

const Review = observer(function Review() {
  const dream = useDream();
  const { platform } = useStores();
  const stage = dream.stage;
  const id = { infoUuid: dream.infoUuid };
  const text = STAGE_TEXT[stage];
  const items = (dream.review?.items ?? []).filter((i) => i.section === 'base' || i.section === 'fundraiser');
  const fix = (section: string) => platform.nav.go(section === 'base' ? 'dreamSummary' : 'dreamRealiser', id);
  return (
    <View className='cf-raise' data-testid='dream-review'>
      <RaiseHead title='审核进度' desc={dream.summary?.title ? `梦想：${dream.summary.title}` : undefined} />
      <DreamSteps at={3} />
      <View className={`cf-dream__status cf-dream__status--${stage}`} data-testid='dream-review-status' data-stage={stage}>
        <Text className='cf-dream__status-title'>{text.title}</Text>
        <Text className='cf-dream__status-desc'>{text.desc}</Text>
      </View>
      {stage === 'rejected' ? (
        <View className='cf-raise__card'>
          {items.map((it) => (
            <View key={it.section} className='cf-raise__row' role='link' data-testid='rejected-item' data-section={it.section} onClick={() => fix(it.section)}>
              <View className='cf-raise__row-main'>
                <Text className='cf-raise__row-title'>{PART_TITLE[it.section]}</Text>
                <Text className='cf-raise__row-sub'>原因：{it.reason}</Text>
              </View>
              <Text className='cf-raise__link'>去修改</Text>
            </View>
          ))}
        </View>
      ) : null}
      <View className='cf-raise__card'>
        {(['base', 'fundraiser'] as const).map((s) => (
          <View key={s} className='cf-raise__row' data-testid='dream-review-part' data-section={s} data-status={dream.summary?.sections[s]}>
            <Text className='cf-raise__row-title'>{PART_TITLE[s]}</Text>
            <Text className={`cf-raise__tag cf-raise__tag--s${dream.summary?.sections[s] ?? 0}`}>{STATUS_TEXT[dream.summary?.sections[s] ?? 0]}</Text>
          </View>
        ))}
      </View>
      {stage === 'draft' ? <RaiseButton testId='dream-go-confirm' text='去确认提交' onClick={() => platform.nav.go('dreamConfirm', id)} /> : null}
      {stage === 'approved' ? (
        <View
          className={`cf-raise__submit${dream.submitAct.busy ? ' cf-raise__submit--busy' : ''}`}
          data-testid='publish-button'
          onClick={() => void dream.publish()}
        >
          发布梦想筹款
        </View>
      ) : null}
      {stage === 'published' ? <RaiseButton testId='dream-view-case' text='查看筹款页' onClick={() => platform.nav.go('contribute', id)} /> : null}
      {stage === 'reviewing' ? <RaiseButton ghost testId='dream-refresh' text='刷新审核结果' onClick={() => void dream.refresh()} /> : null}
    </View>
  );
});

const Refresh = observer(function Refresh() {
  const dream = useDream();
  // coming back to this screen (after a fix, or later) shows the latest decision
  useDidShow(() => void dream.refresh());
  return <Review />;
});

export default function DreamReviewPage() {
  return (
    <RoutePage route='dreamReview'>
      <DreamGate>
        <Refresh />
      </DreamGate>
    </RoutePage>
  );
}
