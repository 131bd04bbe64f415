export default definePageConfig({ navigationBarTitleText: '转发成功' });
