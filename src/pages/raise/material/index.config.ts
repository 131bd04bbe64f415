export default definePageConfig({ navigationBarTitleText: '补充材料' });
