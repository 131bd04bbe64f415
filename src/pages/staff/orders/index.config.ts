export default definePageConfig({ navigationBarTitleText: '订单查询' });
