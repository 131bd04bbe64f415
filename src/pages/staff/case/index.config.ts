export default definePageConfig({ navigationBarTitleText: '案例档案' });
