export default definePageConfig({ navigationBarTitleText: '证实成功' });
