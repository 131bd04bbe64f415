export default definePageConfig({ navigationBarTitleText: '快捷回复' });
