/**
 * The messaging app's web OAuth, as both sides name it: the client's auth redirect
 * (src/platform/auth-url.ts) and the server's callback route (server/src/routes/api/wx-auth.ts).
 */
import { RAW_PATHS } from '../contract/raw';

/** Messaging-app OAuth endpoint. */
export const OAUTH_AUTHORIZE_URL = 'https://open.weixin.qq.com/connect/oauth2/authorize';
/** Our auth callback on the main domain (exchanges the OAuth code, then returns to redirectUrl). */
export const AUTH_CALLBACK_PATH = RAW_PATHS.wxAuthCallback;
