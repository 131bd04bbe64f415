import { pullDownPageConfig } from '../../../lib/pull-down';

export default definePageConfig({ navigationBarTitleText: '爱心筹', onReachBottomDistance: 70, enableShareAppMessage: true, ...pullDownPageConfig() });
