export default definePageConfig({ navigationBarTitleText: '填写筹款信息' });
