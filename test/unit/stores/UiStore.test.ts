import { RootStore } from '../../../src/stores/RootStore';
import { DIALOG_CONFIRM_TEXT, TOAST_MS } from '../../../src/stores/UiStore';
import { createFakePlatform } from '../../../src/platform/fake';
import { createFakeApi } from '../../setup/fakeApi';

function setup() {
  const root = new RootStore(createFakeApi(), createFakePlatform());
  return root.ui;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('toast', () => {
  test('shows for 2 seconds by default', () => {
    const ui = setup();
    ui.showToast('验证码已发送');
    expect(ui.toast?.text).toBe('验证码已发送');
    jest.advanceTimersByTime(TOAST_MS - 1);
    expect(ui.toast).not.toBeNull();
    jest.advanceTimersByTime(1);
    expect(ui.toast).toBeNull();
  });

  test('a toast belongs to its page: entering another page clears it, unless it was declared to follow navigation', () => {
    const ui = setup();
    ui.routeEntered('/login');
    ui.showToast('验证码已发送');
    ui.routeEntered('/login'); // the same page again (a re-render): kept
    expect(ui.toast?.text).toBe('验证码已发送');
    ui.routeEntered('/cf/mine');
    expect(ui.toast).toBeNull();
    ui.showToast('已接受邀请', { followsNavigation: true });
    ui.routeEntered('/cf/common/list');
    expect(ui.toast?.text).toBe('已接受邀请');
    ui.showToast('已保存');
    ui.routeEntered('/cf/common/list');
    expect(ui.toast?.text).toBe('已保存');
  });

  test('a new toast replaces the old one and restarts the timer', () => {
    const ui = setup();
    ui.showToast('一');
    jest.advanceTimersByTime(1500);
    ui.showToast('二');
    jest.advanceTimersByTime(1500);
    expect(ui.toast?.text).toBe('二');
    jest.advanceTimersByTime(500);
    expect(ui.toast).toBeNull();
  });

  test('a custom duration is honoured and empty text is ignored', () => {
    const ui = setup();
    ui.showToast('');
    expect(ui.toast).toBeNull();
    ui.showToast('慢', { durationMs: 5000 });
    jest.advanceTimersByTime(4999);
    expect(ui.toast?.text).toBe('慢');
    jest.advanceTimersByTime(1);
    expect(ui.toast).toBeNull();
  });
});

describe('dialog', () => {
  test('defaults: confirm label 确定, no cancel; confirm resolves true', async () => {
    const ui = setup();
    const answer = ui.showDialog({ title: '提示' });
    expect(ui.dialog).toMatchObject({ title: '提示', confirmText: DIALOG_CONFIRM_TEXT, cancelText: null, content: '' });
    expect(DIALOG_CONFIRM_TEXT).toBe('确定');
    ui.confirmDialog();
    await expect(answer).resolves.toBe(true);
    expect(ui.dialog).toBeNull();
  });

  test('cancel resolves false', async () => {
    const ui = setup();
    const answer = ui.showDialog({ title: '修改', content: '仅部分内容可修改', confirmText: '确认', cancelText: '我再想想' });
    expect(ui.dialog?.cancelText).toBe('我再想想');
    ui.cancelDialog();
    await expect(answer).resolves.toBe(false);
  });

  test('closes (as cancelled) on history navigation', async () => {
    const ui = setup();
    const answer = ui.showDialog({ title: '提示' });
    ui.onHistoryChange();
    expect(ui.dialog).toBeNull();
    await expect(answer).resolves.toBe(false);
  });

  test('a second dialog replaces the first, which counts as cancelled', async () => {
    const ui = setup();
    const first = ui.showDialog({ title: '一' });
    const second = ui.showDialog({ title: '二' });
    await expect(first).resolves.toBe(false);
    expect(ui.dialog?.title).toBe('二');
    ui.confirmDialog();
    await expect(second).resolves.toBe(true);
  });
});
