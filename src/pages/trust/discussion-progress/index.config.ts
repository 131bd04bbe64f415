export default definePageConfig({ navigationBarTitleText: '公议进度' });
