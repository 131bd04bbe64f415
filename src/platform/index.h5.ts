/** The H5 platform: every adapter over the real window. */
import type { Platform } from './types';
import type { PlatformOptions } from './options';
import { realWindow } from './h5-window';
import { detectEnv } from './env';
import { createH5Pay } from './pay.h5';
import { createH5Share } from './share.h5';
import { createH5Login } from './login.h5';
import { createH5Storage } from './storage.h5';
import { createH5Nav } from './nav.h5';
import { createH5Jssdk } from './jssdk.h5';
import { createH5Bridge } from './bridge.h5';
import { createH5Upload } from './upload.h5';
import { H5_UPLOAD_BASE } from './config';
import { createNoSubscribe } from './subscribe.h5';
import { createH5Display } from './display.h5';
import { createH5Media, createH5PullDown } from './media.h5';

export * from './types';
export type { PlatformOptions, SandboxConfirm } from './options';
export { installChunkRetry } from './chunk-retry.h5';

/** Builds the platform of the H5 build. */
export function createPlatform(_opts: PlatformOptions = {}): Platform {
  const win = realWindow();
  const env = detectEnv(win.navigator.userAgent, { wxjsEnvironment: win.__wxjs_environment });
  const storage = createH5Storage();
  return {
    env,
    pay: createH5Pay(env, win),
    share: createH5Share(env, win),
    login: createH5Login(env, win),
    storage,
    nav: createH5Nav(env, win),
    jssdk: createH5Jssdk(env, win),
    bridge: createH5Bridge(env, win),
    upload: createH5Upload({ origin: H5_UPLOAD_BASE }),
    subscribe: createNoSubscribe(),
    display: createH5Display(storage),
    media: createH5Media(),
    pullDown: createH5PullDown(),
  };
}
