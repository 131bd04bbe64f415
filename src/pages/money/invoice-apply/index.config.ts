export default definePageConfig({ navigationBarTitleText: '申请捐款收据' });
