/** The SMS code input of PhoneCodeForm: what is typed or pasted keeps its digits, capped at 6. */
import { fireEvent, screen } from '@testing-library/react';
import LoginPage from '../../src/pages/login';
import { flush, renderPage, typeInto } from './render';

async function openLogin() {
  const r = renderPage(LoginPage, { path: '/login' });
  await flush(10);
  return r;
}
const codeInput = () => screen.getByTestId('login-code');

test('the code input is not a browser number input and its native maxlength does not cut a paste', async () => {
  await openLogin();
  // A browser <input type=number> reports '' for pasted 验证码123456; maxlength=6 cut it to 验证码123.
  expect(codeInput().getAttribute('type')).not.toBe('number');
  expect(Number(codeInput().getAttribute('maxlength'))).toBeGreaterThan(6);
});

test('pasting 验证码123456 gives 123456, and that is what is submitted', async () => {
  const { api } = await openLogin();
  typeInto(screen.getByTestId('login-phone'), '13800138000');
  typeInto(codeInput(), '验证码123456');
  expect(codeInput().getAttribute('value')).toBe('123456');
  fireEvent.click(screen.getByTestId('login-submit'));
  await flush();
  expect(api.account.loginWithMobile).toHaveBeenCalledWith(expect.objectContaining({ mobile: '13800138000', verifyCode: '123456' }));
});

test('typing past 6 digits keeps the first 6; full-width digits are kept', async () => {
  await openLogin();
  typeInto(codeInput(), '12345678');
  expect(codeInput().getAttribute('value')).toBe('123456');
  typeInto(codeInput(), '１２３４５６');
  expect(codeInput().getAttribute('value')).toBe('123456');
  typeInto(codeInput(), '验证码');
  expect(codeInput().getAttribute('value')).toBe('');
});
