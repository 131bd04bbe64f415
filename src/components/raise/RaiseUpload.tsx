/** An upload field of the raise forms: the shared UploadField (data-testid upload-input on its add button). */
import { UploadField } from '../UploadField';
import type { UploadKind, UploadedFile } from '../../platform/upload-core';

export interface RaiseUploadProps {
  testId: string;
  label: string;
  kind: UploadKind;
  files: UploadedFile[];
  max: number;
  disabled?: boolean;
  error?: string;
  onChange: (files: UploadedFile[]) => void;
}

export function RaiseUpload({ testId, label, kind, files, max, disabled, error, onChange }: RaiseUploadProps) {
  const hint = kind === 'medical' || kind === 'idcard' ? '仅平台审核人员可见' : undefined;
  return <UploadField label={label} kind={kind} value={files} max={max} disabled={disabled} error={error} hint={hint} testId={testId} onChange={onChange} />;
}
