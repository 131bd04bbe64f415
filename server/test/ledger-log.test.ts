/**
 * The public money log (issue 30), on SQLite and PostgreSQL: the product's iterative tree, proofs and
 * checks (src/lib/merkle.ts) against RFC 9162's recursive MTH / PATH / PROOF written plainly here with
 * node's own SHA-256; leaves sequenced after commit (the donation path writes nothing to the log);
 * signed heads; refunds and payouts as new leaves; a tampered row (an amount, a deletion, a reorder)
 * named by the offline check; two lease holders appending each entry once.
 */
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  donorHashOf, fromHex, hashLeaf, headMessage, leafHashOf, MerkleTree, pureSha256, toHex, utf8, verifyConsistency, verifyInclusion,
} from '../../src/lib/merkle';
import { exportLedger } from '../src/services/ledger-log/export';
import { HEADS_FILE, runLedgerJob } from '../src/services/ledger-log/heads';
import { FULL_SWEEP_MS } from '../src/services/ledger-log/sequencer';
import { verifyBytes } from '../src/services/ledger-log/keys';
import { parseHeads, verifyLedger, type PublishedHead } from '../src/services/ledger-log/verify';
import { donate, key, user } from './support/funds';
import { fundedCase, staffPost, staffUser, type U } from './support/money';
import { DIALECTS, makeApp, post, type TestCtx } from './support/testApp';
import { CT_LEAVES_HEX, CT_ROOTS_HEX } from '../../test/unit/lib/merkle-vectors';

jest.setTimeout(120_000);

// RFC 9162 section 2.1, recursively, over the leaf inputs D, with node's SHA-256
const H = (...parts: (Uint8Array | number[])[]) => new Uint8Array(createHash('sha256').update(Buffer.concat(parts.map((p) => Buffer.from(p)))).digest());
const k2 = (n: number) => { let k = 1; while (k * 2 < n) k *= 2; return k; };
const MTH = (D: Uint8Array[]): Uint8Array => D.length === 0 ? H([]) : D.length === 1 ? H([0], D[0]) : H([1], MTH(D.slice(0, k2(D.length))), MTH(D.slice(k2(D.length))));
const PATH = (m: number, D: Uint8Array[]): Uint8Array[] => {
  if (D.length === 1) return [];
  const k = k2(D.length);
  return m < k ? [...PATH(m, D.slice(0, k)), MTH(D.slice(k))] : [...PATH(m - k, D.slice(k)), MTH(D.slice(0, k))];
};
const SUBPROOF = (m: number, D: Uint8Array[], b: boolean): Uint8Array[] => {
  if (m === D.length) return b ? [] : [MTH(D)];
  const k = k2(D.length);
  return m <= k ? [...SUBPROOF(m, D.slice(0, k), b), MTH(D.slice(k))] : [...SUBPROOF(m - k, D.slice(k), false), MTH(D.slice(0, k))];
};
const PROOF = (m: number, D: Uint8Array[]) => SUBPROOF(m, D, true);
const hex = (xs: Uint8Array[]) => xs.map(toHex);

