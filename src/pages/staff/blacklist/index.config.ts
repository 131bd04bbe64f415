export default definePageConfig({ navigationBarTitleText: '黑名单' });
