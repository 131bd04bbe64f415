export default definePageConfig({ navigationBarTitleText: '签到' });
