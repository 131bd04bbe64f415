/** H5 login: the messaging-app OAuth redirect; no mini-program code. */
import { UnsupportedError, type EnvInfo, type LoginAdapter } from './types';
import { realWindow, type H5Window } from './h5-window';
import { buildAuthUrl } from './auth-url';

/** Builds the H5 login adapter. */
export function createH5Login(env: EnvInfo, win: H5Window = realWindow()): LoginAdapter {
  const adapter = {
    async getMpCode(): Promise<string> {
      throw new UnsupportedError('login.getMpCode', env.kind);
    },
    canAuthRedirect: () => env.isWechat,
    authRedirect(scope: 'base' | 'userinfo', returnUrl: string, thirdType?: number): void {
      if (!env.isWechat) throw new UnsupportedError('login.authRedirect', env.kind);
      const { origin, hostname } = win.location;
      win.location.assign(buildAuthUrl({ scope, returnUrl, thirdType, origin, hostname }));
    },
  } satisfies LoginAdapter;
  return adapter;
}
