/** config/origins.ts: the mini-program's API / upload / asset origins as build settings. */
import { checkBuildOrigins, DEV_ORIGIN, h5UploadOrigin, originConstants, originProblem, originsFromEnv } from '../../config/origins';

describe('originsFromEnv', () => {
  test('defaults to the local dev server; upload and asset follow the API origin', () => {
    expect(originsFromEnv({})).toEqual({ api: DEV_ORIGIN, upload: DEV_ORIGIN, asset: DEV_ORIGIN });
    expect(originsFromEnv({ TARO_APP_API_ORIGIN: 'https://api.example.com/' })).toEqual({
      api: 'https://api.example.com', upload: 'https://api.example.com', asset: 'https://api.example.com',
    });
    expect(originsFromEnv({ TARO_APP_API_ORIGIN: 'https://api.example.com', TARO_APP_UPLOAD_ORIGIN: 'https://up.example.com', TARO_APP_ASSET_ORIGIN: 'https://img.example.com' }))
      .toEqual({ api: 'https://api.example.com', upload: 'https://up.example.com', asset: 'https://img.example.com' });
  });
  test('become string literals for defineConstants', () => {
    expect(originConstants({ api: 'https://a.example.com', upload: 'https://u.example.com', asset: 'https://i.example.com' })).toEqual({
      CF_API_ORIGIN: '"https://a.example.com"', CF_UPLOAD_ORIGIN: '"https://u.example.com"', CF_ASSET_ORIGIN: '"https://i.example.com"', CF_H5_UPLOAD_ORIGIN: '""',
    });
  });
});

describe('H5 upload host (TARO_APP_H5_UPLOAD_ORIGIN)', () => {
  test('unset: the page\'s own origin; set: that origin, like the mini-program\'s upload host', () => {
    expect(h5UploadOrigin({})).toBe('');
    expect(h5UploadOrigin({ TARO_APP_H5_UPLOAD_ORIGIN: 'https://up.example.com/' })).toBe('https://up.example.com');
    const api = { api: 'https://a.example.com', upload: 'https://u.example.com', asset: 'https://i.example.com' };
    expect(originConstants(api, 'https://up.example.com').CF_H5_UPLOAD_ORIGIN).toBe('"https://up.example.com"');
  });
  test('a value that is no bare origin stops the build with the reason', () => {
    expect(() => h5UploadOrigin({ TARO_APP_H5_UPLOAD_ORIGIN: 'https://up.example.com/upload' })).toThrow(/TARO_APP_H5_UPLOAD_ORIGIN: .*bare origin/);
    expect(() => h5UploadOrigin({ TARO_APP_H5_UPLOAD_ORIGIN: 'up.example.com' })).toThrow(/TARO_APP_H5_UPLOAD_ORIGIN: .*not an absolute URL/);
  });
});

describe('a release build refuses http, IP addresses and localhost', () => {
  const release = { TARO_APP_RELEASE: '1' };
  test('the local defaults are refused with a clear message naming the setting', () => {
    expect(() => checkBuildOrigins(release)).toThrow(/TARO_APP_API_ORIGIN: "http:\/\/127\.0\.0\.1:3000" is not https/);
  });
  test('https on an IP address is refused', () => {
    expect(() => checkBuildOrigins({ ...release, TARO_APP_API_ORIGIN: 'https://10.1.2.3' })).toThrow(/TARO_APP_API_ORIGIN: .*IP address/);
    expect(originProblem('https://[::1]:8443', true)).toMatch(/IP address/);
    expect(originProblem('https://localhost', true)).toMatch(/not a public domain/);
  });
  test('one bad setting among good ones is named', () => {
    expect(() => checkBuildOrigins({ ...release, TARO_APP_API_ORIGIN: 'https://api.example.com', TARO_APP_UPLOAD_ORIGIN: 'http://up.example.com' }))
      .toThrow(/TARO_APP_UPLOAD_ORIGIN: "http:\/\/up\.example\.com" is not https/);
  });
  test('https domain names pass', () => {
    expect(checkBuildOrigins({ ...release, TARO_APP_API_ORIGIN: 'https://api.example.com', TARO_APP_ASSET_ORIGIN: 'https://img.example.com:8443' }))
      .toEqual({ api: 'https://api.example.com', upload: 'https://api.example.com', asset: 'https://img.example.com:8443' });
  });
});

describe('any mini-program build', () => {
  test('dev builds take http and IPs (the simulator and DevTools with urlCheck off)', () => {
    expect(checkBuildOrigins({ TARO_APP_API_ORIGIN: 'http://192.168.1.5:3000' }).api).toBe('http://192.168.1.5:3000');
  });
  test('a value that is not a bare origin is refused even in dev', () => {
    expect(() => checkBuildOrigins({ TARO_APP_API_ORIGIN: 'api.example.com' })).toThrow(/not an absolute URL/);
    expect(() => checkBuildOrigins({ TARO_APP_ASSET_ORIGIN: 'https://img.example.com/static' })).toThrow(/TARO_APP_ASSET_ORIGIN: .*bare origin/);
    expect(() => checkBuildOrigins({ TARO_APP_API_ORIGIN: 'ftp://x.example.com' })).toThrow(/http\(s\) origin/);
  });
});
