export default definePageConfig({ navigationBarTitleText: '筹款详情', enableShareAppMessage: true, enableShareTimeline: true });
