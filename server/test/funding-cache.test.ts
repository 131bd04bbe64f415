/**
 * get-funding-info's per-process cache keeps serialised bytes, so they must be right for the origin
 * that asked: the images are absolute on each request's asset origin, an entry of one origin is never
 * handed to another, and a cached answer carries exactly the declared fields (those of the fresh one).
 */
import { maskName } from '../../src/contract/rules/names';
import { DIALECTS, donatableCase, login, makeApp, type TestCtx } from './support/testApp';

describe.each(DIALECTS)('get-funding-info cache per asset origin (%s)', (dialect) => {
  let ctx: TestCtx;
  let infoUuid: string;
  beforeAll(async () => {
    ctx = await makeApp(dialect);
    infoUuid = await donatableCase(ctx);
    await ctx.db.updateTable('cases').set({ attachments: JSON.stringify(['/api/demo/covers/1.jpg', 'https://cdn.example.com/x.jpg']) }).where('info_uuid', '=', infoUuid).execute();
  });
  afterAll(async () => ctx?.close());

  const ask = async (host: string, cookie?: string) => {
    const r = await ctx.app.inject({ method: 'POST', url: '/api/cf/v4/get-funding-info', payload: { infoUuid }, headers: { host, ...(cookie ? { cookie } : {}) } });
    expect(r.statusCode).toBe(200);
    return r.body;
  };

  test('each origin gets its own absolute image URLs, fresh and cached alike', async () => {
    const a1 = await ask('a.example.com');
    const b1 = await ask('b.example.com');
    const a2 = await ask('a.example.com');
    const b2 = await ask('b.example.com', await login(ctx));
    expect(a2).toBe(a1);
    expect(b2).toBe(b1);
    const a = JSON.parse(a1).data;
    const b = JSON.parse(b1).data;
    expect(a.baseInfo.attachments).toEqual(['http://a.example.com/api/demo/covers/1.jpg', 'https://cdn.example.com/x.jpg']);
    expect(a.baseInfo.largeAttachments[0]).toBe('http://a.example.com/api/demo/covers/1.jpg!cf_mtr_1080');
    expect(b.baseInfo.attachments).toEqual(['http://b.example.com/api/demo/covers/1.jpg', 'https://cdn.example.com/x.jpg']);
    expect(a1.replace(/a\.example\.com/g, 'b.example.com')).toBe(b1);
  });

  test('a cached answer has the same fields as a fresh one (the owner\'s, read fresh every time)', async () => {
    const cached = JSON.parse(await ask('a.example.com'));
    const c = await ctx.db.selectFrom('cases').select('owner_user_id').where('info_uuid', '=', infoUuid).executeTakeFirstOrThrow();
    const { sha256 } = await import('../src/lib/util');
    const token = `own-${Math.random().toString(36).slice(2)}`;
    await ctx.db.insertInto('sessions').values({ token_hash: sha256(token), user_id: c.owner_user_id, created_at: ctx.now(), expires_at: ctx.now() + 3600_000 }).execute();
    const fresh = JSON.parse(await ask('a.example.com', `cf_session=${token}`));
    expect(fresh.data.isSelf).toBe(true);
    expect(Object.keys(cached.data)).toEqual(Object.keys(fresh.data));
    // the owner sees their own payee's name whole, everyone else masked (public-names.test.ts)
    expect(cached.data.payeeInfo.name).toBe(maskName(fresh.data.payeeInfo.name));
    expect({ ...cached.data, isSelf: true, payeeInfo: fresh.data.payeeInfo }).toEqual(fresh.data);
  });
});
