/**
 * H5 multi-line text field: a plain <textarea> (the H5 build renders HTML components; Taro's Textarea has no
 * HTML version and would load the Stencil web-components chunk). The weapp build uses MessageArea.tsx.
 */
import type { MessageAreaProps } from './MessageArea.types';
import './form.css';

/** A textarea that reports its text (cut to maxLength) through onInput. */
export function MessageArea({ value, onInput, maxLength, placeholder, label, testId, className }: MessageAreaProps) {
  return (
    <textarea
      className={`cf-message-area ${className ?? ''}`}
      data-testid={testId}
      value={value}
      maxLength={maxLength}
      placeholder={placeholder}
      aria-label={label ?? placeholder}
      onInput={(e) => {
        // A CustomEvent (tests) may carry detail.value; a real input event has target.value.
        const detail = (e.nativeEvent as CustomEvent<{ value?: string }>).detail;
        const text = typeof detail?.value === 'string' ? detail.value : (e.target as HTMLTextAreaElement).value;
        onInput(text.slice(0, maxLength));
      }}
      onChange={() => {
        /* controlled through onInput; React wants a handler beside `value` */
      }}
    />
  );
}
