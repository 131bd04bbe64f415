export default definePageConfig({ navigationBarTitleText: '筹款提醒' });
