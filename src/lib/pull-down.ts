/**
 * Page config of a page a reader refreshes by pulling it down: the mini-program's native pull-down
 * (its onPullDownRefresh reaches components/PullToRefresh through usePullDownRefresh). H5 draws its own
 * (PullToRefresh), so the H5 build leaves Taro's H5 pull-down off. Read by the builds' page configs (Node).
 */
export function pullDownPageConfig(): { enablePullDownRefresh?: boolean; backgroundTextStyle?: 'dark' | 'light' } {
  return process.env.TARO_ENV === 'weapp' ? { enablePullDownRefresh: true, backgroundTextStyle: 'dark' } : {};
}
