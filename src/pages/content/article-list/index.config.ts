export default definePageConfig({ navigationBarTitleText: '文章', enableShareAppMessage: true });
