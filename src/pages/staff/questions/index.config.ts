export default definePageConfig({ navigationBarTitleText: '用户提问' });
