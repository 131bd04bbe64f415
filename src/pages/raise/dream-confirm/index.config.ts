export default definePageConfig({ navigationBarTitleText: '确认梦想筹款' });
