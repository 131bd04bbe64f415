export default definePageConfig({ navigationBarTitleText: '配捐活动' });
