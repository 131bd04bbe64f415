/**
 * The files an upload field is still sending: a preview with 上传中 and its percent, or on failure the
 * Chinese reason and 点击重试; 删除 drops one. Shared by UploadField and the fund-use receipts.
 * Test ids: upload-pending (data-status uploading|error), upload-retry, upload-remove.
 */
import { observer } from 'mobx-react';
import { Image, Text, View } from '@tarojs/components';
import type { UploadFieldState } from './state';

export const PendingTiles = observer(function PendingTiles({ state }: { state: UploadFieldState }) {
  return (
    <>
      {state.pending.map((p) => (
        <View className='cf-upload__item' key={p.key} data-testid='upload-pending' data-status={p.status}>
          {p.picked.previewUrl ? <Image className='cf-upload__img' src={p.picked.previewUrl} mode='aspectFill' imgProps={{ alt: '' }} /> : null}
          {p.status === 'uploading' ? (
            <View className='cf-upload__mask'>
              <Text>{`上传中${p.percent ? ` ${p.percent}%` : '…'}`}</Text>
            </View>
          ) : (
            <View className='cf-upload__mask cf-upload__mask--error' data-testid='upload-retry' onClick={() => state.retry(p.key)}>
              <Text className='cf-upload__mask-text'>{p.error}</Text>
              <Text className='cf-upload__mask-action'>点击重试</Text>
            </View>
          )}
          <View className='cf-upload__remove' data-testid='upload-remove' onClick={() => state.remove(p.key)}>删除</View>
        </View>
      ))}
    </>
  );
});
