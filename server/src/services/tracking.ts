/** What the client reports (src/contract/platform.ts stat and share groups): page moves, tracked events, monitor reports and completed shares. */
import { channelCode } from '../../../src/contract/rules/channel';
import type { contract } from '../../../src/contract';
import type { ReqOf } from '../../../src/contract/schema';
import type { AppDeps } from '../deps';
import { newId } from '../lib/util';
import { caseOr404 } from '../policies/case';
import { insertShare } from '../repositories/cases';
import { getBasicStore, insertEventLog, insertPageLog } from '../repositories/misc';

export async function logPage(deps: AppDeps, b: ReqOf<typeof contract.stat.pageLog>, userId: string | null): Promise<null> {
  await insertPageLog(deps.db, {
    id: newId('pl'), info_uuid: b.infoUuid ?? '', from_path: b.fromPath, to_path: b.toPath, self_tag: b.selfTag ?? '',
    channel: channelCode(b.channel), platform: b.platform, gray_mode: b.grayMode ?? 0, user_id: userId, created_at: deps.clock(),
  });
  return null;
}

export async function logEvent(deps: AppDeps, kind: 'track' | 'monitor', name: string, payload: string, userId: string | null): Promise<null> {
  await insertEventLog(deps.db, { id: newId('ev'), kind, name, payload, user_id: userId, created_at: deps.clock() });
  return null;
}

/** A completed share of a case, by anyone (the session's user, if any, is kept with it). */
export async function recordShare(deps: AppDeps, b: ReqOf<typeof contract.share.success>, userId: string | null): Promise<null> {
  await caseOr404(deps, b.infoId);
  await insertShare(deps.db, {
    id: newId('s'), uuid: b.uuid ?? '', info_uuid: b.infoId, user_id: userId, source: b.source ?? '',
    channel: channelCode(b.channel), user_source_id: b.userSourceId ?? '', share_id: b.shareId ?? '', share_dv: b.shareDv,
    trade_no: b.tradeNo ?? '', to_wx_source: b.toWxSource, created_at: deps.clock(),
  });
  return null;
}

/** An activity's basic store text ('' when none). */
export async function basicStore(deps: AppDeps, activityId: string) {
  return { content: (await getBasicStore(deps.db, activityId)) ?? '' };
}
