export default definePageConfig({ navigationBarTitleText: '发布成功' });
