export default definePageConfig({ navigationBarTitleText: '公议详情' });
