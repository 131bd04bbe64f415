// H5 only: the mini-program's case page is sdc/cfPagesMain/detail/index (the route table's mpPage), which shares.
export default definePageConfig({ navigationBarTitleText: '筹款详情' });
