/**
 * The donor's reports on both databases: the monthly report's figures, its thumbs-up (once per
 * user), the pronoun default, the fundraiser's tasks, the annual report's sums by month and its
 * share image (a real PNG whose QR code decodes to the platform's page).
 */
import sharp from 'sharp';
import jsQR from 'jsqr';
import { contract } from '../../src/contract';
import { loveBalance } from '../src/repositories/love';
import { chinaYearMonth, monthWindow, periodOf, pronounOfIdCard } from '../src/services/donor-reports';
import { donate, newCase, user } from './support/funds';
import { DIALECTS, makeApp, post, type TestCtx } from './support/testApp';

const R = contract.reports;

async function patientSection(ctx: TestCtx, infoUuid: string, idCard: string) {
  await ctx.db.insertInto('case_sections').values({
    info_uuid: infoUuid, section: 'patient', status: 4, data_json: JSON.stringify({ name: '测试', idCard, relation: 'self' }),
    lookup_key: '', reason: '', submitted_at: ctx.now(), reviewed_by: null, reviewed_at: null, updated_at: ctx.now(),
  }).execute();
}

test('pronoun from the ID number, 他 when unknown', () => {
  expect(pronounOfIdCard('110101199001011224')).toBe('她');
  expect(pronounOfIdCard('110101199001011214')).toBe('他');
  expect(pronounOfIdCard('11010119900101122X')).toBe('她');
  expect(pronounOfIdCard('')).toBe('他');
  expect(pronounOfIdCard(undefined)).toBe('他');
  expect(pronounOfIdCard('abc')).toBe('他');
});

