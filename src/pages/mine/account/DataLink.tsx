/** Mini-program: the data copy is downloaded with the session cookie and sent to a chat (platform/file-export). H5 uses DataLink.h5.tsx. */
import { useState } from 'react';
import { View } from '@tarojs/components';
import { FILE_EXPORT_TEXT, fileExport } from '../../../platform/file-export';
import { useStores } from '../../../stores/context';
import type { DataLinkProps } from './DataLink.types';

export function DataLink({ path, fileName, text }: DataLinkProps) {
  const { ui } = useStores();
  const [busy, setBusy] = useState(false);
  const send = () => {
    if (busy) return;
    setBusy(true);
    fileExport
      .send(path, fileName)
      .catch((err: unknown) => ui.showToast(err instanceof Error && err.message ? err.message : FILE_EXPORT_TEXT.failed))
      .finally(() => setBusy(false));
  };
  return (
    <View className='acct-btn' role='button' data-testid='my-data-download' data-href={fileExport.fileUrl(path)} onClick={send}>
      {busy ? '正在准备…' : text}
    </View>
  );
}
