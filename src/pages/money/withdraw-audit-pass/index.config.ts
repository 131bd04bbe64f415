export default definePageConfig({ navigationBarTitleText: '审核通过' });
