export default definePageConfig({ navigationBarTitleText: '筹款线索' });
