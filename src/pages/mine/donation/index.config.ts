export default definePageConfig({ navigationBarTitleText: '我的捐款', onReachBottomDistance: 70 });
