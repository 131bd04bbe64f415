/** Props of the receipt add button (ReceiptAdd.h5.tsx: a real file input; ReceiptAdd.tsx: the mini-program picker). */
export interface ReceiptAddProps {
  multiple: boolean;
  /** H5: the files the input got. */
  onFiles: (files: ArrayLike<File>) => void;
  /** Mini-program: open the picker. */
  onPick: () => void;
}
