/**
 * route(): a call registered from its declaration validates its input, checks its access level before the
 * handler runs, sends exactly the declared fields, and maps exactly the declared image fields.
 */
import fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { call, Img, ImgCsv, ImgList, INFO_UUID, Int, Json, List, Obj, Opt, Str } from '../../src/contract/schema';
import { CONTRACT_AJV, route } from '../src/http/route';
import { registerErrorHandling } from '../src/plugins/errors';
import { addStaff } from '../src/repositories/revisions';
import { DIALECTS, donatableCase, login, makeApp, type TestCtx } from './support/testApp';

const Item = Obj({ id: Str(0, 64), coverUrl: Img(), note: Str(0, 200) });
const T = {
  open: call({ method: 'POST', path: '/t/open', access: 'visitor', req: Obj({ n: Opt(Int(0, 10)), nested: Opt(Json()) }), res: Obj({ n: Int(0, 10), who: Str(0, 64), items: List(Item) }) }),
  user: call({ method: 'POST', path: '/t/user', access: 'user', req: Obj({}), res: Obj({ userId: Str(0, 64) }) }),
  mobile: call({ method: 'POST', path: '/t/mobile', access: 'mobile', req: Obj({}), res: Obj({ ok: Int(0, 1) }) }),
  owner: call({ method: 'POST', path: '/t/owner', access: 'owner', req: Obj({ infoUuid: INFO_UUID() }), res: Obj({ title: Str(0, 200) }) }),
  staff: call({ method: 'POST', path: '/t/staff', access: 'staff', req: Obj({}), res: Obj({ staffId: Str(0, 64) }) }),
  echo: call({ method: 'POST', path: '/t/echo', access: 'visitor', req: Obj({ cover: Img(), csv: ImgCsv(), list: ImgList(), plain: Str(0, 2000) }), res: Obj({ cover: Str(0, 2000), csv: Str(0, 20000), list: List(Str(0, 2000)), plain: Str(0, 2000) }) }),
  get: call({ method: 'GET', path: '/t/get', access: 'visitor', req: Obj({ offset: Opt(Int(0, 100)), q: Opt(Str(0, 10)) }), res: Obj({ offset: Int(0, 100), type: Str(0, 20) }) }),
};

