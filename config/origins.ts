/**
 * The three origins the mini-program talks to, as build settings (no Taro, no Node APIs: a pure module
 * the build config and unit tests both load):
 *   TARO_APP_API_ORIGIN     the API server (wx.request)            -> CF_API_ORIGIN
 *   TARO_APP_UPLOAD_ORIGIN  the upload host (wx.uploadFile)        -> CF_UPLOAD_ORIGIN  (default: the API origin)
 *   TARO_APP_ASSET_ORIGIN   public images and static assets        -> CF_ASSET_ORIGIN   (default: the API origin)
 * Unset, they default to the local dev server, so `npm run build:weapp` and the tests need nothing.
 *
 * A release build (TARO_APP_RELEASE=1, `npm run build:weapp:release`) is what gets uploaded to WeChat:
 * the mini-program only talks to https domains listed in its console (request / uploadFile / downloadFile
 * legal domains), never to an IP address or localhost, so such a build fails here with the reason
 * instead of failing later on the phone with `url not in domain list`.
 */

export interface BuildOrigins {
  api: string;
  upload: string;
  asset: string;
}

export const DEV_ORIGIN = 'http://127.0.0.1:3000';

type Env = Record<string, string | undefined>;

const SETTINGS: Record<keyof BuildOrigins, string> = {
  api: 'TARO_APP_API_ORIGIN',
  upload: 'TARO_APP_UPLOAD_ORIGIN',
  asset: 'TARO_APP_ASSET_ORIGIN',
};

/** True for a release (uploaded) mini-program build. */
export function isReleaseBuild(env: Env): boolean {
  return env.TARO_APP_RELEASE === '1' || env.TARO_APP_RELEASE === 'true';
}

/** The origins from the environment, defaults filled in (upload and asset fall back to the API origin). */
export function originsFromEnv(env: Env): BuildOrigins {
  const trim = (v: string | undefined) => (v ?? '').trim().replace(/\/+$/, '');
  const api = trim(env[SETTINGS.api]) || DEV_ORIGIN;
  return { api, upload: trim(env[SETTINGS.upload]) || api, asset: trim(env[SETTINGS.asset]) || api };
}

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/** What is wrong with one origin ('' when fine). `release` adds WeChat's rules for an uploaded build. */
export function originProblem(value: string, release: boolean): string {
  let u: URL;
  try {
    u = new URL(value);
  } catch {
    return `"${value}" is not an absolute URL (expected e.g. https://api.example.com)`;
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') return `"${value}" must be an http(s) origin`;
  if ((u.pathname && u.pathname !== '/') || u.search || u.hash || u.username) {
    return `"${value}" must be a bare origin (scheme://host[:port]) without path, query or credentials`;
  }
  if (!release) return '';
  if (u.protocol !== 'https:') return `"${value}" is not https: WeChat only allows https request and upload domains`;
  const host = u.hostname.toLowerCase();
  if (IPV4.test(host) || host.startsWith('[') || host.includes(':')) {
    return `"${value}" is an IP address: WeChat only allows registered domain names (set it in the mini-program console)`;
  }
  if (host === 'localhost' || host.endsWith('.localhost') || !host.includes('.')) return `"${value}" is not a public domain name`;
  return '';
}

/** Every problem of the origins, one line each naming the env var; empty when the build may go on. */
export function originProblems(origins: BuildOrigins, release: boolean): string[] {
  const out: string[] = [];
  for (const key of Object.keys(SETTINGS) as (keyof BuildOrigins)[]) {
    const p = originProblem(origins[key], release);
    if (p) out.push(`${SETTINGS[key]}: ${p}`);
  }
  return out;
}

/**
 * Called by config/index.ts for the mini-program build: the origins, or an Error that lists every bad
 * setting. H5 talks to its own origin (relative URLs) and is not checked.
 */
export function checkBuildOrigins(env: Env): BuildOrigins {
  const origins = originsFromEnv(env);
  const release = isReleaseBuild(env);
  const problems = originProblems(origins, release);
  if (problems.length) {
    const kind = release ? 'release mini-program build (TARO_APP_RELEASE=1)' : 'mini-program build';
    throw new Error(`[config/origins] ${kind} refused:\n  - ${problems.join('\n  - ')}`);
  }
  return origins;
}

/**
 * H5's upload host (TARO_APP_H5_UPLOAD_ORIGIN): '' (unset) posts to the page's own origin; set, the pages post
 * their pictures to that origin, like the mini-program's upload host. A value that is no bare http(s) origin
 * stops the build with the reason.
 */
export function h5UploadOrigin(env: Env): string {
  const v = (env.TARO_APP_H5_UPLOAD_ORIGIN ?? '').trim().replace(/\/+$/, '');
  if (!v) return '';
  const p = originProblem(v, false);
  if (p) throw new Error(`[config/origins] TARO_APP_H5_UPLOAD_ORIGIN: ${p}`);
  return v;
}

/** Taro defineConstants: the identifiers src/platform/config.ts reads. */
export function originConstants(origins: BuildOrigins, h5Upload = ''): Record<string, string> {
  return {
    CF_API_ORIGIN: JSON.stringify(origins.api),
    CF_UPLOAD_ORIGIN: JSON.stringify(origins.upload),
    CF_ASSET_ORIGIN: JSON.stringify(origins.asset),
    CF_H5_UPLOAD_ORIGIN: JSON.stringify(h5Upload),
  };
}
