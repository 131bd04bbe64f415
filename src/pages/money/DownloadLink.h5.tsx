/** H5: a PDF is a plain link to its absolute URL (same origin: the session cookie goes along). The weapp build uses DownloadLink.tsx. */
import { documents } from '../../platform/document';
import type { DownloadLinkProps } from './DownloadLink.types';

export function DownloadLink({ path, text, testId, fileName, ghost }: DownloadLinkProps) {
  return (
    <a className={`cf-raise__submit${ghost ? ' cf-raise__submit--ghost' : ''} cf-money__link`} href={documents.documentUrl(path)} download={fileName} data-testid={testId}>
      {text}
    </a>
  );
}
