import { pullDownPageConfig } from '../../lib/pull-down';

export default definePageConfig({ navigationBarTitleText: '我的捐款', onReachBottomDistance: 70, ...pullDownPageConfig() });
