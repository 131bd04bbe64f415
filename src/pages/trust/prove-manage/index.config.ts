export default definePageConfig({ navigationBarTitleText: '证实管理' });
