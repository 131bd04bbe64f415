export default definePageConfig({ navigationBarTitleText: '筹款详情' });
