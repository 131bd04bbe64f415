export default definePageConfig({ navigationBarTitleText: '待处理事项' });
