export default definePageConfig({ navigationBarTitleText: '家庭经济情况' });
