export default definePageConfig({ navigationBarTitleText: '爱心权益' });
