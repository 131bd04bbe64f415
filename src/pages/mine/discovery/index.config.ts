export default definePageConfig({ navigationBarTitleText: '发现', onReachBottomDistance: 70 });
