export default definePageConfig({ navigationBarTitleText: '支持' });
