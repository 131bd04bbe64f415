/** Mini-program: a PDF is downloaded with the session cookie and opened in WeChat's viewer (platform/document). H5 uses DownloadLink.h5.tsx. */
import { useState } from 'react';
import { View } from '@tarojs/components';
import { documents, DOCUMENT_TEXT } from '../../platform/document';
import { useStores } from '../../stores/context';
import type { DownloadLinkProps } from './DownloadLink.types';

export function DownloadLink({ path, text, testId, ghost }: DownloadLinkProps) {
  const { ui } = useStores();
  const [busy, setBusy] = useState(false);
  const open = () => {
    if (busy) return;
    setBusy(true);
    documents
      .open(path)
      .catch((err: unknown) => ui.showToast(err instanceof Error && err.message ? err.message : DOCUMENT_TEXT.failed))
      .finally(() => setBusy(false));
  };
  return (
    <View className={`cf-raise__submit${ghost ? ' cf-raise__submit--ghost' : ''}`} data-testid={testId} data-href={documents.documentUrl(path)} onClick={open}>
      {busy ? '下载中…' : text}
    </View>
  );
}
