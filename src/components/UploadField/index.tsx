/**
 * UploadField: a labelled group of images for a form: uploaded thumbnails (each with 删除), the files
 * being sent (progress; on failure the Chinese reason and 重试), and an add button while fewer than
 * `max` files are there. On H5 the add button is a real <input type=file data-testid="upload-input">.
 *
 * Usage (the form keeps the uploaded files; the field keeps only what is in flight):
 *
 *   <UploadField
 *     label='身份证正反面' kind='idcard' max={2} hint='仅平台审核人员可见'
 *     value={section.idCardFiles}                       // UploadedFile[] (fileId, url, thumbUrl, largeUrl, private)
 *     onChange={(files) => section.setIdCardFiles(files)}
 *     onBusyChange={(busy) => section.setUploading(busy)} // e.g. keep submit disabled while sending
 *     testId='patient-id-card-photos'
 *   />
 *
 * kind: 'cover' | 'photo' | 'progress' | 'receipt' are public; 'idcard' | 'bankcard' | 'medical' |
 * 'certificate' are private (their URLs work only for the uploader and staff). Store `fileId` (and the
 * URLs) in the form. Test ids: upload-field (or testId), upload-item, upload-remove, upload-pending
 * (data-status uploading|error), upload-retry, upload-error, upload-input.
 */
import { useEffect, useLayoutEffect, useState } from 'react';
import { observer } from 'mobx-react';
import { Image, Text, View } from '@tarojs/components';
import type { UploadedFile, UploadKind } from '../../platform/upload-core';
import { useStores } from '../../stores/context';
import { AddButton } from './AddButton';
import { UploadFieldState } from './state';
import { PendingTiles } from './PendingTiles';
import './index.css';

export interface UploadFieldProps {
  label: string;
  kind: UploadKind;
  value: UploadedFile[];
  onChange: (files: UploadedFile[]) => void;
  /** Most files (default 9). */
  max?: number;
  hint?: string;
  /** Text under the plus (default 上传图片). */
  addText?: string;
  disabled?: boolean;
  /** Told when sending starts and ends. */
  onBusyChange?: (busy: boolean) => void;
  /** data-testid of the whole field (default upload-field). */
  testId?: string;
  /** An error from the form (e.g. 请上传身份证照片), shown under the field. */
  error?: string;
}

export const UploadField = observer(function UploadField(props: UploadFieldProps) {
  const { label, kind, value, onChange, max = 9, hint, addText = '上传图片', disabled, onBusyChange, testId, error } = props;
  const { platform } = useStores();
  const [state] = useState(() => new UploadFieldState(platform.upload, kind, max, onChange));
  state.sync(value, kind, max, onChange);
  const busy = state.busy;
  // In the same commit as the tiles: a submit tapped right after a file appears already knows it is in
  // (Preact runs plain effects after the next frame).
  useLayoutEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);
  useEffect(() => {
    void state.resolveThumbs();
  }, [state, value]);

  const room = state.remaining();
  const message = state.notice || error;
  return (
    <View className='cf-upload' data-testid={testId ?? 'upload-field'} data-kind={kind}>
      <View className='cf-upload__head'>
        <Text className='cf-upload__label'>{label}</Text>
        <Text className='cf-upload__count'>{`${value.length}/${max}`}</Text>
      </View>
      {hint ? <Text className='cf-upload__hint'>{hint}</Text> : null}
      <View className='cf-upload__grid'>
        {value.map((f) => (
          <View className='cf-upload__item' key={f.fileId} data-testid='upload-item' data-file-id={f.fileId}>
            <Image className='cf-upload__img' src={state.thumbOf(f)} mode='aspectFill' imgProps={{ alt: '' }} />
            {disabled ? null : (
              <View className='cf-upload__remove' data-testid='upload-remove' onClick={() => state.remove(f.fileId)}>删除</View>
            )}
          </View>
        ))}
        <PendingTiles state={state} />
        {room > 0 && !disabled ? (
          <AddButton text={addText} multiple={room > 1} onFiles={(files) => state.addFromInput(files)} onPick={() => void state.pick()} />
        ) : null}
      </View>
      {message ? <Text className='cf-upload__error' data-testid='upload-error'>{message}</Text> : null}
    </View>
  );
});
