/**
 * Every declared call, walked as a visitor, another user, the case's owner and staff: each gets what the
 * declaration's access level says. A visitor is refused (401) every call above `visitor`; a user who is
 * not the owner is refused (403) every owner call on someone else's case; a user without the role is
 * refused (403) every staff call; and nobody is refused a call their level allows.
 */
import { allContract as contract } from '../../src/contract/all';
import type { CallDef } from '../../src/contract/schema';
import { addStaff } from '../src/repositories/revisions';
import { DIALECTS, donatableCase, login, makeApp, post, type TestCtx } from './support/testApp';

type Schema = Record<string, any>;

/** A small value that satisfies the schema where it can (bounds, enums, required fields). */
function sample(s: Schema, key = ''): unknown {
  if (!s || typeof s !== 'object') return null;
  if ('const' in s) return s.const;
  if (Array.isArray(s.enum)) return s.enum[0];
  if (Array.isArray(s.anyOf)) return sample(s.anyOf.find((x: Schema) => x.type !== 'null') ?? s.anyOf[0], key);
  const type = Array.isArray(s.type) ? s.type.find((t: string) => t !== 'null') : s.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const k of s.required ?? []) out[k] = sample(s.properties?.[k], k);
      return out;
    }
    case 'array': return Array.from({ length: s.minItems ?? 0 }, () => sample(s.items, key));
    case 'integer':
    case 'number': return Math.max(s.minimum ?? 0, Math.min(s.maximum ?? 1, 1));
    case 'boolean': return key === 'confirm';
    case 'string': {
      if (s.pattern) return null; // a value for a pattern is not guessed: the call is then judged by its level only
      const n = Math.max(s.minLength ?? 0, /reason|content|note/i.test(key) ? 10 : 1);
      return 'x'.repeat(Math.min(n, s.maxLength ?? n));
    }
    case 'null': return null;
    default: return {};
  }
}

const calls: Array<{ name: string; def: CallDef }> = Object.entries(contract).flatMap(([group, defs]) =>
  Object.entries(defs as Record<string, CallDef>).map(([name, def]) => ({ name: `${group}.${name}`, def })));

describe.each(DIALECTS)('access levels of every declared call (%s)', (dialect) => {
  let ctx: TestCtx;
  let owner: string;
  let other: string;
  let staff: string;
  let infoUuid: string;
  beforeAll(async () => {
    ctx = await makeApp(dialect);
    owner = await login(ctx);
    other = await login(ctx);
    staff = await login(ctx);
    const idOf = async (c: string) => (await post(ctx.app, contract.account.loginCheck.path, {}, c)).body.data.user.userId as string;
    infoUuid = await donatableCase(ctx);
    await ctx.db.updateTable('cases').set({ owner_user_id: await idOf(owner) }).where('info_uuid', '=', infoUuid).execute();
    await addStaff(ctx.db, await idOf(staff), ctx.now());
  });
  afterAll(async () => ctx?.close());

  const ask = async (def: CallDef, cookie?: string) => {
    const body = sample(def.req as Schema) as Record<string, unknown>;
    if (body && typeof body === 'object' && 'infoUuid' in ((def.req as Schema).properties ?? {})) body.infoUuid = infoUuid;
    let status: number;
    let msg: string;
    if (def.method === 'GET') {
      const q = new URLSearchParams(Object.entries(body ?? {}).map(([k, v]) => [k, String(v)])).toString();
      const r = await ctx.app.inject({ method: 'GET', url: `${def.path}?${q}`, headers: cookie ? { cookie } : {} });
      status = r.statusCode;
      msg = String((r.json() as { msg?: string }).msg ?? '');
    } else {
      const r = await post(ctx.app, def.path, body ?? {}, cookie);
      status = r.status;
      msg = r.body.msg;
    }
    // A declared call the server does not answer is a declaration without a handler.
    if (status === 404 && msg === '接口不存在') unanswered.add(def.path);
    return status;
  };
  const unanswered = new Set<string>();

  test(`${calls.length} calls: visitors, other users, owners and staff get what the level says`, async () => {
    expect(calls.length).toBeGreaterThan(100);
    const wrong: string[] = [];
    // A refusal is a 4xx with a message, never a 500, whatever the level and the body.
    const expectOf = (name: string, who: string, status: number, ok: boolean) => {
      if (!ok || status >= 500) wrong.push(`${name} as ${who}: ${status}`);
    };
    // Reads and writes alike: the owner's own calls run late (they may close the case), logging out last.
    const rank = (c: { def: CallDef }) => (c.def === contract.account.logout ? 2 : c.def.access === 'owner' ? 1 : 0);
    const ordered = [...calls].sort((a, b) => rank(a) - rank(b));
    let ownerChecked = 0;
    for (const { name, def } of ordered) {
      const asVisitor = await ask(def);
      if (def.access === 'visitor') expectOf(name, 'visitor', asVisitor, asVisitor !== 401 && asVisitor !== 403);
      else expectOf(name, 'visitor', asVisitor, asVisitor === 401);

      const asOther = await ask(def, other);
      if (def.access === 'staff') expectOf(name, 'a user', asOther, asOther === 403);
      else if (def.access !== 'owner') expectOf(name, 'a user', asOther, asOther !== 401);

      if (def.access === 'staff') {
        const asStaff = await ask(def, staff);
        expectOf(name, 'staff', asStaff, asStaff !== 401 && asStaff !== 403);
      }
      if (def.access === 'owner') {
        const asOwner = await ask(def, owner);
        // Where the sample body passes validation, the owner is let through and another user is not.
        if (asOwner !== 400) {
          ownerChecked += 1;
          expectOf(name, 'the owner', asOwner, asOwner !== 401 && asOwner !== 403);
          expectOf(name, 'a user', asOther, asOther === 403);
        }
      }
    }
    console.log(`owner calls whose sample body validated: ${ownerChecked}`);
    expect(wrong).toEqual([]);
    expect([...unanswered]).toEqual([]);
    expect(ownerChecked).toBeGreaterThan(8);
  });
});
