export default definePageConfig({ navigationBarTitleText: '发起人身份' });
