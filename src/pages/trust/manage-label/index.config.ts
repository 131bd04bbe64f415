export default definePageConfig({ navigationBarTitleText: '标签管理' });
