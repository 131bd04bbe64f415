export default definePageConfig({ navigationBarTitleText: '爱心月报' });