describe.each(DIALECTS)('donor reports (%s)', (dialect) => {
  let ctx: TestCtx;
  beforeAll(async () => {
    ctx = await makeApp(dialect);
  });
  afterAll(async () => ctx?.close());

  test('monthly report: this month\'s two donations, cases, love value, thumbs-up once, pronouns', async () => {
    const donor = await user(ctx);
    const owner = await user(ctx);
    const other = await user(ctx);
    const hers = await newCase(ctx, owner.id, { title: '她的筹款' });
    const unknown = await newCase(ctx, owner.id, { title: '未知性别' });
    await patientSection(ctx, hers, '110101199001011224');
    await donate(ctx, donor.cookie, hers, 5000);
    await donate(ctx, donor.cookie, unknown, 1200);

    const mine = await post(ctx.app, R.monthly.path, {}, donor.cookie);
    expect(mine.status).toBe(200);
    const d = mine.body.data;
    const { year, month } = chinaYearMonth(ctx.now());
    expect(d.month).toBe(periodOf(year, month));
    expect(d).toMatchObject({ userId: donor.id, isOwner: true, donatedFen: 6200, donationCount: 2, caseCount: 2, isBlessing: false, blessingCount: 0 });
    expect(d.loveScore).toBe(await loveBalance(ctx.db, donor.id));
    const byId = Object.fromEntries(d.cases.map((c: { infoUuid: string }) => [c.infoUuid, c]));
    expect(byId[hers]).toMatchObject({ myFen: 5000, raisedFen: 5000, pronoun: '她', title: '她的筹款' });
    expect(byId[unknown]).toMatchObject({ myFen: 1200, raisedFen: 1200, pronoun: '他' });
    expect(d.fundraiserTask).toBeNull(); // the donor raises nothing

    // Last month's report has none of it.
    const prev = month === 1 ? periodOf(year - 1, 12) : periodOf(year, month - 1);
    expect((await post(ctx.app, R.monthly.path, { month: prev }, donor.cookie)).body.data).toMatchObject({ donatedFen: 0, donationCount: 0, cases: [] });

    // Thumbs-up: once per user, the owner too; a second does nothing.
    const first = await post(ctx.app, R.bless.path, { userId: donor.id, month: d.month }, other.cookie);
    expect(first.body.data).toEqual({ isBlessing: true, blessingCount: 1, added: true });
    const again = await post(ctx.app, R.bless.path, { userId: donor.id, month: d.month }, other.cookie);
    expect(again.body.data).toEqual({ isBlessing: true, blessingCount: 1, added: false });
    await post(ctx.app, R.bless.path, { userId: donor.id, month: d.month }, donor.cookie);
    expect((await post(ctx.app, R.bless.path, { userId: donor.id, month: d.month }, donor.cookie)).body.data.blessingCount).toBe(2);
    expect((await post(ctx.app, R.bless.path, { userId: donor.id, month: d.month })).status).toBe(401);

    // Someone else sees the report with a masked name, their thumbs-up, and no fundraiser tasks.
    const seen = (await post(ctx.app, R.monthly.path, { userId: donor.id }, other.cookie)).body.data;
    expect(seen).toMatchObject({ isOwner: false, isBlessing: true, blessingCount: 2, donatedFen: 6200, fundraiserTask: null });
    expect(seen.nickname).toContain('*');

    // The fundraiser sees the tasks of their live case.
    const task = (await post(ctx.app, R.monthly.path, {}, owner.cookie)).body.data.fundraiserTask;
    expect(task.infoUuid).toBe(unknown); // the newest raising case
    expect(task.pronoun).toBe('他');
    const donation = task.currentTask.targetInfoList.find((t: { key: string }) => t.key === 'donation');
    expect(donation).toMatchObject({ done: 1, target: 20, finished: false });
    expect(task.simpleTaskList.map((t: { key: string }) => t.key)).toEqual(['progress', 'share', 'verify']);
  });

  test('an anonymous gift is left out of the report others see', async () => {
    const donor = await user(ctx);
    const owner = await user(ctx);
    const kase = await newCase(ctx, owner.id);
    const a = await donate(ctx, donor.cookie, kase, 3000);
    await donate(ctx, donor.cookie, kase, 700);
    await ctx.db.updateTable('orders').set({ anonymous: 1 }).where('order_id', '=', a).execute();
    expect((await post(ctx.app, R.monthly.path, { userId: donor.id }, owner.cookie)).body.data).toMatchObject({ donatedFen: 700, donationCount: 1 });
    expect((await post(ctx.app, R.monthly.path, {}, donor.cookie)).body.data).toMatchObject({ donatedFen: 3700, donationCount: 2 });
    expect((await post(ctx.app, R.monthly.path, {})).status).toBe(400);
  });

  test('annual report: sums by month, and a share image that is a PNG whose QR code decodes', async () => {
    const donor = await user(ctx);
    const owner = await user(ctx);
    const kase = await newCase(ctx, owner.id);
    const { year } = chinaYearMonth(ctx.now());
    const jan = await donate(ctx, donor.cookie, kase, 1000);
    const mar = await donate(ctx, donor.cookie, kase, 2500);
    const mar2 = await donate(ctx, donor.cookie, kase, 500);
    const lastYear = await donate(ctx, donor.cookie, kase, 9900);
    const at = (y: number, m: number, dayMs: number) => monthWindow(y, m)[0] + dayMs;
    await ctx.db.updateTable('orders').set({ paid_at: at(year, 1, 3600_000) }).where('order_id', '=', jan).execute();
    // The first hour of 1 March in China is still February in UTC: it counts for March.
    await ctx.db.updateTable('orders').set({ paid_at: at(year, 3, 60_000) }).where('order_id', '=', mar).execute();
    await ctx.db.updateTable('orders').set({ paid_at: at(year, 3, 86_400_000) }).where('order_id', '=', mar2).execute();
    await ctx.db.updateTable('orders').set({ paid_at: at(year - 1, 12, 1000) }).where('order_id', '=', lastYear).execute();

    const r = (await post(ctx.app, R.annual.path, {}, donor.cookie)).body.data;
    expect(r).toMatchObject({ year, donatedFen: 4000, donationCount: 3, caseCount: 1, firstDonationAt: at(year, 1, 3600_000) });
    expect(r.byMonth).toHaveLength(12);
    expect(r.byMonth[0]).toEqual({ month: 1, fen: 1000, count: 1 });
    expect(r.byMonth[1]).toEqual({ month: 2, fen: 0, count: 0 });
    expect(r.byMonth[2]).toEqual({ month: 3, fen: 3000, count: 2 });
    expect(r.byMonth.reduce((s: number, m: { fen: number }) => s + m.fen, 0)).toBe(r.donatedFen);
    expect(r.years).toEqual([year, year - 1]);
    expect((await post(ctx.app, R.annual.path, { year: year - 1 }, donor.cookie)).body.data).toMatchObject({ donatedFen: 9900, donationCount: 1 });

    const path = new URL(r.imageUrl).pathname + new URL(r.imageUrl).search;
    const img = await ctx.app.inject({ method: 'GET', url: path, headers: { host: 'cf.example.test' } });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.rawPayload.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
    const { data, info } = await sharp(img.rawPayload).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([750, 1334]);
    const qr = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
    expect(qr?.data).toBe('http://cf.example.test/cf/annual-report/home');

    // A wrong signature, or another user's id with this signature, opens nothing.
    const forged = path.replace(/sig=[0-9a-f]+/, 'sig=' + '0'.repeat(32));
    expect((await ctx.app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: path.replace(encodeURIComponent(donor.id), encodeURIComponent(owner.id)) })).statusCode).toBe(404);
  });

  test('public user info: masked name', async () => {
    const u = await user(ctx);
    await ctx.db.updateTable('users').set({ nickname: '张三丰' }).where('user_id', '=', u.id).execute();
    expect((await post(ctx.app, R.publicUserInfo.path, { userId: u.id })).body.data).toMatchObject({ userId: u.id, nickname: '张**', deleted: false });
    expect((await post(ctx.app, R.publicUserInfo.path, { userId: 'nobody' })).status).toBe(404);
  });
});
