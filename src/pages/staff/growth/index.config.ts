export default definePageConfig({ navigationBarTitleText: '顾问与祈福' });
