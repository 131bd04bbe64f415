/**
 * Paths the server answers outside the JSON calls: redirects, the multipart upload and files. They are
 * not calls (no JSON envelope in and out), so they are not in `contract`; they are written here once so
 * that the client's adapters and the server name the same path.
 */
export const RAW_PATHS = {
  /** GET ?thirdType=&scope=&redirectUrl=: binds an OAuth state to the browser and 302s to WeChat's authorize page. */
  wxAuthStart: '/api/wx/auth/start',
  /** GET ?thirdType=&scope=&redirectUrl=&code=&state=: the OAuth callback; logs in, then 302s back. */
  wxAuthCallback: '/api/wx/auth/callback',
  /** POST multipart/form-data (`file`, `kind`), on the upload origin; answers the envelope. */
  upload: '/api/upload',
  /** GET <prefix><fileId>?variant=thumb|large: a private image, for its uploader and staff only. */
  uploadPrivatePrefix: '/api/upload/private/',
  /** GET <dir>/<n>.jpg: demo covers and the default share card, on the asset origin. */
  demoCovers: '/api/demo/covers',
} as const;
