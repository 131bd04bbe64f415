export default definePageConfig({ navigationBarTitleText: '求助说明' });
