/**
 * Parts of the dream raise's screens (pages/raise/dream-*): the steps bar, one dream form drawn from
 * its fields (stores/raise/dream-forms.ts) with the reviewer's reason, the lock note, the server's
 * refusal and the submit (raise-submit), and the frame that opens the route's dream.
 */
import { useEffect, type ReactNode } from 'react';
import { observer } from 'mobx-react';
import { View, Text } from '@tarojs/components';
import { useFeature } from '../../stores/context';
import { useRoute } from '../RoutePage';
import { ErrorState } from '../StateView';
import { Skeleton } from '../Skeleton';
import { INFO_STATUS } from '../../contract/raise-sections';
import { DREAM_FEATURE, makeDreamStore, type DreamRaiseStore } from '../../stores/raise/DreamRaiseStore';
import { DREAM_FIELDS, type DreamForm } from '../../stores/raise/dream-forms';
import { RaiseField } from './RaiseField';
import { ReviewBanners } from './SectionForm';
import './raise.css';
import './dream.css';

/** The dream store of this root (a feature store: only the dream pages create it). */
export const useDream = (): DreamRaiseStore => useFeature(DREAM_FEATURE, makeDreamStore);

const STEPS = ['梦想信息', '圆梦方', '确认提交', '审核发布'];

/** Where the user is in the four steps (0-3). */
export function DreamSteps({ at }: { at: number }) {
  return (
    <View className='cf-dream__steps' data-testid='dream-steps' data-step={at}>
      {STEPS.map((s, i) => (
        <View key={s} className={`cf-dream__step${i === at ? ' cf-dream__step--on' : ''}${i < at ? ' cf-dream__step--done' : ''}`}>
          <Text className='cf-dream__step-no'>{i < at ? '✓' : i + 1}</Text>
          <Text className='cf-dream__step-name'>{s}</Text>
        </View>
      ))}
    </View>
  );
}

export interface DreamFormViewProps {
  form: DreamForm;
  submitText: string;
  /** the save, as the page wants it (the summary or the realiser) */
  onSubmit: () => unknown;
  hideSubmit?: boolean;
}

/** One dream form: every field with its error under it, banners, the submit. */
export const DreamFormView = observer(function DreamFormView({ form, submitText, onSubmit, hideSubmit }: DreamFormViewProps) {
  const dream = useDream();
  const values = dream.forms[form];
  const errors = dream.shownErrors(form);
  const locked = dream.isLocked(form);
  const status = dream.statusOf(form);
  const reason = status === INFO_STATUS.REJECTED ? dream.reasonOf(form) : '';
  const serverError = dream.serverErrors[form];
  return (
    <View className='cf-raise__form' data-form={form}>
      <ReviewBanners reason={reason} locked={locked} status={status} />
      <View className='cf-raise__card'>
        {DREAM_FIELDS[form].map((f) => (
          <RaiseField key={f.key} field={f} value={values[f.key] ?? ''} error={errors[f.key]} disabled={locked} onChange={(v) => dream.setField(form, f.key, v)} />
        ))}
      </View>
      {serverError ? (
        <View className='cf-raise__banner cf-raise__banner--error' role='alert' data-testid='raise-server-error'>
          <Text>{serverError}</Text>
        </View>
      ) : null}
      {locked || hideSubmit ? null : (
        <View
          className={`cf-raise__submit${dream.submitAct.busy ? ' cf-raise__submit--busy' : ''}`}
          data-testid='raise-submit'
          data-busy={dream.submitAct.busy ? 'true' : 'false'}
          onClick={() => void onSubmit()}
        >
          {dream.submitAct.busy ? '请稍候…' : submitText}
        </View>
      )}
    </View>
  );
});

/** Opens the route's dream (params.infoUuid) and shows its children once it is loaded. */
export const DreamGate = observer(function DreamGate({ children }: { children: ReactNode }) {
  const dream = useDream();
  const { params } = useRoute();
  const infoUuid = params.infoUuid ?? '';
  useEffect(() => {
    if (infoUuid) void dream.open(infoUuid);
  }, [infoUuid, dream]);
  const ready = !!infoUuid && dream.infoUuid === infoUuid && !!dream.summary && !dream.loadAct.busy;
  if (!infoUuid) return <ErrorState text='缺少筹款编号，请从我的筹款进入' />;
  if (dream.loadAct.error && !ready) return <ErrorState text={dream.loadAct.error} onRetry={() => void dream.open(infoUuid)} />;
  if (!ready && !dream.summary) return <Skeleton />;
  return <>{children}</>;
});
