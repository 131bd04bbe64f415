/**
 * Issue 25 (items 5 and 15): a public answer never carries another person's name whole. Every list and
 * page that names people (case comments, the trust page's comments, verifications, the donor list, help
 * records, the shop's bought list, invites, teams, the venue's gifts and rank, the love rank, the
 * comment wall, the health tree, the case page's 发起 and payee, the case cards) is asked for, as a
 * visitor and as another logged-in user, on the seeded demo plus one more user who gave, commented,
 * verified, shared, invited and wished; every name-like field must hold no name of anyone else, only
 * the one mask (张三丰 -> 张**, src/contract/rules/names.ts). SQLite and PostgreSQL.
 */
import { allContract as C } from '../../src/contract/all';
import { maskName } from '../../src/contract/rules/names';
import { donate, user } from './support/funds';
import type { U } from './support/money';
import { DIALECTS, donatableCase, makeApp, post, type TestCtx } from './support/testApp';

jest.setTimeout(120_000);

/** A key whose string value names a person (nickname, payee, leader, adviser, inviter, owner ...). */
const NAME_KEY = /name|nick|payee|leader|holder|owner|adviser|inviter|buyer/i;
/** Generic labels that are no one's name. */
const GENERIC = new Set(['爱心人士', '平台公益基金', '匿名']);
const ACTOR_NAME = '甄全名';

type Leak = string;

/** The calls about one case that name people, by name and path. */
const PER_CASE: Array<[string, string]> = Object.entries({
  'comments.list': C.comments.list, 'trust.commentGet': C.trust.commentGet, 'trust.discussionComments': C.trust.discussionComments,
  'trust.verifyList': C.trust.verifyList, 'verification.list': C.verification.list, 'verification.selected': C.verification.selected,
  'trust.verifyUserList': C.trust.verifyUserList, 'pay.donorWall': C.pay.donorWall, 'content.helpList': C.content.helpList,
  'shop.detail': C.shop.detail, 'cases.fundingInfo': C.cases.fundingInfo, 'ledger.allocation': C.ledger.allocation, 'money.publicNotice': C.money.publicNotice,
}).map(([name, call]) => [name, call.path]);

/** Every string under a name-like key that holds a name of `names` whole (or contains one). */
function leaks(value: unknown, names: string[], where: string, key = '', out: Leak[] = []): Leak[] {
  if (typeof value === 'string') {
    if (NAME_KEY.test(key) && value.trim()) {
      const hit = names.find((n) => value.includes(n));
      if (hit) out.push(`${where} ${key}="${value}" names ${hit}`);
    }
  } else if (Array.isArray(value)) {
    value.forEach((v) => leaks(v, names, where, key, out));
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) leaks(v, names, where, k, out);
  }
  return out;
}

