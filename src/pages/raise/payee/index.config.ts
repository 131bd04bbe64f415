export default definePageConfig({ navigationBarTitleText: '收款人信息' });
