/**
 * The tab bar (首页 / 发起筹款 / 我的) as data: on H5 the TabBar component at the foot of the three
 * pages, in the mini-program app.config's native tabBar. WeChat wants tabBar pages in the main package
 * and reaches them only by switchTab (never navigateTo, never with a query): the nav adapter asks
 * `isTabPage`. Pure data: Node (config, tests) imports it.
 */
export type TabKey = 'home' | 'launch' | 'mine';

export interface TabDef {
  key: TabKey;
  text: string;
  /** the route a tap opens on H5 */
  route: string;
  /** the mini-program page of the tab (main package) */
  mpPage: string;
}

export const TABS: readonly TabDef[] = [
  { key: 'home', text: '首页', route: 'commonList', mpPage: 'sdc/cfPagesMain/index/index' },
  { key: 'launch', text: '发起筹款', route: 'launch', mpPage: 'pages/tab-launch/index' },
  { key: 'mine', text: '我的', route: 'mine', mpPage: 'pages/mine-hub/index' },
];

/** Whether a mini-program page (with or without the leading '/' and query) is a tab page. */
export function isTabPage(page: string): boolean {
  const p = page.replace(/^\//, '').split('?')[0];
  return TABS.some((t) => t.mpPage === p);
}

/**
 * A tab's icon, inactive or active: an 81x81 PNG (WeChat's recommended tabBar size, under its 40 KB) drawn
 * from scripts/tab-icons/<key>[-active].svg by scripts/tab-icons.mjs; a path under the source root, where
 * the mini-program's tabBar wants it. H5's tab bar shows the same files (components/TabBar/index.css).
 */
export function tabIconPath(key: TabKey, active: boolean): string {
  return `assets/tabbar/${key}${active ? '-active' : ''}.png`;
}

/** The app.config tabBar of the mini-program (icon and text; the selected one in the brand green). */
export function mpTabBar() {
  return {
    color: '#6b6b6b',
    selectedColor: '#12804a',
    backgroundColor: '#ffffff',
    borderStyle: 'black' as const,
    list: TABS.map((t) => ({ pagePath: t.mpPage, text: t.text, iconPath: tabIconPath(t.key, false), selectedIconPath: tabIconPath(t.key, true) })),
  };
}
