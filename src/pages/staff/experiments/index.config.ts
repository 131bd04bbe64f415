export default definePageConfig({ navigationBarTitleText: '实验配置' });
