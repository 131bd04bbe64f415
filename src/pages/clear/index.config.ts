export default definePageConfig({ navigationBarTitleText: '清除缓存' });
