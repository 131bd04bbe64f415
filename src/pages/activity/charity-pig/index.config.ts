export default definePageConfig({ navigationBarTitleText: '爱心小猪' });
