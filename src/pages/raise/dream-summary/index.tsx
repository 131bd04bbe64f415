/**
 * /cf/publish/raise/dream-summary: a dream raise's summary — what the dream is, the target (whole 元,
 * 100-200,000), the story and pictures. The first save creates the dream case, then who realises it;
 * ?infoUuid= edits a saved dream's summary (then back to confirm).
 */
import { observer } from 'mobx-react';
import { View } from '@tarojs/components';
import { RoutePage, useRoute } from '../../../components/RoutePage';
import { useStores } from '../../../stores/context';
import { RaiseHead } from '../../../components/raise/SectionForm';
import { DreamFormView, DreamGate, DreamSteps, useDream } from '../../../components/raise/DreamParts';
import { useStartedNew } from '../../../components/raise/SectionScreen';
import '../../../components/raise/raise.css';

const SummaryForm = observer(function SummaryForm({ editing }: { editing: boolean }) {
  const dream = useDream();
  const { platform } = useStores();
  return (
    <View className='cf-raise' data-testid='dream-summary'>
      <RaiseHead title='梦想筹款' desc='说清楚梦想是什么、需要多少钱、善款怎么用，平台人工审核通过后即可发布' />
      <DreamSteps at={0} />
      <DreamFormView
        form='summary'
        submitText={editing ? '保存' : '保存，下一步'}
        onSubmit={async () => {
          if ((await dream.saveSummary()) !== 'saved') return;
          const next = editing && dream.summary?.realiserKind ? 'dreamConfirm' : 'dreamRealiser';
          platform.nav.go(next, { infoUuid: dream.infoUuid }, { replace: true });
        }}
      />
    </View>
  );
});

const DreamSummary = observer(function DreamSummary() {
  const dream = useDream();
  const { params } = useRoute();
  const infoUuid = params.infoUuid ?? '';
  const started = useStartedNew(!infoUuid, () => {
    dream.startNew();
  });
  if (!infoUuid) return started ? <SummaryForm editing={false} /> : null;
  return (
    <DreamGate>
      <SummaryForm editing />
    </DreamGate>
  );
});

export default function DreamSummaryPage() {
  return (
    <RoutePage route='dreamSummary'>
      <DreamSummary />
    </RoutePage>
  );
}
