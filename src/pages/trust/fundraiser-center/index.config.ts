export default definePageConfig({ navigationBarTitleText: '筹款管理' });
