export default definePageConfig({ navigationBarTitleText: '结束筹款' });
