export default definePageConfig({ navigationBarTitleText: '评论管理' });
