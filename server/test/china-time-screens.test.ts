/**
 * The server renders China time whatever its own zone (the suite runs in UTC, as most servers do): the
 * first screen of a shared article, rendered on the server, shows the date a reader's phone in China
 * shows for the same instant (the reference: a process in Asia/Shanghai), and so does the case page.
 * The instants fall between 16:00 and 24:00 UTC, where the UTC day and the China day differ.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { DIALECTS, makeApp, post, type TestCtx } from './support/testApp';
import { newCase, user } from './support/funds';
import { staffUser } from './raise-fixtures';

// The shape of the H5 build's index.html (as in h5-ssr.test.ts): the server screen goes in before its scripts.
const INDEX =
  '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>爱心筹</title>' +
  '<script defer="defer" src="/js/app.bbbb2222.js"></script><link href="/css/app.cccc3333.css" rel="stylesheet"></head><body><div id="app"></div></body></html>';

/** YYYY-MM-DD of each instant as a device set to China time shows it (a child process in Asia/Shanghai). */
function phoneInChinaDays(instants: number[]): string[] {
  const code = `const p=(n)=>String(n).padStart(2,'0');console.log(JSON.stringify(JSON.parse(process.argv[1]).map((ms)=>{const d=new Date(ms);return d.getFullYear()+'-'+p(d.getMonth()+1)+'-'+p(d.getDate());})))`;
  const r = spawnSync(process.execPath, ['-e', code, JSON.stringify(instants)], { env: { ...process.env, TZ: 'Asia/Shanghai' }, encoding: 'utf8' });
  return JSON.parse(r.stdout);
}

jest.setTimeout(60_000);

describe.each(DIALECTS)('China time on server-rendered screens (%s)', (dialect) => {
  let ctx: TestCtx;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'cf-china-time-'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    mkdirSync(join(dist, 'css'));
    writeFileSync(join(dist, 'css', 'app.cccc3333.css'), '.cf-hero{background:#fff}');
    ctx = await makeApp(dialect, { config: { h5Dir: dist } });
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const screen = async (url: string) => {
    const r = await ctx.app.inject({ method: 'GET', url, headers: { host: 'cf.example.com', 'accept-encoding': 'identity' } });
    expect(r.statusCode).toBe(200);
    const el = new JSDOM(r.body).window.document.getElementById('cf-ssr');
    expect(el).not.toBeNull();
    return el!;
  };

  test('a shared article: the server-rendered date is the China date of its publish time', async () => {
    const staff = await staffUser(ctx);
    const publishAt = Date.UTC(2026, 0, 15, 17, 30); // 2026-01-16 01:30 in China
    const a = await post(ctx.app, '/api/staff/content/save', { kind: 'article', title: '半夜发布的文章', summary: '摘要', body: '正文', publishAt }, staff.cookie);
    const id = a.body.data.id as string;
    expect((await post(ctx.app, '/api/staff/content/publish', { id }, staff.cookie)).body.code).toBe(0);
    const meta = (await screen(`/cf/article/articleMiddlePage/${id}`)).querySelector('.ct-article__meta')?.textContent ?? '';
    const [china] = phoneInChinaDays([publishAt]);
    expect(china).toBe('2026-01-16');
    expect(meta).toContain(china);
  });

  test('the case page: every date the server renders is a China date, none a UTC one', async () => {
    const owner = await user(ctx);
    const createdAt = Date.UTC(2026, 5, 1, 20, 0); // 2026-06-02 04:00 in China
    const infoUuid = await newCase(ctx, owner.id, { created_at: createdAt });
    const text = (await screen(`/cf/contribute/${infoUuid}`)).textContent ?? '';
    expect(text).toContain(await caseTitle(infoUuid));
    const [china] = phoneInChinaDays([createdAt]);
    for (const d of text.match(/\d{4}-\d{2}-\d{2}|\d{1,2}月\d{1,2}日/g) ?? []) expect([china, '6月2日', '06-02']).toContain(d);
    expect(text).not.toContain('2026-06-01');
  });

  const caseTitle = async (infoUuid: string) => (await ctx.db.selectFrom('cases').select('title').where('info_uuid', '=', infoUuid).executeTakeFirstOrThrow()).title;
});
