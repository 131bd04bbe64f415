/** Props of the platform MessageArea (MessageArea.h5.tsx / MessageArea.tsx). */
export interface MessageAreaProps {
  value: string;
  onInput: (value: string) => void;
  maxLength: number;
  placeholder?: string;
  /** accessible name (screen readers); the placeholder alone is not a label */
  label?: string;
  testId?: string;
  className?: string;
}
