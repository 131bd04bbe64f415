export default definePageConfig({ navigationBarTitleText: '爱心筹', enableShareAppMessage: true });
