export default definePageConfig({ navigationBarTitleText: '登记成功' });
