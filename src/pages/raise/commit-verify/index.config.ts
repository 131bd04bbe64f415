export default definePageConfig({ navigationBarTitleText: '提交审核' });
