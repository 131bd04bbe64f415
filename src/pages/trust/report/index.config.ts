export default definePageConfig({ navigationBarTitleText: '举报' });
