import { pullDownPageConfig } from '../../lib/pull-down';

export default definePageConfig({ navigationBarTitleText: '爱心榜', onReachBottomDistance: 70, ...pullDownPageConfig() });
