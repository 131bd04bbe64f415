export default definePageConfig({ navigationBarTitleText: '页面出错了' });
