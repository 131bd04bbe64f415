export default definePageConfig({ navigationBarTitleText: '审核进度' });
