/**
 * The fund-use form's receipts: uploaded thumbnails (删除), files being sent (progress; on failure the
 * reason and 点击重试), and the add button while fewer than `max` are there. Uploads go through the
 * upload adapter as kind `receipt` (public: approved receipts show on the case's ledger). The logic
 * is UploadField's (UploadFieldState); this field only has the fund-use test ids (fund-use-upload,
 * fund-use-file, fund-use-receipt, fund-use-receipt-remove).
 */
import { useLayoutEffect, useState } from 'react';
import { observer } from 'mobx-react';
import { Image, Text, View } from '@tarojs/components';
import type { UploadedFile } from '../../platform/upload-core';
import { useStores } from '../../stores/context';
import { UploadFieldState } from '../UploadField/state';
import { ReceiptAdd } from './ReceiptAdd';
import { PendingTiles } from '../UploadField/PendingTiles';
import '../UploadField/index.css';

export interface ReceiptFieldProps {
  value: UploadedFile[];
  onChange: (files: UploadedFile[]) => void;
  onBusyChange: (busy: boolean) => void;
  max: number;
}

export const ReceiptField = observer(function ReceiptField({ value, onChange, onBusyChange, max }: ReceiptFieldProps) {
  const { platform } = useStores();
  const [state] = useState(() => new UploadFieldState(platform.upload, 'receipt', max, onChange));
  state.sync(value, 'receipt', max, onChange);
  const busy = state.busy;
  // In the same commit as the tiles (see UploadField): a submit right after a file appears knows it is in.
  useLayoutEffect(() => onBusyChange(busy), [busy, onBusyChange]);
  const room = state.remaining();
  return (
    <View className='cf-upload' data-testid='fund-use-receipts'>
      <View className='cf-upload__head'>
        <Text className='cf-upload__label'>票据照片</Text>
        <Text className='cf-upload__count'>{`${value.length}/${max}`}</Text>
      </View>
      <Text className='cf-upload__hint'>医院发票、收费单据、缴费凭证等，审核通过后在筹款页公示，请遮挡身份证号等敏感信息</Text>
      <View className='cf-upload__grid'>
        {value.map((f) => (
          <View className='cf-upload__item' key={f.fileId} data-testid='fund-use-receipt' data-file-id={f.fileId}>
            <Image className='cf-upload__img' src={state.thumbOf(f)} mode='aspectFill' imgProps={{ alt: '' }} />
            <View className='cf-upload__remove' data-testid='fund-use-receipt-remove' onClick={() => state.remove(f.fileId)}>删除</View>
          </View>
        ))}
        <PendingTiles state={state} />
        {room > 0 ? <ReceiptAdd multiple={room > 1} onFiles={(files) => state.addFromInput(files)} onPick={() => void state.pick()} /> : null}
      </View>
      {state.notice ? <Text className='cf-upload__error' data-testid='upload-error'>{state.notice}</Text> : null}
    </View>
  );
});
