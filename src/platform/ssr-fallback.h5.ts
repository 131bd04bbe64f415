/**
 * H5: a guard redirect (login, channel replace ...) or any navigation away from the first page means the
 * server-rendered screen (#cf-ssr, see boot.h5.ts) will never be matched by a page: the second router
 * change releases it.
 */
import Taro from '@tarojs/taro';
import { hasServerRender, releaseServerRender } from './boot';

export function installServerRenderFallback(): void {
  if (!hasServerRender()) return;
  let changes = 0;
  const onChange = () => {
    changes += 1;
    if (changes < 2) return;
    releaseServerRender();
    Taro.eventCenter.off('__afterTaroRouterChange', onChange);
  };
  Taro.eventCenter.on('__afterTaroRouterChange', onChange);
}
