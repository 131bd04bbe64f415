export default definePageConfig({ navigationBarTitleText: '组队帮', enableShareAppMessage: true });
