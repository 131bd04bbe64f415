/**
 * The matching and bonfire reads carry where the visit came from: channel, the share version (shareDV on
 * the matching calls, sharedv on the bonfire list), the pay platform and the activity id. They are
 * recorded here for attribution and nothing else: no match, cap, subsidy or answer reads them, so a
 * visit with or without them sees and gives the same money. Recording is best effort: a failed insert
 * never fails the read.
 */
import type { FastifyBaseLogger } from 'fastify';
import { channelCode } from '../../../../src/contract/rules/channel';
import type { AppDeps } from '../../deps';
import { newId } from '../../lib/util';
import { insertActivityVisit } from '../../repositories/activity-visits';

export type VisitCall = 'matching.case' | 'matching.donator' | 'matching.raiser' | 'matching.area' | 'bonfire.list';

export interface VisitSource {
  infoUuid: string;
  channel?: string;
  shareDv?: number;
  platform?: number;
  activityId?: string;
}

export async function recordActivityVisit(deps: AppDeps, call: VisitCall, v: VisitSource, userId: string | null, log?: FastifyBaseLogger): Promise<void> {
  try {
    await insertActivityVisit(deps.db, {
      visit_id: newId('av'), call, info_uuid: v.infoUuid, activity_id: v.activityId ?? '', channel: channelCode(v.channel),
      share_dv: v.shareDv ?? 0, platform: v.platform ?? 0, user_id: userId, created_at: deps.clock(),
    });
  } catch (err) {
    log?.warn({ err, call }, 'activity visit not recorded');
  }
}
