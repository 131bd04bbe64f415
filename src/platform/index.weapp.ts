/** The mini-program platform: every adapter over Taro's wx APIs. */
import type { Platform } from './types';
import type { PlatformOptions } from './options';
import { detectEnv } from './env';
import { createWeappPay } from './pay.weapp';
import { createWeappShare } from './share.weapp';
import { createWeappLogin } from './login.weapp';
import { createWeappStorage } from './storage.weapp';
import { createWeappNav } from './nav.weapp';
import { createWeappJssdk } from './jssdk.weapp';
import { createWeappBridge } from './bridge.weapp';
import { createWeappUpload } from './upload.weapp';
import { createWeappSubscribe } from './subscribe.weapp';
import { createWeappDisplay } from './display.weapp';
import { createWeappMedia, createWeappPullDown } from './media.weapp';

export * from './types';
export type { PlatformOptions, SandboxConfirm } from './options';
export { installChunkRetry } from './chunk-retry.weapp';

/** Builds the platform of the mini-program build. */
export function createPlatform(opts: PlatformOptions = {}): Platform {
  const env = detectEnv('', { miniProgramBuild: true });
  const storage = createWeappStorage();
  return {
    env,
    pay: createWeappPay(undefined, { sandboxConfirm: opts.sandboxConfirm }),
    share: createWeappShare(),
    login: createWeappLogin(),
    storage,
    nav: createWeappNav(),
    jssdk: createWeappJssdk(),
    bridge: createWeappBridge(),
    upload: createWeappUpload(),
    subscribe: createWeappSubscribe(),
    display: createWeappDisplay(storage),
    media: createWeappMedia(),
    pullDown: createWeappPullDown(),
  };
}
