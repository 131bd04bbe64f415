export default definePageConfig({ navigationBarTitleText: '领取奖励' });
