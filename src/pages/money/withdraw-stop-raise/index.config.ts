export default definePageConfig({ navigationBarTitleText: '停止筹款' });
