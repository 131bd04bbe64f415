export default definePageConfig({ navigationBarTitleText: '确认提现' });