describe('the Merkle log against RFC 9162', () => {
  const D = Array.from({ length: 70 }, (_, i) => utf8(`leaf-${i}-${'x'.repeat(i % 7)}`));
  const tree = new MerkleTree(D.map(hashLeaf));

  test('SHA-256 (pure) equals node\'s on the standard vectors and random inputs', () => {
    const sha256 = pureSha256;
    expect(toHex(sha256(utf8('')))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(toHex(sha256(utf8('abc')))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    for (let len = 0; len < 300; len += 7) {
      const b = Uint8Array.from({ length: len }, (_, i) => (i * 31 + len) & 255);
      expect(toHex(sha256(b))).toBe(toHex(H(b)));
    }
    expect(toHex(sha256(utf8('善款 ✓ 𠀋')))).toBe(toHex(H(Buffer.from('善款 ✓ 𠀋', 'utf8'))));
  });

  test('the CT known answers (the client unit test holds the same)', () => {
    const ct = CT_LEAVES_HEX.map((h) => fromHex(h));
    const t = new MerkleTree(ct.map(hashLeaf));
    CT_ROOTS_HEX.forEach((root, i) => {
      expect(toHex(t.root(i + 1))).toBe(root);
      expect(toHex(MTH(ct.slice(0, i + 1)))).toBe(root);
    });
  });

  test('roots, inclusion paths and consistency proofs equal the recursive definitions for every size 1..70', () => {
    for (let n = 1; n <= 70; n++) {
      const Dn = D.slice(0, n);
      const root = MTH(Dn);
      expect(toHex(tree.root(n))).toBe(toHex(root));
      for (let m = 0; m < n; m++) {
        const path = tree.inclusionProof(m, n);
        expect(hex(path)).toEqual(hex(PATH(m, Dn)));
        expect(verifyInclusion(m, n, hashLeaf(D[m]), path, root)).toBe(true);
      }
      for (let m = 1; m <= n; m++) {
        const proof = tree.consistencyProof(m, n);
        expect(hex(proof)).toEqual(m === n ? [] : hex(PROOF(m, Dn)));
        expect(verifyConsistency(m, n, MTH(D.slice(0, m)), root, proof)).toBe(true);
      }
    }
  });

  test('a wrong leaf, index, path node, root or size fails the checks', () => {
    const n = 45;
    const root = tree.root(n);
    for (const m of [0, 1, 17, 31, 32, 44]) {
      const path = tree.inclusionProof(m, n);
      expect(verifyInclusion(m, n, hashLeaf(D[m + 1]), path, root)).toBe(false);
      expect(verifyInclusion((m + 1) % n, n, hashLeaf(D[m]), path, root)).toBe(false);
      expect(verifyInclusion(n, n, hashLeaf(D[m]), path, root)).toBe(false); // no leaf n in a tree of n
      expect(verifyInclusion(m, n, hashLeaf(D[m]), path.slice(1), root)).toBe(false);
      const bent = path.map((p, i) => (i === path.length - 1 ? Uint8Array.from(p, (x, j) => (j === 0 ? x ^ 1 : x)) : p));
      expect(verifyInclusion(m, n, hashLeaf(D[m]), bent, root)).toBe(false);
      expect(verifyInclusion(m, n, hashLeaf(D[m]), path, tree.root(n - 1))).toBe(false);
    }
    for (const m of [1, 7, 8, 20, 32]) {
      const proof = tree.consistencyProof(m, n);
      // the old tree rewritten: a different first root no longer fits
      expect(verifyConsistency(m, n, tree.root(m - 1 || 2), root, proof)).toBe(false);
      expect(verifyConsistency(m, n, tree.root(m), tree.root(n - 1), proof)).toBe(false);
      expect(verifyConsistency(m, n, tree.root(m), root, proof.slice(0, -1))).toBe(false);
    }
  });
});

describe.each(DIALECTS)('the public money log (%s)', (dialect) => {
  let ctx: TestCtx;
  let owner: U;
  let donor: U;
  let staff: U;
  const dataDir = mkdtempSync(join(tmpdir(), 'cf-ledger-'));
  beforeAll(async () => {
    ctx = await makeApp(dialect, { env: { DATA_DIR: dataDir, DONOR_REFUND_DAYS: '7', LEDGER_HEAD_MIN_SECONDS: '0' } });
    owner = await user(ctx);
    donor = await user(ctx);
    staff = await staffUser(ctx);
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const get = async (url: string) => {
    const r = await ctx.app.inject({ method: 'GET', url });
    return { status: r.statusCode, body: r.json() as { code: number; msg: string; data: any } };
  };
  const logRows = () => ctx.db.selectFrom('ledger_log').selectAll().orderBy('leaf_index').execute();
  const headsNow = async (): Promise<PublishedHead[]> => (await get('/api/ledger/heads')).body.data.heads;
  const check = async () => verifyLedger(await exportLedger(ctx.db, ctx.now()), await headsNow());

  test('a donation writes nothing to the log; the job appends it after commit; a signed head covers it; the proof checks', async () => {
    const before = (await logRows()).length;
    const [infoUuid, [orderId]] = await fundedCase(ctx, owner, donor, [2300]);
    expect((await logRows()).length).toBe(before); // nothing on the donation path
    const pending = await ctx.db.selectFrom('money_ledger').select('entry_id').where('order_id', '=', orderId).execute();
    expect(pending).toHaveLength(1);
    const listed = async () => (await post(ctx.app, '/api/cf/v4/order/list', { size: 50 }, donor.cookie)).body.data.list.find((o: { orderId: string }) => o.orderId === orderId);
    expect(await listed()).toMatchObject({ leafIndex: null, leafHash: '' }); // 待入账本 on 我的捐款

    const run = await runLedgerJob(ctx.deps, 'now');
    expect(run.ran).toBe(true);
    const rows = await logRows();
    const entries = await ctx.db.selectFrom('money_ledger').select('entry_id').execute();
    expect(rows.map((r) => Number(r.leaf_index))).toEqual(rows.map((_, i) => i));
    expect(new Set(rows.map((r) => r.entry_id))).toEqual(new Set(entries.map((e) => e.entry_id)));

    const latest = (await get('/api/ledger/head')).body.data;
    expect(latest.head.treeSize).toBe(rows.length);
    expect(verifyBytes(latest.publicKey, headMessage(latest.head), latest.head.signature)).toBe(true);

    const p = (await get(`/api/ledger/proof?receipt=${orderId}`)).body.data;
    expect(p.status).toBe('ok');
    expect(p.leaf).toMatchObject({ kind: 'donation', infoUuid, amount: 2300, refId: orderId });
    expect(JSON.stringify(p)).not.toContain(donor.id); // no personal data: the donor only as a hash
    const leafHash = leafHashOf(p.leaf);
    expect(leafHash).toBe(p.leaf.leafHash);
    expect(verifyInclusion(p.leaf.leafIndex, p.head.treeSize, fromHex(leafHash), p.path.map(fromHex), fromHex(p.head.rootHash))).toBe(true);

    // the donor's own receipt: leaf index and the receipt code behind the donor hash; nobody else's
    const mine = (await post(ctx.app, '/api/ledger/mine', { orderIds: [orderId] }, donor.cookie)).body.data.list;
    expect(mine).toEqual([{ orderId, leafIndex: p.leaf.leafIndex, leafHash, receiptCode: expect.stringMatching(/^[0-9a-f]{20}$/) }]);
    expect(donorHashOf(mine[0].receiptCode)).toBe(p.leaf.donor);
    expect(await listed()).toMatchObject({ leafIndex: p.leaf.leafIndex, leafHash }); // each 我的捐款 row carries it
    expect((await post(ctx.app, '/api/ledger/mine', { orderIds: [orderId] }, owner.cookie)).body.data.list).toEqual([]);

    // the public file of all heads holds the same head
    const file = parseHeads(readFileSync(join(ctx.deps.config.dataDir, HEADS_FILE), 'utf8'));
    expect(file.at(-1)).toEqual(latest.head);
    expect((await check()).problems).toEqual([]);
  });

  test('a new gift: asking for its receipt sequences and signs at once; unknown receipts say so', async () => {
    const [, [orderId]] = await fundedCase(ctx, owner, donor, [990]);
    const p = (await get(`/api/ledger/proof?receipt=${orderId}`)).body.data;
    expect(p.status).toBe('ok');
    expect(p.head.treeSize).toBeGreaterThan(p.leaf.leafIndex);
    expect((await get('/api/ledger/proof?receipt=no-such-order')).body.data.status).toBe('unknown');
    expect((await get('/api/ledger/proof')).status).toBe(400);
  });

  test('refunds and payouts are new leaves, never edits; the old head is a prefix of the new (consistency proof)', async () => {
    const [infoUuid, [a, b]] = await fundedCase(ctx, owner, donor, [1500, 8000]);
    await runLedgerJob(ctx.deps, 'now');
    const first = (await get('/api/ledger/head')).body.data.head;
    const frozen = await logRows();

    const r = await post(ctx.app, '/api/cf/v4/refund/apply', { orderId: a, amount: 1500, reason: '误捐', idempotencyKey: key() }, donor.cookie);
    expect(r.body.code).toBe(0);
    await ctx.db.updateTable('cases').set({ status: 2 }).where('info_uuid', '=', infoUuid).execute();
    const w = await post(ctx.app, '/api/cf/v4/drawcash/apply-draw-cash', { infoUuid, amount: 8000, idempotencyKey: key() }, owner.cookie);
    expect(w.body.code).toBe(0);
    ctx.advance(25 * 3600_000);
    const ok = await staffPost(ctx, staff, '/withdrawals/approve', { withdrawalId: w.body.data.withdrawalId });
    expect(ok.body.code).toBe(0);

    // a staff's 签署账本树头: sequenced and signed now, audited
    const signed = await staffPost(ctx, staff, '/ledger/sign', {});
    expect(signed.body.code).toBe(0);
    const second = signed.body.data.head;
    expect(second.treeSize).toBeGreaterThan(first.treeSize);
    const audit = await ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'ledger.sign').where('actor_user_id', '=', staff.id).execute();
    expect(audit.map((x) => x.target_id)).toContain(String(second.treeSize));

    const after = await logRows();
    expect(after.slice(0, frozen.length)).toEqual(frozen); // nothing already in the log changed
    const kinds = await ctx.db.selectFrom('ledger_log as g').innerJoin('money_ledger as l', 'l.entry_id', 'g.entry_id')
      .select(['l.kind', 'g.leaf_index']).where('g.leaf_index', '>=', frozen.length).execute();
    expect(kinds.map((x) => x.kind)).toEqual(expect.arrayContaining(['refund', 'payout']));
    const refundLeaf = kinds.find((x) => x.kind === 'refund')!;
    const donationLeaf = frozen.find((x) => x.order_id === a)!;
    expect(Number(refundLeaf.leaf_index)).toBeGreaterThan(Number(donationLeaf.leaf_index));
    expect(b).toBeTruthy();

    const c = (await get(`/api/ledger/consistency?first=${first.treeSize}&second=${second.treeSize}`)).body.data;
    expect(verifyConsistency(first.treeSize, second.treeSize, fromHex(first.rootHash), fromHex(second.rootHash), c.proof.map(fromHex))).toBe(true);
    expect((await check()).problems).toEqual([]);
  });

  test('one row tampered (an amount, a deletion, a reorder) fails the check naming that entry', async () => {
    await fundedCase(ctx, owner, donor, [100_00, 200_00, 300_00]);
    await runLedgerJob(ctx.deps, 'now');
    expect((await check()).ok).toBe(true);
    const rows = await logRows();
    const target = rows[rows.length - 2];

    // an amount changed
    const was = await ctx.db.selectFrom('money_ledger').selectAll().where('entry_id', '=', target.entry_id).executeTakeFirstOrThrow();
    await ctx.db.updateTable('money_ledger').set({ amount: Number(was.amount) + 1 }).where('entry_id', '=', target.entry_id).execute();
    let v = await check();
    expect(v.ok).toBe(false);
    expect(v.firstBad).toEqual({ leafIndex: Number(target.leaf_index), entryId: target.entry_id });
    expect(v.problems[0]).toContain(`第 ${target.leaf_index} 号叶子 ${target.entry_id}：与数据库记录不符`);
    expect(v.problems.some((p) => p.includes('树根'))).toBe(true);
    await ctx.db.updateTable('money_ledger').set({ amount: Number(was.amount) }).where('entry_id', '=', target.entry_id).execute();

    // a row deleted
    await ctx.db.deleteFrom('money_ledger').where('entry_id', '=', target.entry_id).execute();
    v = await check();
    expect(v.firstBad).toEqual({ leafIndex: Number(target.leaf_index), entryId: target.entry_id });
    expect(v.problems[0]).toContain('已被删除');
    await ctx.db.insertInto('money_ledger').values(was).execute();

    // two leaves swapped in the log
    const [x, y] = [rows[rows.length - 3], rows[rows.length - 1]];
    const swap = async (p: typeof x, q: typeof x) => {
      await ctx.db.updateTable('ledger_log').set({ leaf_index: -1 }).where('leaf_index', '=', Number(p.leaf_index)).execute();
      await ctx.db.updateTable('ledger_log').set({ leaf_index: Number(p.leaf_index) }).where('leaf_index', '=', Number(q.leaf_index)).execute();
      await ctx.db.updateTable('ledger_log').set({ leaf_index: Number(q.leaf_index) }).where('leaf_index', '=', -1).execute();
    };
    await swap(x, y);
    v = await check();
    expect(v.firstBad).toEqual({ leafIndex: Number(x.leaf_index), entryId: y.entry_id });
    await swap(x, y);
    expect((await check()).ok).toBe(true);

    // the command line, offline: the heads file and an export; exit 1 naming the entry once an amount is changed
    const cli = (...args: string[]) => spawnSync(process.execPath, [join(__dirname, '../../scripts/verify-ledger.mjs'), ...args], { encoding: 'utf8' });
    const headsFile = join(dataDir, HEADS_FILE);
    const good = join(dataDir, 'export.json');
    writeFileSync(good, JSON.stringify(await exportLedger(ctx.db, ctx.now())));
    let out = cli(headsFile, good);
    expect([out.status, out.stdout]).toEqual([0, expect.stringContaining('✓ 已验证')]);
    await ctx.db.updateTable('money_ledger').set({ amount: Number(was.amount) + 1 }).where('entry_id', '=', target.entry_id).execute();
    writeFileSync(good, JSON.stringify(await exportLedger(ctx.db, ctx.now())));
    out = cli(headsFile, good);
    expect([out.status, out.stdout]).toEqual([1, expect.stringContaining(`✗ 验证失败：第 ${target.leaf_index} 号叶子 ${target.entry_id} 与签署的账本不符`)]);
    await ctx.db.updateTable('money_ledger').set({ amount: Number(was.amount) }).where('entry_id', '=', target.entry_id).execute();
  });

  test('two lease holders (two processes) racing while gifts arrive append each entry exactly once, in order', async () => {
    const other = await makeApp(dialect, { scratch: ctx.scratch, migrate: false, seed: false, clockOf: ctx, env: { DATA_DIR: dataDir, LEDGER_HEAD_MIN_SECONDS: '0' } });
    try {
      const infoUuid = (await fundedCase(ctx, owner, donor, [100]))[0];
      const gifts = Promise.all(Array.from({ length: 12 }, (_, i) => donate(i % 2 ? other : ctx, donor.cookie, infoUuid, 1000 + i)));
      const runs: Promise<unknown>[] = [];
      for (let i = 0; i < 8; i++) {
        runs.push(runLedgerJob(ctx.deps, i % 3 ? 'never' : 'now', { holder: `a-${i}` }).catch(() => null));
        runs.push(runLedgerJob(other.deps, i % 2 ? 'never' : 'now', { holder: `b-${i}` }).catch(() => null));
      }
      await Promise.all([gifts, ...runs]);
      await runLedgerJob(other.deps, 'now');
      const rows = await logRows();
      const entries = await ctx.db.selectFrom('money_ledger').select('entry_id').execute();
      expect(rows.map((r) => Number(r.leaf_index))).toEqual(rows.map((_, i) => i));
      expect(rows.map((r) => r.entry_id).sort()).toEqual(entries.map((e) => e.entry_id).sort());
      const v = await check();
      expect(v.problems).toEqual([]);
      expect(v.headsChecked).toBeGreaterThan(1);
    } finally {
      await other.close();
    }
  });

  test('a run reads only after its high-water mark; an entry stamped long before its commit waits for the full sweep, then is appended once', async () => {
    const infoUuid = (await fundedCase(ctx, owner, donor, [100]))[0];
    await runLedgerJob(ctx.deps, 'never', { full: true });
    const size = (await logRows()).length;
    // a gift now is after the mark: the next ordinary run takes it
    await donate(ctx, donor.cookie, infoUuid, 1234);
    await expect(runLedgerJob(ctx.deps, 'never')).resolves.toMatchObject({ ran: true, appended: 1 });
    // an entry whose stamp is an hour old when it commits (an imported order) is below the mark
    const late = { entry_id: `lg-fee-late-${dialect}`, info_uuid: infoUuid, kind: 'fee' as const, amount: 7, ref_id: `late-${dialect}`, order_id: null, user_id: null, created_at: ctx.now() - 3_600_000 };
    await ctx.db.insertInto('money_ledger').values(late).execute();
    await expect(runLedgerJob(ctx.deps, 'never')).resolves.toMatchObject({ appended: 0 });
    ctx.advance(FULL_SWEEP_MS);
    await expect(runLedgerJob(ctx.deps, 'never')).resolves.toMatchObject({ appended: 1 });
    await expect(runLedgerJob(ctx.deps, 'never', { full: true })).resolves.toMatchObject({ appended: 0 });
    const rows = await logRows();
    expect(rows).toHaveLength(size + 2);
    expect(rows[rows.length - 1].entry_id).toBe(late.entry_id);
    expect(rows.filter((r) => r.entry_id === late.entry_id)).toHaveLength(1);
  });
});
