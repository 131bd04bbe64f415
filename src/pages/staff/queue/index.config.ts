export default definePageConfig({ navigationBarTitleText: '审核队列' });
