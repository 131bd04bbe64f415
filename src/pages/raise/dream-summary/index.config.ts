export default definePageConfig({ navigationBarTitleText: '梦想筹款' });
