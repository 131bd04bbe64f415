export default definePageConfig({ navigationBarTitleText: '退款记录' });
