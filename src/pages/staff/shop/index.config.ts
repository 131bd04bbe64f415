export default definePageConfig({ navigationBarTitleText: '物资订单' });
