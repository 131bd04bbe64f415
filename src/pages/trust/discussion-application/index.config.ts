export default definePageConfig({ navigationBarTitleText: '申请公议' });
