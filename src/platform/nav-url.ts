/** The URL building of navigation lives in src/lib/nav-url.ts (the server builds landing URLs with it too). */
export * from '../lib/nav-url';
