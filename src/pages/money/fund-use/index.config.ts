export default definePageConfig({ navigationBarTitleText: '善款使用公示' });
