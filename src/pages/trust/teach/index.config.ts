export default definePageConfig({ navigationBarTitleText: '筹款攻略' });
