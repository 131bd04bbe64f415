/**
 * `@tarojs/taro` in the first-screen bundle (config/ssr-bundle.ts): page hooks are no-ops (no effects
 * run on the server) and any API call is a bug in a render path, so it throws.
 */
const noop = (): void => {};
export const useDidShow = noop;
export const useDidHide = noop;
export const useLaunch = noop;
export const usePageScroll = noop;
export const useReachBottom = noop;
export const usePullDownRefresh = noop;
export const useReady = noop;
export const useShareAppMessage = noop;
export const useShareTimeline = noop;
export const useRouter = () => ({ params: {}, path: '' });
const Taro = new Proxy(
  {},
  {
    get(_t, key) {
      throw new Error(`@tarojs/taro.${String(key)} called during the server render`);
    },
  },
);
export default Taro;
