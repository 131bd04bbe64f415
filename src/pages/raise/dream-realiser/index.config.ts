export default definePageConfig({ navigationBarTitleText: '圆梦方信息' });
