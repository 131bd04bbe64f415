export default definePageConfig({ navigationBarTitleText: '更换收款人' });
