export default definePageConfig({ navigationBarTitleText: '爱心榜' });
