/**
 * A section of the raise form on screen: the reviewer's reason when it was rejected, a note when it is
 * locked in review, every visible field with its error, the server's refusal, and the submit
 * (data-testid raise-submit). Saving is the RaiseStore's; `onSaved` decides where to go next.
 */
import type { ReactNode } from 'react';
import { observer } from 'mobx-react';
import { View, Text } from '@tarojs/components';
import { useStores } from '../../stores/context';
import { INFO_STATUS, type Section } from '../../contract/raise-sections';
import { visibleFields, type FieldDef } from '../../stores/raise/sections';
import { RaiseField } from './RaiseField';
import './raise.css';

export interface SectionFormProps {
  section: Section;
  submitText?: string;
  /** called after a successful save */
  onSaved: () => unknown;
  /** per-field overrides of the hint (e.g. the target's range for the chosen kind) */
  hints?: Record<string, string>;
  children?: ReactNode;
}

/** A form part's review state above its fields: the reviewer's reason when rejected, a note while locked. */
export function ReviewBanners({ reason, locked, status }: { reason?: string; locked: boolean; status: number }) {
  return (
    <>
      {reason ? (
        <View className='cf-raise__banner cf-raise__banner--error' data-testid='raise-reject-reason'>
          <Text>审核未通过：{reason}</Text>
          <Text>请按要求修改后重新提交</Text>
        </View>
      ) : null}
      {locked ? (
        <View className='cf-raise__banner cf-raise__banner--info' data-testid='raise-locked'>
          <Text>{status === INFO_STATUS.PASS ? '该项资料已审核通过' : '资料审核中，暂不可修改'}</Text>
        </View>
      ) : null}
    </>
  );
}

export const SectionForm = observer(function SectionForm({ section, submitText = '保存并继续', onSaved, hints, children }: SectionFormProps) {
  const { raise } = useStores();
  const values = raise.forms[section];
  const errors = raise.shownErrors(section);
  const status = raise.statuses[section];
  const locked = !raise.canEdit(section);
  const reason = status === INFO_STATUS.REJECTED ? raise.reasons[section] : '';
  const serverError = raise.serverErrors[section];
  const fields: FieldDef[] = visibleFields(section, values, raise.raiseType).map((f) => (hints?.[f.key] ? { ...f, hint: hints[f.key] } : f));
  return (
    <View className='cf-raise__form' data-section={section}>
      <ReviewBanners reason={reason} locked={locked} status={status} />
      <View className='cf-raise__card'>
        {fields.map((f) => (
          <RaiseField
            key={f.key}
            field={f}
            value={values[f.key] ?? ''}
            error={errors[f.key]}
            disabled={locked}
            onChange={(v) => raise.setField(section, f.key, v)}
          />
        ))}
      </View>
      {children}
      {serverError ? (
        <View className='cf-raise__banner cf-raise__banner--error' role='alert' data-testid='raise-server-error'>
          <Text>{serverError}</Text>
        </View>
      ) : null}
      {locked ? null : (
        <View
          className={`cf-raise__submit${raise.submitAct.busy ? ' cf-raise__submit--busy' : ''}`}
          data-testid='raise-submit'
          role='button'
          data-busy={raise.submitAct.busy ? 'true' : 'false'}
          onClick={async () => {
            if ((await raise.saveSection(section)) === 'saved') onSaved();
          }}
        >
          {raise.submitAct.busy ? '请稍候…' : submitText}
        </View>
      )}
    </View>
  );
});

/** A page head: title and a line of explanation. */
export function RaiseHead({ title, desc }: { title: string; desc?: string }) {
  return (
    <View className='cf-raise__head'>
      <Text className='cf-raise__title'>{title}</Text>
      {desc ? <Text className='cf-raise__desc'>{desc}</Text> : null}
    </View>
  );
}

/** A success screen: check mark, title, text, and its actions. */
export function RaiseDone({ title, desc, children }: { title: string; desc?: string; children?: ReactNode }) {
  return (
    <View className='cf-raise'>
      <View className='cf-raise__done' data-testid='raise-done'>
        <Text className='cf-raise__done-icon'>✓</Text>
        <Text className='cf-raise__done-title'>{title}</Text>
        {desc ? <Text className='cf-raise__done-desc'>{desc}</Text> : null}
      </View>
      {children}
    </View>
  );
}

/** A big button (primary or ghost). */
export function RaiseButton({ text, onClick, ghost, testId }: { text: string; onClick: () => void; ghost?: boolean; testId?: string }) {
  return (
    <View className={`cf-raise__submit${ghost ? ' cf-raise__submit--ghost' : ''}`} role='button' data-testid={testId} onClick={onClick}>
      {text}
    </View>
  );
}
