/**
 * get-funding-info's top-level `attachments`: the case's proof materials as public descriptors (kind,
 * label, count, checked), never a picture. The test uploads real private pictures, files them in the
 * material and fundraiser sections, and searches the whole public answer for their upload keys; the
 * owner's sections and the staff's case file still carry the pictures.
 */
import { DIALECTS, makeApp, type TestCtx } from './support/testApp';
import { multipartBody, png } from './support/multipart';
import { user } from './support/funds';
import { call, draft, PATH, review, save, staffUser, submit, type U } from './raise-fixtures';

jest.setTimeout(90_000);


describe.each(DIALECTS)('proof materials on the case page (%s)', (dialect) => {
  let ctx: TestCtx;
  let owner: U;
  let staff: U;
  beforeAll(async () => {
    ctx = await makeApp(dialect, { seed: false });
    owner = await user(ctx);
    staff = await staffUser(ctx);
  });
  afterAll(async () => ctx?.close());

  /** A private upload of the owner: its URL and file id. */
  const upload = async (kind: 'medical' | 'idcard') => {
    const { payload, headers } = multipartBody({ kind }, [{ name: 'file', filename: 'a.png', contentType: 'image/png', data: await png() }]);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/upload', payload, headers: { ...headers, cookie: owner.cookie } });
    const data = res.json().data as { url: string; fileId: string; private: boolean };
    expect(data.private).toBe(true);
    return data;
  };

  test('the public answer lists the kinds submitted, counted and checked, and no upload key or URL anywhere', async () => {
    const medical = [await upload('medical'), await upload('medical')];
    const ids = [await upload('idcard')];
    const infoUuid = await draft(ctx, owner);
    expect((await save(ctx, owner, infoUuid, 'material', { medicalUrls: medical.map((u) => u.url), patientPhotos: [] })).body.code).toBe(0);
    expect((await save(ctx, owner, infoUuid, 'fundraiser', { idPhotoUrls: ids.map((u) => u.url) })).body.code).toBe(0);
    expect((await submit(ctx, owner, infoUuid, ['base', 'material', 'fundraiser'])).body.code).toBe(0);
    expect((await review(ctx, staff, infoUuid, 'base', true)).body.code).toBe(0);
    expect((await review(ctx, staff, infoUuid, 'material', true)).body.code).toBe(0); // the ID stays in review
    expect((await call(ctx, '/api/cf/v4/publish', { infoUuid }, owner.cookie)).body.code).toBe(0);

    const expected = [
      { kind: 'medical', label: '医疗证明', count: 2, checked: true },
      { kind: 'identity', label: '身份证明', count: 1, checked: false },
    ];
    const secrets = [...medical, ...ids].flatMap((u) => [u.fileId, u.url]).concat('/api/upload/private');
    const other = await user(ctx);
    // a visitor twice (the second answer is the cached bytes), another user, the owner
    for (const cookie of [undefined, undefined, other.cookie, owner.cookie]) {
      const r = await call(ctx, '/api/cf/v4/get-funding-info', { infoUuid }, cookie);
      expect(r.body.code).toBe(0);
      expect(r.body.data.attachments).toEqual(expected);
      const text = JSON.stringify(r.body);
      for (const s of secrets) expect(text).not.toContain(s);
    }

    // The owner's sections and the staff's case file are unchanged: the pictures themselves.
    const mine = await call(ctx, PATH.material, { infoUuid }, owner.cookie);
    const mineText = JSON.stringify(mine.body.data.data.medicalUrls);
    for (const u of medical) expect(mineText).toContain(`/api/upload/private/${u.fileId}`);
    const file = JSON.stringify((await call(ctx, '/api/staff/raise/case-file', { infoUuid }, staff.cookie)).body.data);
    for (const u of [...medical, ...ids]) expect(file).toContain(`/api/upload/private/${u.fileId}`);
  });

  test('a case with no proof pictures answers an empty list', async () => {
    const infoUuid = await draft(ctx, owner);
    expect((await submit(ctx, owner, infoUuid, ['base'])).body.code).toBe(0);
    expect((await review(ctx, staff, infoUuid, 'base', true)).body.code).toBe(0);
    expect((await call(ctx, '/api/cf/v4/publish', { infoUuid }, owner.cookie)).body.code).toBe(0);
    expect((await call(ctx, '/api/cf/v4/get-funding-info', { infoUuid })).body.data.attachments).toEqual([]);
  });
});
