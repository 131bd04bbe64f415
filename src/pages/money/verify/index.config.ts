export default definePageConfig({ navigationBarTitleText: '账本验证' });
