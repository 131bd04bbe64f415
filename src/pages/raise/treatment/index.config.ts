export default definePageConfig({ navigationBarTitleText: '就诊信息' });
