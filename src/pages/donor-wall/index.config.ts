export default definePageConfig({ navigationBarTitleText: '爱心榜', onReachBottomDistance: 70 });
