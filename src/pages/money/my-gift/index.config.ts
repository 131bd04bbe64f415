import { pullDownPageConfig } from '../../../lib/pull-down';

export default definePageConfig({ navigationBarTitleText: '善款去向', ...pullDownPageConfig() });
