export default definePageConfig({ navigationBarTitleText: '转发教程' });
