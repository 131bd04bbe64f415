/** The tab bar of the three top pages: drawn on H5 (TabBar.h5.tsx); the mini-program has its native tabBar. */
export { TabBar } from './TabBar';
