export default definePageConfig({ navigationBarTitleText: '健康树祈福' });
