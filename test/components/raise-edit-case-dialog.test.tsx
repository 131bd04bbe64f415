/**
 * The edit-case dialog on the owner's case page: the text says only part of the content can be
 * changed and it needs manual review, buttons 确认 / 我再想想; 我再想想 changes nothing, 确认 opens the
 * title/story form whose submit files a revision (add-or-update-base-info with the case's infoUuid).
 */
import { fireEvent, screen } from '@testing-library/react';
import { View } from '@tarojs/components';
import { EditCaseDialog, EDIT_CASE_TEXT } from '../../src/components/case/EditCaseDialog';
import { Overlays } from '../../src/components/Overlays';
import { flush, renderPage, typeInto } from './render';

const STORY = '我的妻子今年三十四岁，体检发现乳腺癌，已经做完手术，还需要八次化疗。';

function Owner() {
  return (
    <View>
      <EditCaseDialog infoUuid='c1' title='妻子乳腺癌术后化疗' content={STORY} />
      <Overlays />
    </View>
  );
}

test('我再想想 keeps the case as it is; 确认 opens the form and a valid edit is filed for review', async () => {
  const { api } = renderPage(Owner);
  fireEvent.click(screen.getByTestId('case-edit'));
  await flush();
  expect(screen.getByTestId('dialog').textContent).toContain('仅可修改部分内容');
  expect(screen.getByTestId('dialog').textContent).toContain('需要人工审核');
  expect(screen.getByTestId('dialog-confirm').textContent).toBe('确认');
  expect(screen.getByTestId('dialog-cancel').textContent).toBe('我再想想');
  expect(EDIT_CASE_TEXT.cancel).toBe('我再想想');

  fireEvent.click(screen.getByTestId('dialog-cancel'));
  await flush();
  expect(screen.queryByTestId('case-edit-form')).toBeNull();

  fireEvent.click(screen.getByTestId('case-edit'));
  await flush();
  fireEvent.click(screen.getByTestId('dialog-confirm'));
  await flush();
  typeInto(screen.getByTestId('case-edit-title'), '短');
  fireEvent.click(screen.getByTestId('case-edit-submit'));
  await flush();
  expect(screen.getByTestId('case-edit-error').textContent).toBe('筹款标题须为5-60个字');
  expect(screen.getByTestId('case-edit-error').getAttribute('role')).toBe('alert');
  expect(api.raise.baseInfo).not.toHaveBeenCalled();

  api.raise.baseInfo.mockResolvedValue({ revisionId: 'rv1', status: 'PENDING' });
  typeInto(screen.getByTestId('case-edit-title'), '妻子乳腺癌术后化疗，求助好心人');
  fireEvent.click(screen.getByTestId('case-edit-submit'));
  await flush();
  expect(api.raise.baseInfo).toHaveBeenCalledWith({ infoUuid: 'c1', title: '妻子乳腺癌术后化疗，求助好心人', content: STORY });
  expect(screen.queryByTestId('case-edit-form')).toBeNull();
  expect(screen.getByTestId('toast').textContent).toBe('已提交，审核通过后更新');
});
