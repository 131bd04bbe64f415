import { pullDownPageConfig } from '../../lib/pull-down';

export default definePageConfig({ navigationBarTitleText: '筹款动态', onReachBottomDistance: 70, ...pullDownPageConfig() });
