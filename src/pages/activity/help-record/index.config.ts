export default definePageConfig({ navigationBarTitleText: '帮助记录' });
