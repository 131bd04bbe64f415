export default definePageConfig({ navigationBarTitleText: '更换二维码图片' });
