export default definePageConfig({ navigationBarTitleText: '正在跳转' });
