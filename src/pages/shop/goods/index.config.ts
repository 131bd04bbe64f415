export default definePageConfig({ navigationBarTitleText: '爱心物资' });
