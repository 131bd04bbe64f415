export default definePageConfig({ navigationBarTitleText: '筹款登记' });
