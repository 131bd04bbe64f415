export default definePageConfig({ navigationBarTitleText: '推荐' });
