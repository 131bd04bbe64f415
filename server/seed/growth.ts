/**
 * Demo growth rows: raise-help leads waiting for a call back (the staff console's lead queue) and a few
 * wishes on the health tree, from the seeded donors; the adviser page's honour pictures and two blessings
 * on the comment wall. Runs inside seedDemo's transaction.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema';

const HOUR = 3600_000;
const LEADS = [
  { kind: 'regist', name: '张建国', phone: '13512340001', city: '河南郑州', note: '父亲肺癌晚期，需要靶向药治疗', status: 'pending' },
  { kind: 'adviser', name: '李秀英', phone: '13512340002', city: '', note: '想了解发起筹款需要哪些材料', status: 'pending' },
  { kind: 'regist', name: '王丽', phone: '13512340003', city: '四川成都', note: '孩子白血病，准备骨髓移植', status: 'unreachable' },
] as const;
const WISHES = ['愿家人身体健康，平安喜乐', '祝愿所有病友早日康复', '希望妈妈手术顺利', '愿世间没有病痛'];
/** Blessings written on the comment wall itself (no case). */
const WALL = ['祝愿每一位病友早日康复，大家加油！', '一点心意，愿好人一生平安'];

export async function seedGrowth(trx: Kysely<Database>, now: number): Promise<void> {
  await trx.insertInto('growth_leads').values(LEADS.map((l, i) => ({
    id: `demo-lead-${i + 1}`, kind: l.kind, user_id: `demo-donor-${i + 1}`, name: l.name, phone: l.phone, city: l.city, note: l.note,
    channel: 'demo', status: l.status, owner_id: null, staff_note: l.status === 'unreachable' ? '电话无人接听，明天再打' : '',
    created_at: now - (10 - i) * HOUR, updated_at: now - (10 - i) * HOUR,
  }))).execute();
  await trx.insertInto('growth_wishes').values(WISHES.map((content, i) => ({
    id: `demo-wish-${i + 1}`, user_id: `demo-donor-${i + 1}`, content, created_at: now - (20 - i) * HOUR,
  }))).execute();
  // No honour pictures in the demo: an honour is a real certificate staff upload in /staff/growth, never a
  // title claimed over a placeholder picture (the adviser page leaves the section out while there is none).
  await trx.insertInto('comments').values(WALL.map((content, i) => ({
    id: `demo-wall-${i + 1}`, info_uuid: '', user_id: `demo-donor-${i + 2}`, content, type: 0, created_at: now - (i + 1) * 600_000, deleted: 0,
  }))).execute();
}
