export default definePageConfig({ navigationBarTitleText: '正在前往小程序支付' });
