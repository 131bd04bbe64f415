import type { UserConfigExport } from '@tarojs/cli';

export default {
  mini: {},
  h5: {
    // Pages share vendor code (react, mobx, dayjs, taro) instead of each chunk carrying its own copy.
    enableExtract: true,
  },
} satisfies UserConfigExport<'webpack5'>;
