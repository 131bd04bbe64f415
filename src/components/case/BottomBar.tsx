/** The fixed primary action at the bottom of the case and pay pages (with a spacer so content is not hidden). */
import type { ReactNode } from 'react';
import { View } from '@tarojs/components';
import './case.css';

export function BottomBar({ children }: { children: ReactNode }) {
  return (
    <>
      <View className='cf-bottom-spacer' />
      <View className='cf-bottom'>{children}</View>
    </>
  );
}

/**
 * A primary button drawn as a View: a disabled one ignores taps on every platform (no native button
 * quirks), and its data-testid lands on the element tests click.
 */
export function PrimaryButton(props: {
  testId?: string;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
  secondary?: boolean;
}) {
  const { testId, disabled, onClick, children, secondary } = props;
  return (
    <View
      className={`cf-btn ${secondary ? 'cf-btn--secondary' : 'cf-btn--primary'} ${disabled ? 'cf-btn--disabled' : ''}`}
      data-testid={testId}
      aria-disabled={disabled ? 'true' : 'false'}
      role='button'
      onClick={() => {
        if (!disabled) onClick();
      }}
    >
      {children}
    </View>
  );
}
