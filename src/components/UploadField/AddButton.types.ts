/** Props of the platform add button (AddButton.h5.tsx: a real file input; AddButton.tsx: the mini-program picker). */
export interface AddButtonProps {
  text: string;
  multiple: boolean;
  disabled?: boolean;
  /** H5: the files the input got. */
  onFiles: (files: ArrayLike<File>) => void;
  /** Mini-program: open the picker. */
  onPick: () => void;
}
