/**
 * Every status machine: its table of moves (legal moves listed here, every other pair refused), and
 * the one transition function on both databases: a legal move updates the row (status and patch),
 * an illegal one answers 409 with the machine's Chinese message and writes nothing, and a move from
 * a state the row has left (a concurrent move) writes nothing either.
 */
import { randomUUID } from 'node:crypto';
import type { DB } from '../src/db';
import { migrateToLatest } from '../src/db/migrate';
import { canMove, transition, tryTransition } from '../src/domain/machines';
import { ApiError } from '../src/lib/errors';
import { DIALECTS, scratchDb, type TestDb } from './support/testApp';
import { FIXTURES, insertAt, readBack } from './support/machine-rows';

/** The legal moves of each machine, "from>to" (everything else must be refused). */
const LEGAL: Record<string, string> = {
  case: [
    '0>1 0>2 0>3 0>4 0>201 0>202 0>203 0>204', '1>4 1>101 1>201 1>202 1>203 1>204', '2>4 2>101 2>201 2>202 2>203 2>204', '3>4 3>101 3>201 3>202 3>203 3>204',
    '4>201 4>202 4>203 4>204', '101>0 101>1 101>2 101>3 101>4 101>102 101>103 101>201 101>202 101>203 101>204',
    '102>4 102>101 102>103 102>201 102>202 102>203 102>204', '103>201 103>202 103>203 103>204', '201>204 202>204 203>204',
  ].join(' '),
  section: '0>1 1>1 3>1 1>4 4>2 4>3 2>4',
  withdrawal: 'PENDING>FIRST_APPROVED PENDING>APPROVED PENDING>REJECTED PENDING>CANCELLED FIRST_APPROVED>APPROVED FIRST_APPROVED>REJECTED APPROVED>PAID APPROVED>FAILED',
  payout: 'PENDING>AUTHORISED PENDING>CANCELLED AUTHORISED>PROCESSING AUTHORISED>TRANSFERRED AUTHORISED>FAILED PROCESSING>TRANSFERRED PROCESSING>FAILED',
  refund: 'PENDING>SUCCESS PENDING>FAILED',
  receipt: 'REQUESTED>ISSUED ISSUED>VOIDED',
  fund_use: 'PENDING>APPROVED PENDING>REJECTED',
  objection: 'OPEN>UPHELD OPEN>DISMISSED',
  discussion: '1>2 3>2 2>4 2>3 4>5',
  verification: 'pending>approved pending>rejected',
  report: 'pending>resolved',
  progress: 'pending>approved pending>rejected',
  fraud_flag: 'open>resolved',
  revision: 'PENDING>APPROVED PENDING>REJECTED PENDING>SUPERSEDED',
  order: 'PENDING>PAID PENDING>CLOSED CLOSED>PAID PAID>REFUNDED',
  delivery: 'pending>sending failed>sending sending>sent sending>skipped sending>failed',
  activity: [
    'UNSTART>APPROVE UNSTART>CONTROL_GROUP UNSTART>END_WITH_DONE', 'APPROVE>PAUSE APPROVE>RISK_CONTROL APPROVE>FREEZE APPROVE>END_WITH_DONE APPROVE>END_WITH_TIME',
    'PAUSE>APPROVE PAUSE>FREEZE PAUSE>END_WITH_DONE PAUSE>END_WITH_TIME', 'RISK_CONTROL>APPROVE RISK_CONTROL>PAUSE RISK_CONTROL>FREEZE RISK_CONTROL>END_WITH_DONE RISK_CONTROL>END_WITH_TIME',
    'FREEZE>PAUSE FREEZE>END_WITH_DONE', 'CONTROL_GROUP>END_WITH_DONE CONTROL_GROUP>END_WITH_TIME',
  ].join(' '),
  activity_match: 'HELD>MATCHED HELD>REJECTED',
};

const MESSAGES: Record<string, string> = {
  case: '筹款当前状态不可进行此操作', section: '资料状态已变化，请刷新后重试', withdrawal: '提现申请当前状态不可进行此操作',
  payout: '打款批次当前状态不可进行此操作', refund: '该退款已处理', receipt: '该捐款凭证已开具', fund_use: '该资金使用记录已审核',
  objection: '该异议已处理', discussion: '当前状态不可操作', verification: '该医生证实已审核', report: '该举报已处理', progress: '该动态已审核',
  fraud_flag: '该风险提示已处理', revision: '该修改已审核', order: '订单当前状态不可进行此操作',
  delivery: '消息发送状态已变化', activity: '活动当前状态不可进行该操作', activity_match: '该配捐已处理',
};

