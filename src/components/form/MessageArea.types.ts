/** Props of the platform MessageArea (MessageArea.h5.tsx / MessageArea.tsx). */
export interface MessageAreaProps {
  value: string;
  onInput: (value: string) => void;
  maxLength: number;
  placeholder?: string;
  testId?: string;
  className?: string;
}
