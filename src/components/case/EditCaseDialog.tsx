/**
 * The owner's "修改筹款信息" on the case page: first the dialog (only part of the content can be
 * changed and the change needs manual review; 确认 / 我再想想), then title and story in place; the
 * submit files a revision for staff (the public text stays until it is approved).
 * Test ids: case-edit, case-edit-title, case-edit-story, case-edit-submit, case-edit-error.
 */
import { useState } from 'react';
import { observer } from 'mobx-react';
import { View, Text, Input } from '@tarojs/components';
import { useStores } from '../../stores/context';
import { MessageArea } from '../form/MessageArea';
import { CONTENT_LEN, TITLE_LEN } from '../../lib/raise-validation';
import '../raise/raise.css';

export const EDIT_CASE_TEXT = {
  title: '修改筹款信息',
  content: '筹款发布后仅可修改部分内容（标题和筹款故事），提交后需要人工审核，审核通过后才会更新',
  confirm: '确认',
  cancel: '我再想想',
} as const;

export interface EditCaseDialogProps {
  infoUuid: string;
  title: string;
  content: string;
}

export const EditCaseDialog = observer(function EditCaseDialog({ infoUuid, title, content }: EditCaseDialogProps) {
  const { ui, raise } = useStores();
  const [editing, setEditing] = useState(false);
  const [t, setT] = useState(title);
  const [c, setC] = useState(content);
  const act = raise.mine.submitAct;

  const open = async () => {
    const ok = await ui.showDialog({ title: EDIT_CASE_TEXT.title, content: EDIT_CASE_TEXT.content, confirmText: EDIT_CASE_TEXT.confirm, cancelText: EDIT_CASE_TEXT.cancel });
    if (!ok) return;
    act.clear();
    setEditing(true);
  };
  const submit = async () => {
    if (act.busy) return;
    const msg = await raise.mine.submitRevision(infoUuid, t, c);
    if (!msg) setEditing(false);
  };

  if (!editing) {
    return (
      <View className='cf-owner-entry' data-testid='case-edit' role='button' onClick={() => void open()}>
        <Text>{EDIT_CASE_TEXT.title}</Text>
        <Text>›</Text>
      </View>
    );
  }
  return (
    <View className='cf-raise__card' data-testid='case-edit-form'>
      <View className='cf-raise__field'>
        <Text className='cf-raise__label'>筹款标题</Text>
        <View className='cf-raise__input'>
          <Input className='cf-raise__field-input' data-testid='case-edit-title' value={t} maxlength={TITLE_LEN[1]} onInput={(e) => setT(e.detail.value)} />
        </View>
        <Text className='cf-raise__hint'>{`${TITLE_LEN[0]}-${TITLE_LEN[1]}个字`}</Text>
      </View>
      <View className='cf-raise__field'>
        <Text className='cf-raise__label'>筹款故事</Text>
        <MessageArea className='cf-raise__area' testId='case-edit-story' value={c} maxLength={CONTENT_LEN[1]} onInput={setC} />
        <Text className='cf-raise__hint'>{`${CONTENT_LEN[0]}-${CONTENT_LEN[1]}个字，提交后需人工审核`}</Text>
      </View>
      {act.error ? (
        <View className='cf-raise__error' role='alert' data-testid='case-edit-error'>
          {act.error}
        </View>
      ) : null}
      <View className='cf-raise__chips' style={{ marginTop: '12px' }}>
        <View className='cf-raise__chip cf-raise__chip--on' data-testid='case-edit-submit' onClick={() => void submit()}>
          {act.busy ? '提交中…' : '提交审核'}
        </View>
        <View className='cf-raise__chip' onClick={() => setEditing(false)}>
          取消
        </View>
      </View>
    </View>
  );
});
