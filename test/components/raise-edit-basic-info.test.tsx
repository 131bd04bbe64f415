/**
 * The edit-basic-info page (issue 7): the kind selector, each bad field's Chinese message next to it
 * (role="alert"), and the first save creating the case in whole 元 -> fen, then the success page.
 */
import { fireEvent, screen } from '@testing-library/react';
import EditBasicInfoPage from '../../src/pages/raise/edit-basic-info';
import { createFakeApi, TEST_USER } from '../setup/fakeApi';
import { ApiError } from '../../src/services/errors';
import { flush, renderPage, typeInto } from './render';
import { RaiseStore } from '../../src/stores/RaiseStore';

async function open(path = '/cf/publish/raise/edit-basic-info') {
  const api = createFakeApi();
  api.account.loginCheck.mockResolvedValue({ loggedIn: true, user: TEST_USER });
  const r = renderPage(EditBasicInfoPage, { path, api });
  await flush(10);
  screen.getByTestId('raise-submit');
  return r;
}

const errorOf = (testId: string) => screen.queryByTestId(`${testId}-error`);
const submit = async () => {
  fireEvent.click(screen.getByTestId('raise-submit'));
  await flush();
};
const area = (testId: string, value: string) =>
  fireEvent.input(screen.getByTestId(testId), { target: { value } });

test('no error shows before the first submit; then each field says what is wrong, next to it', async () => {
  const { api } = await open();
  expect(errorOf('raise-title')).toBeNull();
  await submit();
  expect(errorOf('raise-title')?.textContent).toBe('请填写筹款标题');
  expect(errorOf('raise-title')?.getAttribute('role')).toBe('alert');
  expect(errorOf('raise-story')?.textContent).toBe('请填写筹款说明');
  expect(errorOf('raise-target')?.textContent).toBe('请填写目标金额');
  typeInto(screen.getByTestId('raise-title'), '救救');
  expect(errorOf('raise-title')?.textContent).toBe('筹款标题须为5-60个字');
  area('raise-story', '太短了');
  expect(errorOf('raise-story')?.textContent).toBe('筹款说明须为20-3000个字');
  for (const bad of ['0', '1000.5', '500001']) {
    typeInto(screen.getByTestId('raise-target'), bad);
    expect(errorOf('raise-target')?.textContent).toBe('目标金额须为1000-500000元的整数');
  }
  expect(api.raise.baseInfo).not.toHaveBeenCalled();
});

test('the kind changes the target range stated on the form and checked', async () => {
  await open();
  expect(screen.getByTestId('raise-type-0').getAttribute('aria-checked')).toBe('true');
  expect(screen.getByText('大病救助目标金额为1000-500000元的整数')).toBeTruthy();
  fireEvent.click(screen.getByTestId('raise-type-1'));
  expect(screen.getByTestId('raise-type-1').getAttribute('aria-checked')).toBe('true');
  expect(screen.getByText('物资筹集目标金额为100-100000元的整数')).toBeTruthy();
  typeInto(screen.getByTestId('raise-target'), '200000');
  await submit();
  expect(errorOf('raise-target')?.textContent).toBe('目标金额须为100-100000元的整数');
  expect(screen.getByTestId('raise-type-99')).toBeTruthy();
});

test('a valid form creates the case and goes to the success page; a server refusal shows on screen', async () => {
  const { api, platform } = await open();
  typeInto(screen.getByTestId('raise-title'), '救救我的孩子小明');
  area('raise-story', '小明今年六岁，确诊白血病，需要骨髓移植，家里已经花光积蓄。');
  typeInto(screen.getByTestId('raise-target'), '300000');
  api.raise.baseInfo.mockRejectedValueOnce(new ApiError(403, '您已被限制发起筹款', 403));
  await submit();
  expect(screen.getByTestId('raise-server-error').textContent).toBe('您已被限制发起筹款');
  api.raise.baseInfo.mockResolvedValue({ infoUuid: 'c9', baseStatus: 1 });
  await submit();
  expect(api.raise.baseInfo).toHaveBeenLastCalledWith(expect.objectContaining({ raiseType: 0, targetAmount: 30_000_000, title: '救救我的孩子小明', attachments: [] }));
  expect(platform.nav.history.at(-1)).toBe('/cf/publish/raise/commit-basic-success/c9');
});

test("a new case's form is drawn only once the entry reset the store: a reader's first tap is never wiped", async () => {
  // the order of the reset and of the form's first drawing (the form reads its shown errors as it draws)
  const order: string[] = [];
  const reset = jest.spyOn(RaiseStore.prototype, 'startNew').mockImplementation(function (this: RaiseStore) {
    order.push('reset');
    reset.mockRestore();
    return this.startNew();
  });
  const drawn = jest.spyOn(RaiseStore.prototype, 'shownErrors');
  drawn.mockImplementation(function (this: RaiseStore, section) {
    order.push('drawn');
    drawn.mockRestore();
    return this.shownErrors(section);
  });
  try {
    await open();
  } finally {
    reset.mockRestore();
    drawn.mockRestore();
  }
  expect(order).toEqual(['reset', 'drawn']);
  await submit();
  expect(errorOf('raise-title')?.textContent).toBe('请填写筹款标题');
});
