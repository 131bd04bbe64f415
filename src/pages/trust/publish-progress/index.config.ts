export default definePageConfig({ navigationBarTitleText: '发布动态' });
