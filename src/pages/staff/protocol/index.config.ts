export default definePageConfig({ navigationBarTitleText: '协议版本' });
