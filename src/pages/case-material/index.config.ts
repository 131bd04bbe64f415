export default definePageConfig({ navigationBarTitleText: '证明材料', onReachBottomDistance: 70 });
