export default definePageConfig({ navigationBarTitleText: '证实列表' });
