/**
 * The matching configuration in the basic store (staff edit it in /staff/activity; the client reads it
 * through /api/frame/basic/store/v1/get with activity_id). A slot missing, empty or not JSON falls back
 * to the defaults below, field by field. Pure, no I/O.
 * - 20200611163710 the rules: `tip` (the rules line), `rulesUrl` (a link to the full rules), `activityId`,
 *   `maxMatchFen` (the per-gift match cap in FEN, as every amount from the server: the rules line adds
 *   单笔最高配捐N元 from it through the one money formatter, so the tip itself never writes an amount).
 * - 20200714162213 the banner of the activity pages: `enabled`, `title`.
 * - 20210419102246 the rewards switch: `enabled` (red packets and the luck draw; the server honours it
 *   too), `redPacketTip`, `drawTip`.
 */
export const SLOT_RULES = '20200611163710';
export const SLOT_BANNER = '20200714162213';
export const SLOT_REWARDS = '20210419102246';

export interface ActivitySlots {
  rules: { tip: string; rulesUrl: string; activityId: string; maxMatchFen: number };
  banner: { enabled: boolean; title: string };
  rewards: { enabled: boolean; redPacketTip: string; drawTip: string };
}

export const SLOT_DEFAULTS: ActivitySlots = {
  rules: { tip: '爱心企业为每笔捐款配捐，配捐金全部进入筹款', rulesUrl: '', activityId: '', maxMatchFen: 0 },
  banner: { enabled: true, title: '爱心配捐活动进行中' },
  rewards: { enabled: true, redPacketTip: '捐款后每天可领取一个平台红包，转赠给活动中的筹款', drawTip: '活动期间每笔满10元的捐款可抽奖一次' },
};

function parse(content: string | null | undefined): Record<string, unknown> {
  if (!content) return {};
  try {
    const v = JSON.parse(content) as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
const str = (v: unknown, d: string) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, 200) : d);
const bool = (v: unknown, d: boolean) => (typeof v === 'boolean' ? v : d);
const fen = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : 0);
/** Only a site path or an http(s) address is followed. */
const link = (v: unknown) => (typeof v === 'string' && /^(\/[^/]|https?:\/\/)/.test(v.trim()) ? v.trim().slice(0, 500) : '');

/** The slots' settings from their raw contents (by slot id), each field defaulted. */
export function activitySlots(contents: Partial<Record<string, string | null | undefined>>): ActivitySlots {
  const r = parse(contents[SLOT_RULES]);
  const b = parse(contents[SLOT_BANNER]);
  const w = parse(contents[SLOT_REWARDS]);
  const d = SLOT_DEFAULTS;
  return {
    rules: { tip: str(r.tip, d.rules.tip), rulesUrl: link(r.rulesUrl), activityId: str(r.activityId, ''), maxMatchFen: fen(r.maxMatchFen) },
    banner: { enabled: bool(b.enabled, d.banner.enabled), title: str(b.title, d.banner.title) },
    rewards: { enabled: bool(w.enabled, d.rewards.enabled), redPacketTip: str(w.redPacketTip, d.rewards.redPacketTip), drawTip: str(w.drawTip, d.rewards.drawTip) },
  };
}
