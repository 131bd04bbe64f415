/**
 * The platform of the server's first-screen render (src/ssr/first-screen.tsx, bundled by the H5 build
 * into dist/ssr): a render with no browser and no reader. It renders what a plain mobile browser's
 * visitor sees (the server sends that one HTML to every reader; the client refreshes for the real one).
 * Storage is in memory and dies with the render, nav knows the path being rendered and builds URLs,
 * every capability check answers false, and a call that would act (pay, log in, navigate, upload)
 * throws UnsupportedError: during a server render it can only be a bug (effects do not run there).
 * The bundle resolves `./platform` to this file (`.ssr` variants first), like the H5 build picks index.h5.ts.
 */
import { UnsupportedError, type Platform } from './types';
import type { PlatformOptions } from './options';
import type { UploadAdapter } from './upload-core';
import { detectEnv } from './env';
import { h5UrlFor } from './nav-url';
import { memoryStorage } from './storage-core';

export * from './types';
export type { PlatformOptions, SandboxConfirm } from './options';

const WHERE = 'server render';
/** The browser the first screen is drawn for: a phone's plain browser (no messaging app, no native app). */
const SERVER_RENDER_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

export interface ServerPlatformOptions extends PlatformOptions {
  /** the in-app path being rendered, with its query (what nav.currentPath() answers) */
  path?: string;
  now?: () => number;
  /** 长辈版 as the reader's device chose it (its cookie, read by the server) */
  care?: boolean;
}

const unsupported = (capability: string) => (): never => {
  throw new UnsupportedError(capability, WHERE);
};

/** Builds the platform of one server render. */
export function createPlatform(opts: ServerPlatformOptions = {}): Platform {
  const path = opts.path ?? '/';
  const upload: UploadAdapter = {
    isAvailable: () => false,
    picker: 'input',
    pick: unsupported('upload.pick'),
    fromInput: unsupported('upload.fromInput'),
    upload: unsupported('upload.upload'),
    release: () => {},
    // the stored URL itself: the reader's browser fetches it (with its own session)
    showable: async (url) => url,
  };
  return {
    env: detectEnv(SERVER_RENDER_UA),
    pay: { isAvailable: () => false, pay: unsupported('pay') },
    share: {
      isAvailable: () => false,
      targets: () => [],
      setContent: async () => {},
      setMenuVisible: async () => {},
      copyText: async () => false,
      linkFor: () => null,
    },
    login: { getMpCode: unsupported('login.getMpCode'), authRedirect: unsupported('login.authRedirect'), canAuthRedirect: () => false },
    storage: memoryStorage({ persistent: false, now: opts.now }),
    nav: {
      // URLs are built as the client builds them; going anywhere is the browser's business
      go: (target, params) => {
        throw new UnsupportedError(`nav.go(${h5UrlFor(target, params)})`, WHERE);
      },
      back: unsupported('nav.back'),
      leave: unsupported('nav.leave'),
      currentPath: () => path,
      setTitle: () => {},
      closeWindow: () => false,
    },
    jssdk: { isAvailable: () => false, init: async () => false },
    bridge: { isAvailable: () => false, openNative: unsupported('bridge.openNative') },
    upload,
    subscribe: { isAvailable: () => false, request: async () => ({}) },
    // the device's 长辈版 choice from its cookie: the first screen is drawn in the reader's mode (care presets
    // and all); the server gives the document its class (server/src/routes/ssr-page.ts)
    display: { largeFont: () => false, savedCare: () => (opts.care ? true : null), saveCare: () => {}, applyCare: () => {} },
    media: { previewImage: unsupported('media.previewImage'), canSaveImage: () => false, saveImage: unsupported('media.saveImage') },
    pullDown: { native: false, stop: () => {} },
  };
}
