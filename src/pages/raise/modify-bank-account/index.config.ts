export default definePageConfig({ navigationBarTitleText: '修改银行卡' });
