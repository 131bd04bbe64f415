export default definePageConfig({ navigationBarTitleText: '申请退款' });
