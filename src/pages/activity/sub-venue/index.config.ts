export default definePageConfig({ navigationBarTitleText: '分会场' });
