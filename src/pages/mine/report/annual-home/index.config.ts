export default definePageConfig({ navigationBarTitleText: '年度报告' });
