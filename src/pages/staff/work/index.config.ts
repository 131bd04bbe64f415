export default definePageConfig({ navigationBarTitleText: '工作队列' });
