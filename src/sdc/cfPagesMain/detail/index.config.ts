import { pullDownPageConfig } from '../../../lib/pull-down';

export default definePageConfig({ navigationBarTitleText: '筹款详情', enableShareAppMessage: true, enableShareTimeline: true, ...pullDownPageConfig() });
