export default definePageConfig({ navigationBarTitleText: '爱心抽奖' });
