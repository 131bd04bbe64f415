export default definePageConfig({ navigationBarTitleText: '动态审核' });
