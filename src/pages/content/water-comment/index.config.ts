export default definePageConfig({ navigationBarTitleText: '评论', enableShareAppMessage: true });
