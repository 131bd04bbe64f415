export default definePageConfig({ navigationBarTitleText: '申请成功' });
