/**
 * H5 receipt add button: a <label data-testid="fund-use-upload"> wrapping a real <input type=file
 * data-testid="fund-use-file">, so a tap opens the browser's picker and Playwright's setInputFiles
 * reaches it. The mini-program uses ReceiptAdd.tsx.
 */
import type { ReceiptAddProps } from './ReceiptAdd.types';

export function ReceiptAdd({ multiple, onFiles }: ReceiptAddProps) {
  return (
    <label className='cf-upload__add' data-testid='fund-use-upload'>
      <span className='cf-upload__plus'>+</span>
      <span className='cf-upload__add-text'>上传票据</span>
      <input
        className='cf-upload__input'
        type='file'
        accept='image/png,image/jpeg,image/webp,image/gif'
        multiple={multiple}
        data-testid='fund-use-file'
        aria-label='上传票据照片'
        onChange={(e) => {
          const input = e.currentTarget;
          if (input.files && input.files.length) onFiles(Array.from(input.files));
          input.value = ''; // the same file can be picked again after a removal
        }}
      />
    </label>
  );
}
