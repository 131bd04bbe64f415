export default definePageConfig({ navigationBarTitleText: '配捐专区' });
