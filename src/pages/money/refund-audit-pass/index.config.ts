export default definePageConfig({ navigationBarTitleText: '退款进度' });
