/**
 * H5 pictures: our own accessible viewer (image-viewer.h5.ts, loaded on the first tap) instead of Taro's
 * H5 previewImage (an unnamed, keyboard-less swiper); the reader saves a picture by long-pressing it
 * (the page's hint says so), so there is no save here. Pull-down refresh is drawn by the page
 * (components/PullToRefresh): the page configs turn the native one on for the mini-program only.
 */
import { UnsupportedError, type MediaAdapter, type PullDownAdapter } from './types';

export function createH5Media(): MediaAdapter {
  return {
    async previewImage(urls, current) {
      const { openImageViewer } = await import(/* webpackChunkName: "image-viewer" */ './image-viewer.h5');
      openImageViewer(urls, current);
    },
    canSaveImage: () => false,
    saveImage: () => Promise.reject(new UnsupportedError('media.saveImage', 'h5')),
  } satisfies MediaAdapter;
}

export function createH5PullDown(): PullDownAdapter {
  return { native: false, stop: () => {} } satisfies PullDownAdapter;
}
