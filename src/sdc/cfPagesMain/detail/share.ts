/** What the mini-program detail page shares, and the share record of that share. */
import type { RootStore } from '../../../stores/RootStore';
import type { ShareTarget } from '../../../platform/types';
import { DEFAULT_SHARE_IMAGE, shareImageUrl } from '../../../platform/config';

export const MP_DEFAULT_SHARE_TITLE = '爱心筹 · 每一份善意都被认真对待';

/** Share cards always carry an absolute PNG/JPG imageUrl (shareImageUrl): WeChat shows no SVG or path. */
export interface MpShare {
  message: { title: string; path: string; imageUrl: string };
  timeline: { title: string; query: string; imageUrl: string };
}

/** Builds the share of the case on screen and records it (a share sheet opened = shared in the mini-program). */
export function mpShareFor(root: RootStore, target: ShareTarget): MpShare {
  const info = root.cases.info;
  if (!info) {
    return {
      message: { title: MP_DEFAULT_SHARE_TITLE, path: '/sdc/cfPagesMain/index/index', imageUrl: DEFAULT_SHARE_IMAGE },
      timeline: { title: MP_DEFAULT_SHARE_TITLE, query: '', imageUrl: DEFAULT_SHARE_IMAGE },
    };
  }
  const content = root.share.contentFor(info);
  void root.share.record(info.infoUuid, target, { source: 'mp_detail' });
  const path = content.path ?? `/sdc/cfPagesMain/detail/index?infoUuid=${encodeURIComponent(info.infoUuid)}`;
  const imageUrl = shareImageUrl(content.imgUrl);
  return {
    message: { title: content.title, path, imageUrl },
    timeline: { title: content.title, query: path.split('?')[1] ?? '', imageUrl },
  };
}
