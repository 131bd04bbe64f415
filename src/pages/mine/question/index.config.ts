export default definePageConfig({ navigationBarTitleText: '我的提问', onReachBottomDistance: 70 });
