/**
 * Growth on SQLite and PostgreSQL: raise-help leads (rules, visible only to the asker and staff, the
 * call-back status machine, every staff action audited), the health tree's text rules and figures,
 * invitations (recorded on acceptance, first one wins, no self-invitation, the invitee's gift read
 * from their orders), and the share poster (its QR code decodes to the case URL with the share source;
 * only the owner picks its picture, among the case's images or their own uploads).
 */
import { productionProblems } from '../src/production';
import { loadConfig } from '../src/config';
import { donate, newCase, user } from './support/funds';
import { staffUser, type U } from './support/money';
import { decodeQr } from './support/qr-decode';
import { DIALECTS, makeApp, post, type TestCtx } from './support/testApp';
import { maskName } from '../../src/contract/rules/names';

jest.setTimeout(60_000);

describe.each(DIALECTS)('growth (%s)', (dialect) => {
  let ctx: TestCtx;
  let staff: U;
  let asker: U;
  let other: U;
  beforeAll(async () => {
    ctx = await makeApp(dialect);
    staff = await staffUser(ctx);
    asker = await user(ctx);
    other = await user(ctx);
  });
  afterAll(async () => ctx?.close());
  const call = (path: string, body: unknown, who?: U) => post(ctx.app, path, body, who?.cookie);

  describe('leads', () => {
    const REGIST = { kind: 'regist', name: '王小明', phone: '13800138000', city: '北京', note: '急性白血病，需要骨髓移植' };

    test('the shared rules refuse a bad name, phone, city or illness with their messages', async () => {
      const cases: Array<[Record<string, string>, string]> = [
        [{ name: '' }, '请填写姓名'], [{ name: 'Tom' }, '请输入正确的姓名'], [{ phone: '12345' }, '请输入正确的手机号码'],
        [{ city: ' ' }, '请填写所在城市'], [{ note: '' }, '请填写患者病情'],
      ];
      for (const [patch, msg] of cases) {
        const r = await call('/api/cf/clewtrack/contact-gw', { ...REGIST, ...patch }, asker);
        expect([r.status, r.body.msg]).toEqual([400, msg]);
      }
      // an adviser request needs only name and phone
      expect((await call('/api/cf/clewtrack/contact-gw', { kind: 'adviser', name: '李四', phone: '13900139000' }, asker)).status).toBe(200);
      expect((await call('/api/cf/clewtrack/contact-gw', REGIST)).status).toBe(401);
    });

    test('a lead is seen by its asker and staff only; staff take it and move it through the machine, audited', async () => {
      const made = await call('/api/cf/clewtrack/contact-gw', REGIST, asker);
      expect(made.body.data).toMatchObject({ kind: 'regist', status: 'pending', adviser: '' });
      const id = made.body.data.id as string;

      expect((await call('/api/cf/growthtool/bd-homepage/get-gw-info', { kind: 'regist' }, asker)).body.data.lead.id).toBe(id);
      expect((await call('/api/cf/growthtool/bd-homepage/get-gw-info', { kind: 'regist' }, other)).body.data.lead).toBeNull();
      for (const path of ['/api/staff/growth/leads', '/api/staff/growth/leads/claim', '/api/staff/growth/leads/move']) {
        const body = path.endsWith('leads') ? {} : path.endsWith('claim') ? { id } : { id, to: 'called' };
        expect((await call(path, body, asker)).status).toBe(403);
        expect((await call(path, body)).status).toBe(401);
      }

      const queue = await call('/api/staff/growth/leads', { status: 'pending', size: 50 }, staff);
      expect(queue.body.data.list.map((l: { id: string }) => l.id)).toContain(id);
      const claimed = (await call('/api/staff/growth/leads/claim', { id }, staff)).body.data;
      expect(claimed).toMatchObject({ ownerId: staff.id, status: 'pending' });
      // the console names the owner by their staff name (none given: 审核员· and the phone's last four digits), not a nickname
      const mobile = (await ctx.db.selectFrom('users').select('mobile').where('user_id', '=', staff.id).executeTakeFirstOrThrow()).mobile!;
      expect(claimed.ownerName).toBe(`审核员·${mobile.slice(-4)}`);
      expect((await call('/api/staff/growth/leads', { mine: true, size: 50 }, staff)).body.data.list.map((l: { id: string }) => l.id)).toContain(id);

      const unreachable = await call('/api/staff/growth/leads/move', { id, to: 'unreachable', note: '无人接听' }, staff);
      expect(unreachable.body.data).toMatchObject({ status: 'unreachable', staffNote: '无人接听' });
      expect((await call('/api/staff/growth/leads/move', { id, to: 'called', note: '已联系家属' }, staff)).body.data.status).toBe('called');
      // back to 待回访 is not a move of the machine: refused, nothing changes
      const back = await call('/api/staff/growth/leads/move', { id, to: 'pending' }, staff);
      expect([back.status, back.body.msg]).toEqual([409, '该线索当前状态不可操作']);

      const mine = (await call('/api/cf/growthtool/bd-homepage/get-gw-info', { kind: 'regist' }, asker)).body.data.lead;
      expect(mine.status).toBe('called');
      expect(mine.adviser).not.toBe('');

      const audit = await ctx.db.selectFrom('audit_log').selectAll().where('target_id', '=', id).orderBy('created_at').orderBy('id').execute();
      expect(audit.map((a) => a.action)).toEqual(['lead.claim', 'lead.move', 'lead.move']);
      expect(audit.every((a) => a.actor_user_id === staff.id)).toBe(true);
      expect(JSON.parse(audit[2].after_json)).toMatchObject({ status: 'called' });
    });
  });

  describe('the health tree', () => {
    test('wishes follow the comment rules; the count, the latest and the shares come from the database', async () => {
      const before = (await call('/api/cf/v4/mkt/wishing-tree/stat', {}, asker)).body.data;
      for (const [content, msg] of [['   ', '请输入心愿内容'], ['愿'.repeat(201), '心愿不能超过200字']] as const) {
        const r = await call('/api/cf/v4/mkt/wishing-tree/save-wishing', { content }, asker);
        expect([r.status, r.body.msg]).toEqual([400, msg]);
      }
      expect((await call('/api/cf/v4/mkt/wishing-tree/save-wishing', { content: '愿家人平安' })).status).toBe(401);
      const long = '福'.repeat(200);
      expect((await call('/api/cf/v4/mkt/wishing-tree/save-wishing', { content: long }, asker)).body.data).toMatchObject({ content: long, mine: true });
      ctx.advance(1000); // the next wish is the later one (the test clock stands still otherwise: a tie in the latest's order)
      // stored as plain text, trimmed
      const html = await call('/api/cf/v4/mkt/wishing-tree/save-wishing', { content: '  <b>早日康复</b> ' }, other);
      expect(html.body.data.content).toBe('<b>早日康复</b>');

      const after = (await call('/api/cf/v4/mkt/wishing-tree/stat', {}, asker)).body.data;
      expect(after.count).toBe(before.count + 2);
      expect(after.mine).toBe(before.mine + 1);
      const last = (await call('/api/cf/v4/mkt/wishing-tree/get-last', { size: 2 }, asker)).body.data.list;
      expect(last.map((w: { content: string; mine: boolean }) => [w.content, w.mine])).toEqual([['<b>早日康复</b>', false], [long, true]]);
      // Another user's name by the comment wall's one rule (张** / 爱**), the reader's own whole.
      const nick = async (u: U) => (await ctx.db.selectFrom('users').select('nickname').where('user_id', '=', u.id).executeTakeFirstOrThrow()).nickname;
      expect(last.map((w: { nickname: string }) => w.nickname)).toEqual([maskName(await nick(other)), await nick(asker)]);
      expect(last[0].nickname).toMatch(/^.\*\*$/);

      const words = (await call('/api/cf/v4/mkt/wishing-tree/sample-words', {})).body.data.words;
      expect(words.length).toBeGreaterThan(0);
      await ctx.db.insertInto('growth_wish_words').values({ id: 999, text: '新的祝福语' }).execute();
      expect((await call('/api/cf/v4/mkt/wishing-tree/sample-words', {})).body.data.words).toContain('新的祝福语');

      const shared = (await call('/api/cf/v4/mkt/wishing-tree/share', { toWxSource: 2 })).body.data;
      expect(shared.shareCount).toBe(after.shareCount + 1);
    });
  });

  describe('invitations', () => {
    test('recorded when the invitee accepts; the first invitation per kind keeps it; the gift is read from the orders', async () => {
      const inviter = await user(ctx);
      const invitee = await user(ctx);
      const mine = (await call('/api/cf/growth/invite/mine', {}, inviter)).body.data;
      expect(mine).toMatchObject({ invited: 0, gave: 0, raised: 0, list: [] });
      const code = mine.code as string;
      expect((await call('/api/cf/growth/invite/mine', {}, inviter)).body.data.code).toBe(code);

      expect((await call('/api/cf/growth/invite/landing', { code })).body.data).toMatchObject({ valid: true, self: false });
      expect((await call('/api/cf/growth/invite/landing', { code: 'nope' })).body.data.valid).toBe(false);
      const self = await call('/api/cf/growth/invite/accept', { code, kind: 'give', channel: 'inviter' }, inviter);
      expect([self.status, self.body.msg]).toEqual([400, '不能接受自己的邀请']);

      expect((await call('/api/cf/growth/invite/accept', { code, kind: 'give', channel: 'weibo' }, invitee)).body.data.accepted).toBe(true);
      // a second inviter of the same kind is not credited
      const second = (await call('/api/cf/growth/invite/mine', {}, other)).body.data.code;
      expect((await call('/api/cf/growth/invite/accept', { code: second, kind: 'give', channel: 'inviter' }, invitee)).body.data.accepted).toBe(false);

      let list = (await call('/api/cf/growth/invite/mine', {}, inviter)).body.data;
      expect(list).toMatchObject({ invited: 1, gave: 0, raised: 0 });
      expect(list.list[0]).toMatchObject({ kind: 'give', channel: 'weibo', gaveAt: null, raisedAt: null });

      ctx.advance(1000);
      const infoUuid = await newCase(ctx, staff.id);
      await donate(ctx, invitee.cookie, infoUuid, 2000);
      list = (await call('/api/cf/growth/invite/mine', {}, inviter)).body.data;
      expect(list).toMatchObject({ invited: 1, gave: 1 });
      expect(list.list[0].gaveAt).toBeGreaterThanOrEqual(list.list[0].invitedAt);
      expect((await call('/api/cf/growth/invite/mine', {}, other)).body.data.invited).toBe(0);
    });
  });

  describe('the share poster', () => {
    test('its QR code decodes to the case URL carrying the share source', async () => {
      const owner = await user(ctx);
      const infoUuid = await newCase(ctx, owner.id, { cover_url: '/api/demo/covers/3.jpg', raised_amount: 123_456, donation_count: 7, title: '帮帮我的孩子战胜病魔' });
      const info = (await call('/api/cf/growth/poster/info', { infoUuid, target: 'h5', userSourceId: 'u123' }, owner)).body.data;
      expect(info).toMatchObject({ infoUuid, raisedAmount: 123_456, donationCount: 7, canChange: true, mpPage: '' });
      expect(info.caseUrl).toBe(`http://localhost:80/cf/contribute/${infoUuid}?shareSource=poster&channel=poster&userSourceId=u123`.replace('localhost:80', info.caseUrl.split('/')[2]));
      const png = await ctx.app.inject({ method: 'GET', url: info.posterUrl.replace(/^https?:\/\/[^/]+/, '') });
      expect(png.statusCode).toBe(200);
      expect(png.headers['content-type']).toBe('image/png');
      expect(await decodeQr(png.rawPayload)).toBe(info.caseUrl);
      expect((await call('/api/cf/growth/poster/info', { infoUuid, target: 'h5' }, other)).body.data.canChange).toBe(false);
    });

    test('only the owner picks the picture: one of the case images or their own public upload', async () => {
      const owner = await user(ctx);
      const infoUuid = await newCase(ctx, owner.id, { cover_url: '/api/demo/covers/1.jpg', attachments: JSON.stringify(['/api/demo/covers/2.jpg']) });
      const set = (pictureUrl: string, who: U) => call('/api/cf/growth/poster/set-picture', { infoUuid, pictureUrl }, who);
      expect((await set('/api/demo/covers/2.jpg', other)).status).toBe(403);
      const foreign = await set('https://evil.example/x.png', owner);
      expect([foreign.status, foreign.body.msg]).toEqual([400, '请选择筹款的图片或上传新图片']);
      const ok = await set('/api/demo/covers/2.jpg', owner);
      expect(ok.body.data.pictureUrl).toMatch(/\/api\/demo\/covers\/2\.jpg$/);
      expect((await call('/api/cf/growth/poster/info', { infoUuid, target: 'h5' })).body.data.pictureUrl).toMatch(/2\.jpg$/);
      // someone else's upload is refused, the owner's own is taken
      await ctx.db.insertInto('uploads').values({
        file_id: 'fgrowth1', owner_user_id: other.id, kind: 'photo', private: 0, storage_key: 'pub/202611/fgrowth1.png', content_type: 'image/png',
        width: 1, height: 1, bytes: 1, large_bytes: 1, thumb_bytes: 1, upload_bytes: 1, created_at: ctx.now(),
      }).execute();
      expect((await set('/files/pub/202611/fgrowth1.png', owner)).status).toBe(400);
      await ctx.db.updateTable('uploads').set({ owner_user_id: owner.id }).where('file_id', '=', 'fgrowth1').execute();
      expect((await set('/files/pub/202611/fgrowth1.png', owner)).status).toBe(200);
    });
  });
});

test('production refuses the mini-program code stand-in', () => {
  const base = { NODE_ENV: 'production' };
  expect(productionProblems(loadConfig(base)).join('\n')).toMatch(/share posters: no mini-program secret/);
  expect(productionProblems(loadConfig({ ...base, WX_SECRET: 'x'.repeat(32), WX_APPID: 'wx1' })).join('\n')).not.toMatch(/share posters/);
});
