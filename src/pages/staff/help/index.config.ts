export default definePageConfig({ navigationBarTitleText: '求助登记' });
