export default definePageConfig({ navigationBarTitleText: '二维码分享' });
