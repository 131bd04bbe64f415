export default definePageConfig({ navigationBarTitleText: '审核工作台' });
