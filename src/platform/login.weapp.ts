/** Mini-program login: Taro.login's code for /api/account/v3/mp-login; no OAuth redirect. */
import Taro from '@tarojs/taro';
import { UnsupportedError, type LoginAdapter } from './types';

/** Builds the mini-program login adapter. */
export function createWeappLogin(login: () => Promise<{ code: string }> = () => Taro.login()): LoginAdapter {
  const adapter = {
    async getMpCode(): Promise<string> {
      const res = await login();
      if (!res?.code) throw new Error('Taro.login returned no code');
      return res.code;
    },
    canAuthRedirect: () => false,
    authRedirect(): void {
      throw new UnsupportedError('login.authRedirect', 'weapp');
    },
  } satisfies LoginAdapter;
  return adapter;
}
