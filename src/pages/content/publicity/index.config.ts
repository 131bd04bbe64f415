export default definePageConfig({ navigationBarTitleText: '公示', enableShareAppMessage: true });
