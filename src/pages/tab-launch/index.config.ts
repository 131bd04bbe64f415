export default definePageConfig({ navigationBarTitleText: '发起筹款' });
