/** Mini-program multi-line text field: the native textarea (H5 uses MessageArea.h5.tsx, a plain textarea). */
import { Textarea } from '@tarojs/components';
import type { MessageAreaProps } from './MessageArea.types';

/** A textarea that reports its text (cut to maxLength) through onInput. */
export function MessageArea({ value, onInput, maxLength, placeholder, label, testId, className }: MessageAreaProps) {
  return (
    <Textarea
      className={className}
      data-testid={testId}
      value={value}
      maxlength={maxLength}
      placeholder={placeholder}
      aria-label={label ?? placeholder}
      onInput={(e) => onInput(String(e.detail.value ?? '').slice(0, maxLength))}
    />
  );
}
