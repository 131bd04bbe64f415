/**
 * H5 add button: a <label> wrapping a real <input type=file> (data-testid `upload-input`), so a tap opens
 * the browser's picker and Playwright's setInputFiles reaches it. The mini-program uses AddButton.tsx.
 */
import type { AddButtonProps } from './AddButton.types';

export function AddButton({ text, multiple, disabled, onFiles }: AddButtonProps) {
  return (
    <label className={`cf-upload__add ${disabled ? 'cf-upload__add--disabled' : ''}`}>
      <span className='cf-upload__plus'>+</span>
      <span className='cf-upload__add-text'>{text}</span>
      <input
        className='cf-upload__input'
        type='file'
        accept='image/png,image/jpeg,image/webp,image/gif'
        multiple={multiple}
        disabled={disabled}
        data-testid='upload-input'
        onChange={(e) => {
          const input = e.currentTarget;
          if (input.files && input.files.length) onFiles(Array.from(input.files));
          input.value = ''; // the same file can be picked again after a removal
        }}
      />
    </label>
  );
}
