export default definePageConfig({ navigationBarTitleText: '爱心值' });
