/**
 * One field of a raise form, drawn from its FieldDef (stores/raise/sections.ts): text, digits, ID
 * number, long text, choice chips, yes/no, or uploads. The error shows right under the field with
 * role="alert" (data-testid `<field testId>-error`).
 */
import { View, Text, Input } from '@tarojs/components';
import { MessageArea } from '../form/MessageArea';
import { filesOf, type FieldDef, type FieldValue } from '../../stores/raise/sections';
import { RaiseUpload } from './RaiseUpload';
import { stripEmoji } from '../../contract/rules/text';
import './raise.css';

export interface RaiseFieldProps {
  field: FieldDef;
  value: FieldValue;
  error?: string;
  disabled?: boolean;
  onChange: (value: FieldValue) => void;
}

type InputEvent = { detail: { value: string } };

/** What a field keeps of typed text: digits only for amounts and account numbers, ID characters for ID numbers. */
function clean(field: FieldDef, text: string): string {
  let v = text;
  if (field.kind === 'digits') v = v.replace(/[^\d ]/g, '');
  if (field.kind === 'idcard') v = v.replace(/[^\dXx]/g, '').toUpperCase();
  if (field.noEmoji) v = stripEmoji(v);
  return field.maxLength ? v.slice(0, field.maxLength) : v;
}

function Chips({ field, value, disabled, onChange }: RaiseFieldProps) {
  const opts = field.kind === 'yesno' ? [{ value: 'yes', label: '是' }, { value: 'no', label: '否' }] : field.options ?? [];
  const current = field.kind === 'yesno' ? (value === true ? 'yes' : value === false ? 'no' : '') : String(value ?? '');
  return (
    <View className='cf-raise__chips' data-testid={field.testId} data-value={current} role='radiogroup' aria-label={field.label}>
      {opts.map((o) => (
        <View
          key={o.value}
          className={`cf-raise__chip${current === o.value ? ' cf-raise__chip--on' : ''}`}
          data-testid={`${field.testId}-${o.value}`}
          role='radio'
          aria-checked={current === o.value ? 'true' : 'false'}
          onClick={() => {
            if (disabled) return;
            onChange(field.kind === 'yesno' ? o.value === 'yes' : o.value);
          }}
        >
          {o.label}
        </View>
      ))}
    </View>
  );
}

export function RaiseField(props: RaiseFieldProps) {
  const { field, value, error, disabled, onChange } = props;
  let control;
  if (field.kind === 'select' || field.kind === 'yesno') control = <Chips {...props} />;
  else if (field.kind === 'upload') {
    // UploadField draws its own label and error
    return (
      <View className='cf-raise__field' data-field={field.key}>
        <RaiseUpload
          testId={field.testId}
          label={field.label}
          kind={field.uploadKind ?? 'photo'}
          files={filesOf(value)}
          max={field.max ?? 9}
          disabled={disabled}
          onChange={onChange}
        />
        {error ? (
          <View className='cf-raise__error' role='alert' data-testid={`${field.testId}-error`}>
            {error}
          </View>
        ) : null}
      </View>
    );
  } else if (field.kind === 'textarea') {
    control = (
      <MessageArea className='cf-raise__area' testId={field.testId} value={String(value ?? '')} maxLength={field.maxLength ?? 3000} placeholder={field.placeholder} label={field.label} onInput={(v) => onChange(v)} />
    );
  } else {
    control = (
      <View className={`cf-raise__input${error ? ' cf-raise__input--error' : ''}`}>
        <Input
          className='cf-raise__field-input'
          data-testid={field.testId}
          type={field.kind === 'amount' ? 'digit' : field.kind === 'idcard' ? 'idcard' : 'text'}
          value={String(value ?? '')}
          placeholder={field.placeholder ?? `请输入${field.label.replace(/（.*）/, '')}`}
          maxlength={field.maxLength ?? 100}
          disabled={disabled}
          onInput={(e: InputEvent) => {
            const v = clean(field, e.detail.value);
            onChange(v);
            return v;
          }}
        />
      </View>
    );
  }
  return (
    <View className='cf-raise__field' data-field={field.key}>
      <Text className='cf-raise__label'>{field.label}</Text>
      {control}
      {field.hint ? <Text className='cf-raise__hint'>{field.hint}</Text> : null}
      {error ? (
        <View className='cf-raise__error' role='alert' data-testid={`${field.testId}-error`}>
          {error}
        </View>
      ) : null}
    </View>
  );
}
