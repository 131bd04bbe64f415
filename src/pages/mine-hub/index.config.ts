import { pullDownPageConfig } from '../../lib/pull-down';

export default definePageConfig({ navigationBarTitleText: '我的', ...pullDownPageConfig() });
