export default definePageConfig({ navigationBarTitleText: '爱心值', onReachBottomDistance: 70 });
