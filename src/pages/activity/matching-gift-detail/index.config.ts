export default definePageConfig({ navigationBarTitleText: '配捐详情' });