describe.each(DIALECTS)('contract route (%s)', (dialect) => {
  let ctx: TestCtx;
  let app: FastifyInstance;
  const origin = 'http://img.test';
  beforeAll(async () => {
    ctx = await makeApp(dialect, { config: { publicAssetOrigin: origin } });
    app = fastify({ ajv: CONTRACT_AJV as never });
    await app.register(cookie);
    registerErrorHandling(app);
    const deps = ctx.deps;
    route(app, deps, T.open, ({ body, user }) => ({
      n: body.n ?? 0,
      who: user?.user_id ?? 'visitor',
      // `secret` is not declared: it must never reach the client.
      items: [{ id: 'a', coverUrl: '/files/a.jpg', note: '/files/not-an-image', secret: '110101199001011234' } as never],
      secret: 'x',
    } as never));
    route(app, deps, T.user, ({ user }) => ({ userId: user.user_id }));
    route(app, deps, T.mobile, () => ({ ok: 1 }));
    route(app, deps, T.owner, ({ kase }) => ({ title: kase.title }));
    route(app, deps, T.staff, ({ staff }) => ({ staffId: staff.user_id }));
    route(app, deps, T.echo, ({ body }) => body);
    route(app, deps, T.get, ({ body }) => ({ offset: body.offset ?? 0, type: typeof body.offset }));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await ctx?.close();
  });

  const send = async (path: string, payload: unknown, cookieHeader?: string) => {
    const r = await app.inject({ method: 'POST', url: path, payload: payload as object, headers: { 'content-type': 'application/json', ...(cookieHeader ? { cookie: cookieHeader } : {}) } });
    return { status: r.statusCode, body: r.json() };
  };
  const userIdOf = async (c: string) => (await send('/t/user', {}, c)).body.data.userId as string;

  test('the answer carries exactly the declared fields; declared images are absolute, other strings are not', async () => {
    const r = await send('/t/open', { n: 3 });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ code: 0, msg: 'success', data: { n: 3, who: 'visitor', items: [{ id: 'a', coverUrl: `${origin}/files/a.jpg`, note: '/files/not-an-image' }] } });
  });

  test('input: unknown fields and wrong types are 400 with a message; a body nested 5000 deep is 400, not 500', async () => {
    expect((await send('/t/open', { n: '3' })).status).toBe(400);
    // no body, or a JSON null, is an empty request
    expect((await app.inject({ method: 'POST', url: '/t/open' })).json().data.n).toBe(0);
    expect((await app.inject({ method: 'POST', url: '/t/open', payload: 'null', headers: { 'content-type': 'application/json' } })).statusCode).toBe(200);
    const extra = await send('/t/open', { n: 1, other: 1 });
    expect(extra.status).toBe(400);
    expect(extra.body.msg).toMatch(/^参数错误/);
    const deep = `{"cover":"","csv":"","list":[],"plain":"","extra":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`;
    const r = await app.inject({ method: 'POST', url: '/t/echo', payload: deep, headers: { 'content-type': 'application/json' } });
    expect(r.statusCode).toBe(400);
    const nested = `{"nested":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`;
    expect((await app.inject({ method: 'POST', url: '/t/open', payload: nested, headers: { 'content-type': 'application/json' } })).statusCode).toBe(200);
  });

  test('our own absolute image URLs in a request are stored as paths', async () => {
    const r = await send('/t/echo', { cover: `${origin}/files/c.jpg`, csv: `${origin}/files/1.jpg,https://other.test/2.jpg`, list: [`${origin}/files/l.jpg`], plain: `${origin}/files/p.jpg` });
    expect(r.body.data).toEqual({ cover: '/files/c.jpg', csv: '/files/1.jpg,https://other.test/2.jpg', list: ['/files/l.jpg'], plain: `${origin}/files/p.jpg` });
  });

  test('GET: declared integers are read from the query string', async () => {
    const r = await app.inject({ method: 'GET', url: '/t/get?offset=7&q=x' });
    expect(r.json().data).toEqual({ offset: 7, type: 'number' });
    expect((await app.inject({ method: 'GET', url: '/t/get?offset=abc' })).statusCode).toBe(400);
  });

  test('access: visitor, user, mobile, owner, staff', async () => {
    expect((await send('/t/user', {})).body.code).toBe(20102);
    expect((await send('/t/user', {})).status).toBe(401);
    // the level is checked before the body: a visitor's bad body is still 401, not 400
    expect((await send('/t/user', { bogus: 1 })).status).toBe(401);
    expect((await send('/t/owner', { infoUuid: 5 })).status).toBe(401);
    const a = await login(ctx);
    const b = await login(ctx);
    const aId = await userIdOf(a);
    expect((await send('/t/open', {}, a)).body.data.who).toBe(aId);
    expect((await send('/t/mobile', {}, a)).status).toBe(200);
    await ctx.db.updateTable('users').set({ mobile: null }).where('user_id', '=', await userIdOf(b)).execute();
    const noMobile = await send('/t/mobile', {}, b);
    expect(noMobile.status).toBe(403);
    expect(noMobile.body.msg).toBe('请先绑定手机号');

    const infoUuid = await donatableCase(ctx);
    await ctx.db.updateTable('cases').set({ owner_user_id: aId }).where('info_uuid', '=', infoUuid).execute();
    expect((await send('/t/owner', { infoUuid }, a)).status).toBe(200);
    const other = await send('/t/owner', { infoUuid }, b);
    expect(other.status).toBe(403);
    expect((await send('/t/owner', { infoUuid: 'no-such-case' }, a)).status).toBe(404);
    expect((await send('/t/owner', { infoUuid })).status).toBe(401);

    expect((await send('/t/staff', {}, a)).status).toBe(403);
    expect((await send('/t/staff', { bogus: 1 }, a)).status).toBe(403);
    await addStaff(ctx.db, aId, ctx.now());
    expect((await send('/t/staff', {}, a)).body.data).toEqual({ staffId: aId });
  });
});
