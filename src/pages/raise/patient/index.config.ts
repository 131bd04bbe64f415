export default definePageConfig({ navigationBarTitleText: '患者信息' });
