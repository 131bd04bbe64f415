/** H5: the data copy is a plain download link (same origin: the session cookie goes along). The weapp build uses DataLink.tsx. */
import { fileExport } from '../../../platform/file-export';
import type { DataLinkProps } from './DataLink.types';

export function DataLink({ path, fileName, text }: DataLinkProps) {
  return (
    <a className='acct-btn acct-btn--link' href={fileExport.fileUrl(path)} download={fileName} data-testid='my-data-download'>
      {text}
    </a>
  );
}
