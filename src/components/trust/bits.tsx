/**
 * Small pieces the trust screens share: a page head, a card, a labelled text field, choice chips, the
 * big submit, a Chinese error line (role="alert") and a done screen. User-entered text is always a
 * plain text child (never HTML).
 */
import type { ReactNode } from 'react';
import { Input, Text, View } from '@tarojs/components';
import { MessageArea } from '../form/MessageArea';
import { chinaDay } from '../../lib/time';
import '../raise/raise.css';
import './trust.css';

export function Head({ title, desc }: { title: string; desc?: string }) {
  return (
    <View className='cf-raise__head'>
      <Text className='cf-raise__title'>{title}</Text>
      {desc ? <Text className='cf-raise__desc'>{desc}</Text> : null}
    </View>
  );
}

export function Card({ title, children, testId }: { title?: string; children: ReactNode; testId?: string }) {
  return (
    <View className='cf-raise__card' data-testid={testId}>
      {title ? (
        <View className='cf-raise__field'>
          <Text className='cf-raise__label'>{title}</Text>
        </View>
      ) : null}
      <View className='cf-trust__body'>{children}</View>
    </View>
  );
}

/** An error line; testId defaults to trust-error. */
export function Alert({ text, testId = 'trust-error' }: { text?: string | null; testId?: string }) {
  if (!text) return null;
  return (
    <View className='cf-raise__error' role='alert' data-testid={testId}>
      {text}
    </View>
  );
}

type InputEvent = { detail: { value: string } };

export function TextField(props: {
  label: string; value: string; onChange: (v: string) => void; testId: string; error?: string; placeholder?: string; maxLength?: number; long?: boolean; hint?: string;
}) {
  const { label, value, onChange, testId, error, placeholder, maxLength = 50, long, hint } = props;
  return (
    <View className='cf-raise__field'>
      <Text className='cf-raise__label'>{label}</Text>
      {long ? (
        <MessageArea className='cf-raise__area' testId={testId} value={value} maxLength={maxLength} placeholder={placeholder} label={label} onInput={onChange} />
      ) : (
        <View className={`cf-raise__input${error ? ' cf-raise__input--error' : ''}`}>
          <Input
            data-testid={testId}
            type='text'
            value={value}
            placeholder={placeholder ?? `请输入${label}`}
            maxlength={maxLength}
            onInput={(e: InputEvent) => {
              onChange(e.detail.value);
              return e.detail.value;
            }}
          />
        </View>
      )}
      {long ? <Text className='cf-raise__hint'>{`${value.length}/${maxLength}`}</Text> : null}
      {hint ? <Text className='cf-raise__hint'>{hint}</Text> : null}
      <Alert text={error} testId={`${testId}-error`} />
    </View>
  );
}

export function Chips<T extends string>(props: {
  options: { value: T; label: string; key?: string }[]; value: string; onChange: (v: T) => void; testId: string; label: string;
}) {
  const { options, value, onChange, testId, label } = props;
  return (
    <View className='cf-raise__chips' data-testid={testId} data-value={value} role='radiogroup' aria-label={label}>
      {options.map((o) => (
        <View
          key={o.value}
          className={`cf-raise__chip${value === o.value ? ' cf-raise__chip--on' : ''}`}
          data-testid={`${testId}-${o.key ?? o.value}`}
          role='radio'
          aria-checked={value === o.value ? 'true' : 'false'}
          onClick={() => onChange(o.value)}
        >
          {o.label}
        </View>
      ))}
    </View>
  );
}

export function Submit({ testId, busy, onClick, children, ghost }: { testId: string; busy?: boolean; onClick: () => void; children: ReactNode; ghost?: boolean }) {
  return (
    <View
      className={`cf-raise__submit${busy ? ' cf-raise__submit--busy' : ''}${ghost ? ' cf-raise__submit--ghost' : ''}`}
      data-testid={testId}
      role='button'
      aria-disabled={busy ? 'true' : 'false'}
      onClick={() => {
        if (!busy) onClick();
      }}
    >
      {busy ? '请稍候…' : children}
    </View>
  );
}

export function Done({ title, desc, children, testId }: { title: string; desc?: string; children?: ReactNode; testId?: string }) {
  return (
    <View className='cf-raise__done' data-testid={testId}>
      <Text className='cf-raise__done-icon'>✓</Text>
      <Text className='cf-raise__done-title'>{title}</Text>
      {desc ? <Text className='cf-raise__done-desc'>{desc}</Text> : null}
      {children}
    </View>
  );
}

/** yyyy-mm-dd of a millisecond timestamp (China time). */
export const day = chinaDay;
