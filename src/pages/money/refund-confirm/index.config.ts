export default definePageConfig({ navigationBarTitleText: '确认退款' });
