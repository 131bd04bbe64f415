export default definePageConfig({ navigationBarTitleText: '温馨提示' });
