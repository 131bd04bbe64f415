/**
 * The poster's save control: where the app saves pictures itself (the mini-program) a 保存到相册 button
 * whose outcome is told in a toast; elsewhere (H5) only the hint to long-press the picture.
 */
import { fireEvent } from '@testing-library/react';
import { SaveImage } from '../../src/components/SaveImage';
import { eventually } from './donor-render';
import { renderPage } from './render';

const URL = 'https://api.example.com/api/cf/growth/poster/c1.png';

test('H5: no button, the hint says to long-press the picture', () => {
  const r = renderPage(() => <SaveImage url={URL} testId='poster' note='扫码即可打开筹款' />);
  expect(r.getByTestId('poster-hint').textContent).toBe('长按图片保存到相册，或发送给好友，扫码即可打开筹款');
  expect(r.queryByTestId('poster-save')).toBeNull();
});

test('mini-program: 保存到相册 saves the picture and says so', async () => {
  const r = renderPage(() => <SaveImage url={URL} testId='poster' />, { canSaveImage: true });
  expect(r.getByTestId('poster-hint').textContent).toBe('点击下方按钮保存到相册，或长按图片发送给好友');
  fireEvent.click(r.getByTestId('poster-save'));
  await eventually(() => expect(r.root.ui.toast?.text).toBe('已保存到相册'));
  expect(r.platform.media.saves).toEqual([URL]);
});

test('mini-program: a refused permission is told, not a success', async () => {
  const r = renderPage(() => <SaveImage url={URL} testId='poster' />, { canSaveImage: true, saveOutcome: 'denied' });
  fireEvent.click(r.getByTestId('poster-save'));
  await eventually(() => expect(r.root.ui.toast?.text).toBe('未获得相册权限，图片没有保存'));
});
