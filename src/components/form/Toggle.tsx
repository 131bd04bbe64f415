/**
 * An on/off toggle built from View (role="switch", aria-checked): the Taro/Stencil Switch pulled the whole
 * web-components chunk into the H5 pay page just for this control. Same look as WeChat's switch.
 */
import { View } from '@tarojs/components';
import './form.css';

export interface ToggleProps {
  checked: boolean;
  onChange: (next: boolean) => void;
  disabled?: boolean;
  testId?: string;
  /** accessible name (the visible label sits next to the toggle) */
  label?: string;
  className?: string;
}

/** A switch: a tap flips `checked` through onChange unless disabled. */
export function Toggle({ checked, onChange, disabled, testId, label, className }: ToggleProps) {
  const cls = ['cf-toggle', checked ? 'cf-toggle--on' : '', disabled ? 'cf-toggle--disabled' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <View
      className={cls}
      data-testid={testId}
      role='switch'
      aria-checked={checked ? 'true' : 'false'}
      aria-disabled={disabled ? 'true' : 'false'}
      aria-label={label}
      onClick={() => {
        if (!disabled) onChange(!checked);
      }}
    >
      <View className='cf-toggle__knob' />
    </View>
  );
}