const statesOf = (f: (typeof FIXTURES)[number]) =>
  Object.keys(f.machine.moves).map((k) => (typeof Object.values(f.machine.moves).flat()[0] === 'number' || /^\d+$/.test(k) ? Number(k) : k));
const pairs = (f: (typeof FIXTURES)[number]) => statesOf(f).flatMap((from) => statesOf(f).map((to) => ({ from, to, legal: LEGAL[f.machine.name].split(' ').includes(`${from}>${to}`) })));

test('every machine has its legal moves listed and a message', () => {
  expect(FIXTURES.map((f) => f.machine.name).sort()).toEqual(Object.keys(LEGAL).sort());
  for (const f of FIXTURES) expect(f.machine.refusal).toBe(MESSAGES[f.machine.name]);
});

describe.each(FIXTURES.map((f) => [f.machine.name, f] as const))('%s machine: the table', (name, f) => {
  test('allows exactly the listed moves', () => {
    const allowed = pairs(f).filter((p) => canMove(f.machine, p.from, p.to)).map((p) => `${p.from}>${p.to}`).sort();
    expect(allowed).toEqual(LEGAL[name].split(' ').sort());
  });
});

describe.each(DIALECTS)('transition on %s', (dialect) => {
  let scratch: TestDb;
  let db: DB;
  beforeAll(async () => {
    scratch = await scratchDb(dialect);
    db = scratch.open();
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await db.destroy();
    await scratch.cleanup();
  });

  test.each(FIXTURES.map((f) => [f.machine.name, f] as const))('%s: legal moves write, illegal ones answer 409 and write nothing', async (name, f) => {
    for (const { from, to, legal } of pairs(f)) {
      const id = randomUUID();
      await insertAt(db, f, id, from);
      if (legal) {
        await transition(db, f.machine, f.where(id), from, to, f.patch);
        expect(await readBack(db, f, id)).toEqual({ status: to, col: 'moved' });
      } else {
        const err = await transition(db, f.machine, f.where(id), from, to, f.patch).then(() => null, (e: unknown) => e);
        expect(err).toBeInstanceOf(ApiError);
        expect(err).toMatchObject({ httpStatus: 409, message: MESSAGES[name] });
        expect(await readBack(db, f, id)).toEqual({ status: from, col: '' });
      }
    }
  });

  test.each(FIXTURES.map((f) => [f.machine.name, f] as const))('%s: a move from a state the row has left (a concurrent move) writes nothing', async (_name, f) => {
    const legal = pairs(f).filter((p) => p.legal);
    const first = legal[0];
    // Another request moved the row on: it is now in a state the move does not start from.
    const other = statesOf(f).find((s) => s !== first.from)!;
    const id = randomUUID();
    await insertAt(db, f, id, other);
    const before = await readBack(db, f, id);
    expect(await tryTransition(db, f.machine, f.where(id), first.from, first.to, f.patch)).toBe(0);
    await expect(transition(db, f.machine, f.where(id), first.from, first.to, f.patch)).rejects.toMatchObject({ httpStatus: 409, message: MESSAGES[f.machine.name] });
    expect(await readBack(db, f, id)).toEqual(before);
  });

  test('a refused move inside a transaction rolls back what the transaction wrote before it', async () => {
    const f = FIXTURES.find((x) => x.machine.name === 'withdrawal')!;
    const a = randomUUID();
    const b = randomUUID();
    await insertAt(db, f, a, 'PENDING');
    await insertAt(db, f, b, 'PAID');
    const err = await db.transaction().execute(async (trx) => {
      await transition(trx, f.machine, f.where(a), 'PENDING', 'CANCELLED', f.patch);
      await transition(trx, f.machine, f.where(b), 'PAID', 'PENDING', f.patch);
    }).then(() => null, (e: unknown) => e);
    expect(err).toMatchObject({ httpStatus: 409, message: '提现申请当前状态不可进行此操作' });
    expect(await readBack(db, f, a)).toEqual({ status: 'PENDING', col: '' });
    expect(await readBack(db, f, b)).toEqual({ status: 'PAID', col: '' });
  });
});

