export default definePageConfig({ navigationBarTitleText: '返回' });
