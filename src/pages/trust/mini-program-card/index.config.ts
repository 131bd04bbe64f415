export default definePageConfig({ navigationBarTitleText: '小程序卡片' });
