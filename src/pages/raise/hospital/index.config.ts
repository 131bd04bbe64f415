export default definePageConfig({ navigationBarTitleText: '医院对公账户' });
