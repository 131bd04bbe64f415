import { pullDownPageConfig } from '../../lib/pull-down';

export default definePageConfig({ navigationBarTitleText: '正在筹款', onReachBottomDistance: 70, enableShareAppMessage: true, ...pullDownPageConfig() });
