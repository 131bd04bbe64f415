export default definePageConfig({ navigationBarTitleText: '善款去向' });
