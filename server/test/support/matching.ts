/** A matching activity opened by staff through the API (create, fund, start), as the matching suites need it. */
import { key } from './funds';
import type { U } from './money';
import { post, type TestCtx } from './testApp';

const DAY = 24 * 3600_000;

export type MatchingCaps = Partial<Record<'ratioPct' | 'capGift' | 'capDonorDay' | 'capCase' | 'minGift', number>>;

export interface MatchingOptions {
  /** matchingDonation unless given (another activity kind opened the same way) */
  kind?: string;
  caps?: MatchingCaps;
  /** what the sponsor puts into the pool (fen); none by default */
  fund?: number;
  /** started (APPROVE) unless false */
  start?: boolean;
  /** how long it runs from now (ms); 30 days by default */
  endsIn?: number;
  title?: string;
  sponsorName?: string;
}

/** Creates a 1:1 matching activity over `cases` with no caps unless given, funds and starts it; its id. */
export async function openMatching(ctx: TestCtx, staff: U, cases: string[], o: MatchingOptions = {}): Promise<string> {
  const S = (path: string, body: unknown) => post(ctx.app, `/api/staff/activity${path}`, body, staff.cookie);
  const r = await S('/create', {
    kind: o.kind ?? 'matchingDonation', title: o.title ?? '爱心企业配捐', sponsorName: o.sponsorName ?? '测试爱心企业',
    ratioPct: 100, capGift: 0, capDonorDay: 0, capCase: 0, minGift: 0, ...o.caps,
    startsAt: ctx.now() - 1000, endsAt: ctx.now() + (o.endsIn ?? 30 * DAY), cases, idempotencyKey: key(),
  });
  expect(r.body.code).toBe(0);
  const id = r.body.data.activity.activityId as string;
  if (o.fund) expect((await S('/fund', { activityId: id, amount: o.fund, idempotencyKey: key() })).body.data.activity.funded).toBe(o.fund);
  if (o.start !== false) expect((await S('/move', { activityId: id, action: 'start', reason: '' })).body.data.activity.status).toBe('APPROVE');
  return id;
}
