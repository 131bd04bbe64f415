export default definePageConfig({ navigationBarTitleText: '设置与更多' });
