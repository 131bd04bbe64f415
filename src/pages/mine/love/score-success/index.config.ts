export default definePageConfig({ navigationBarTitleText: '领取成功' });
