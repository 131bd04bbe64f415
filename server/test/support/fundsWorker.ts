/**
 * A separate OS process for funds.multiprocess.test.ts: opens the shared SQLite file and, from a
 * common start time, fires `n` withdrawals and `n` refunds of 100 fen at once. Prints a JSON summary.
 * argv: file infoUuid ownerId donorId orderId startAt n
 */
import { openDb } from '../../src/db';
import type { AppDeps } from '../../src/deps';
import { MemoryNotify } from '../../src/providers/notify';
import { ApiError } from '../../src/lib/errors';
import { applyRefund } from '../../src/services/refunds';
import { applyDrawCash } from '../../src/services/withdrawals';
import type { UserRow } from '../../src/repositories/users';

async function main(): Promise<void> {
  const [file, infoUuid, ownerId, donorId, orderId, startAt, n] = process.argv.slice(2);
  const { db } = openDb({ sqliteFile: file });
  // Notifications go to memory: the worker's stdout carries only its summary.
  const deps = { db, dialect: 'sqlite', clock: () => Date.now(), pay: { name: 'sandbox' }, notify: new MemoryNotify() } as unknown as AppDeps;
  const u = (user_id: string) => ({ user_id }) as UserRow;
  await new Promise((r) => setTimeout(r, Math.max(0, Number(startAt) - Date.now())));
  const tag = `${process.pid}-${Date.now()}`;
  const calls: Promise<unknown>[] = [];
  for (let i = 0; i < Number(n); i++) {
    calls.push(applyDrawCash(deps, u(ownerId), { infoUuid, amount: 100, idempotencyKey: `w-${tag}-${i}` }));
    calls.push(applyRefund(deps, u(donorId), { orderId, amount: 100, reason: 'mp', idempotencyKey: `r-${tag}-${i}` }));
  }
  const results = await Promise.allSettled(calls);
  const summary = { ok: 0, refused: 0, errors: [] as string[] };
  for (const r of results) {
    if (r.status === 'fulfilled') summary.ok++;
    else if (r.reason instanceof ApiError && r.reason.httpStatus === 400) summary.refused++;
    else summary.errors.push(String((r.reason as Error)?.message ?? r.reason));
  }
  await db.destroy();
  process.stdout.write(JSON.stringify(summary));
}

main().catch((err) => {
  process.stdout.write(JSON.stringify({ ok: 0, refused: 0, errors: [String(err)] }));
  process.exitCode = 1;
});
