export default definePageConfig({ navigationBarTitleText: '帮TA转发', enableShareAppMessage: true, enableShareTimeline: true });
