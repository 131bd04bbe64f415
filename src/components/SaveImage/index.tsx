/**
 * Saving a picture (the share poster): where the app saves it itself (the mini-program) a 保存到相册
 * button that asks for the album permission (platform.media.saveImage) and says how it went; elsewhere
 * (H5) the reader long-presses the picture, and the hint says so.
 */
import { useState } from 'react';
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { useStores } from '../../stores/context';
import type { SaveImageOutcome } from '../../platform/types';
import './index.css';

export const SAVE_IMAGE_TEXT: Record<SaveImageOutcome, string> = {
  saved: '已保存到相册',
  denied: '未获得相册权限，图片没有保存',
  failed: '保存失败，请稍后重试',
};
/** The hint under the picture: how to save it here. */
export const SAVE_HINT = { button: '点击下方按钮保存到相册，或长按图片发送给好友', longPress: '长按图片保存到相册，或发送给好友' } as const;

export const SaveImage = observer(function SaveImage({ url, testId, note }: { url: string; testId: string; note?: string }) {
  const { platform, ui } = useStores();
  const [busy, setBusy] = useState(false);
  const canSave = platform.media.canSaveImage();
  const hint = `${canSave ? SAVE_HINT.button : SAVE_HINT.longPress}${note ? `，${note}` : ''}`;
  const save = async () => {
    if (busy) return;
    setBusy(true);
    try {
      ui.showToast(SAVE_IMAGE_TEXT[await platform.media.saveImage(url)]);
    } finally {
      setBusy(false);
    }
  };
  return (
    <View className='cf-save-image'>
      <Text className='cf-save-image__hint' data-testid={`${testId}-hint`}>{hint}</Text>
      {canSave ? (
        <View className={`cf-save-image__btn ${busy ? 'cf-save-image__btn--busy' : ''}`} role='button' aria-disabled={busy} data-testid={`${testId}-save`} onClick={() => void save()}>
          {busy ? '正在保存…' : '保存到相册'}
        </View>
      ) : null}
    </View>
  );
});