describe.each(DIALECTS)('public answers name other people masked (%s)', (dialect) => {
  let ctx: TestCtx;
  let actor: U;
  let viewer: U;
  let infoUuid: string;
  beforeAll(async () => {
    ctx = await makeApp(dialect);
    actor = await user(ctx);
    viewer = await user(ctx);
    await ctx.db.updateTable('users').set({ nickname: ACTOR_NAME }).where('user_id', '=', actor.id).execute();
    infoUuid = await donatableCase(ctx);
    // The actor leaves a trace in every kind of list.
    await donate(ctx, actor.cookie, infoUuid, 800);
    expect((await post(ctx.app, C.comments.add.path, { infoUuid, content: '加油，早日康复' }, actor.cookie)).body.code).toBe(0);
    expect((await post(ctx.app, C.trust.verifyAdd.path, { infoUuid, relationship: '同事', content: '情况属实，我是同事' }, actor.cookie)).body.code).toBe(0);
    await ctx.db.insertInto('shares').values({
      id: 'names-share', uuid: 'names-share', info_uuid: infoUuid, user_id: actor.id, source: '', channel: '', user_source_id: '', share_id: '',
      share_dv: 1000, trade_no: '', to_wx_source: 2, created_at: ctx.now(),
    }).execute();
    const code = (await post(ctx.app, C.growth.inviteMine.path, {}, viewer.cookie)).body.data.code as string;
    expect((await post(ctx.app, C.growth.inviteAccept.path, { code, kind: 'give', channel: 'inviter' }, actor.cookie)).body.code).toBe(0);
    expect((await post(ctx.app, C.growth.saveWishing.path, { content: '愿每个孩子都健康' }, actor.cookie)).body.code).toBe(0);
  });
  afterAll(async () => ctx?.close());

  /** Every name a stranger must not read whole: nicknames, verifiers, payees, fundraisers, patients. */
  async function namesOtherThan(viewerId: string): Promise<string[]> {
    const users = await ctx.db.selectFrom('users').select(['user_id', 'nickname']).execute();
    const verifiers = await ctx.db.selectFrom('verifications').select('nickname').execute();
    const cases = await ctx.db.selectFrom('cases').select(['payee_name', 'payee_relation', 'patient_name']).execute();
    const sections = await ctx.db.selectFrom('case_sections').select('data_json').where('section', '=', 'fundraiser').execute();
    const all = [
      ...users.filter((u) => u.user_id !== viewerId).map((u) => u.nickname),
      ...verifiers.map((v) => v.nickname),
      ...cases.filter((c) => c.payee_relation !== 'LOCATION_HOSPITAL_ACCOUNT').flatMap((c) => [c.payee_name, c.patient_name]),
      ...sections.map((s) => String((JSON.parse(s.data_json) as { name?: string }).name ?? '')),
    ];
    // An institution's account (a hospital, a village clinic) is named in full by design.
    const institutions = new Set(cases.filter((c) => c.payee_relation === 'LOCATION_HOSPITAL_ACCOUNT').map((c) => c.payee_name.trim()));
    return [...new Set(all.map((n) => n.trim()))].filter((n) => Array.from(n).length >= 2 && !GENERIC.has(n) && !institutions.has(n) && n !== maskName(n));
  }

  /** The answers a reader can ask for, with the ids the seed holds. */
  async function answers(cookie: string | undefined): Promise<Array<[string, unknown]>> {
    const out: Array<[string, unknown]> = [];
    const ask = async (name: string, path: string, body: unknown) => {
      const r = await post(ctx.app, path, body, cookie);
      // every call is answered (a refused one would check nothing)
      expect({ name, code: r.body.code }).toEqual({ name, code: 0 });
      out.push([name, r.body.data]);
    };
    const cases = await ctx.db.selectFrom('cases').select('info_uuid').where('published', '=', 1).execute();
    for (const { info_uuid: id } of cases) {
      for (const [name, path] of PER_CASE) await ask(name, path, { infoUuid: id });
      if (cookie) await ask('activity.raiserActivityInfo', C.activity.raiserActivityInfo.path, { infoUuid: id });
    }
    for (const listType of ['common', 'vip', 'theme', 'recommend']) await ask('cases.list', C.cases.list.path, { listType, size: 50 });
    const activities = await ctx.db.selectFrom('activities').select('activity_id').execute();
    for (const { activity_id: activityId } of activities) {
      await ask('venue.lastDonateRecords', C.venue.lastDonateRecords.path, { activityId, size: 20 });
      await ask('venue.topList', C.venue.topList.path, { activityId, size: 20 });
    }
    for (const t of await ctx.db.selectFrom('bonfire_teams').select('team_id').execute()) await ask('bonfire.teamDetail', C.bonfire.teamDetail.path, { teamId: t.team_id });
    for (const v of await ctx.db.selectFrom('venue_sub_venues').select('sub_venue_id').execute()) await ask('venue.subVenueUserInfo', C.venue.subVenueUserInfo.path, { subVenueId: v.sub_venue_id });
    await ask('love.rank', C.love.rank.path, { size: 50 });
    await ask('wall.list', C.wall.list.path, { anchorId: '', size: 50 });
    await ask('growth.wishLast', C.growth.wishLast.path, { size: 50 });
    await ask('raise.publicBlacklist', C.raise.publicBlacklist.path, { anchorId: '', size: 50 });
    await ask('reports.publicUserInfo', C.reports.publicUserInfo.path, { userId: actor.id });
    const actorCode = (await post(ctx.app, C.growth.inviteMine.path, {}, actor.cookie)).body.data.code as string;
    await ask('growth.inviteLanding', C.growth.inviteLanding.path, { code: actorCode });
    if (cookie) await ask('growth.inviteMine', C.growth.inviteMine.path, {});
    return out;
  }

  test.each(['visitor', 'another user'])('as %s: no name-like field names anyone whole', async (who) => {
    const cookie = who === 'visitor' ? undefined : viewer.cookie;
    const names = await namesOtherThan(who === 'visitor' ? '' : viewer.id);
    expect(names).toContain(ACTOR_NAME);
    const got = await answers(cookie);
    const found = got.flatMap(([name, data]) => leaks(data, names, name));
    expect(found).toEqual([]);
    // The lists were read with the actor in them: masked by the one rule.
    const text = JSON.stringify(got);
    expect(text).toContain(maskName(ACTOR_NAME));
    expect(text).not.toContain(ACTOR_NAME);
  });

  test("the case page's 发起 names the fundraiser by the checked real name, masked", async () => {
    const seeded = await ctx.db.selectFrom('cases').innerJoin('case_sections as s', 's.info_uuid', 'cases.info_uuid')
      .select(['cases.info_uuid', 's.data_json']).where('s.section', '=', 'fundraiser').where('s.status', '=', 2).where('cases.published', '=', 1).execute();
    expect(seeded.length).toBeGreaterThan(5);
    for (const c of seeded) {
      const d = JSON.parse(c.data_json) as { kind?: string; name?: string; orgName?: string };
      const info = (await post(ctx.app, C.cases.fundingInfo.path, { infoUuid: c.info_uuid })).body.data;
      const want = d.kind === 'organisation' ? d.orgName : maskName(d.name ?? '');
      expect({ infoUuid: c.info_uuid, shown: info.crowdfundingUserInfo.nickname }).toEqual({ infoUuid: c.info_uuid, shown: want });
    }
  });
});
