export default definePageConfig({ navigationBarTitleText: '公议评论' });
