/**
 * The money log's command lines (scripts/export-ledger.mjs, scripts/verify-ledger.mjs):
 *   export <out.json> [--heads <heads.jsonl>]   the log joined with the money ledger, read-only (and the signed heads)
 *   verify <head-file> [<export.json>] [--key <hex>]
 * verify needs no server and no database: with only the heads it checks each signature (by the pinned
 * platform key when given) and that sizes only grow; with an export it recomputes every leaf from its
 * ledger row, rebuilds the tree, compares each head's root, and names the first entry that does not match.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { loadConfig, SettingsError } from '../config';
import { openDb } from '../db';
import { allHeads } from '../repositories/ledger-log';
import { exportLedger } from '../services/ledger-log/export';
import { headOut } from '../services/ledger-log/heads';
import { parseHeads, verifyHeads, verifyLedger, type LedgerExport } from '../services/ledger-log/verify';

function flag(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const v = args[i + 1];
  args.splice(i, 2);
  return v;
}

async function exportCmd(args: string[]): Promise<number> {
  const headsOut = flag(args, '--heads');
  const out = args[0];
  if (!out) {
    console.error('usage: npm run export-ledger -- <out.json> [--heads <heads.jsonl>]');
    return 2;
  }
  const config = loadConfig();
  const { db } = openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const exp = await exportLedger(db, Date.now());
    writeFileSync(out, JSON.stringify(exp) + '\n');
    console.log(`[ledger] ${exp.entries.length} 个叶子写入 ${out}（${exp.unsequenced.length} 条账目尚未入账本）`);
    if (headsOut) {
      const heads = (await allHeads(db)).map(headOut);
      writeFileSync(headsOut, heads.map((h) => JSON.stringify(h)).join('\n') + (heads.length ? '\n' : ''));
      console.log(`[ledger] ${heads.length} 个树头写入 ${headsOut}`);
    }
    return 0;
  } finally {
    await db.destroy();
  }
}

function verifyCmd(args: string[]): number {
  const pinned = flag(args, '--key');
  const [headFile, exportFile] = args;
  if (!headFile) {
    console.error('usage: npm run verify-ledger -- <head-file> [<export.json>] [--key <public key hex>]');
    return 2;
  }
  const heads = parseHeads(readFileSync(headFile, 'utf8'));
  if (!exportFile) {
    const problems = verifyHeads(heads, pinned);
    for (const p of problems) console.log(`[ledger] ✗ ${p}`);
    if (problems.length) return 1;
    console.log(`[ledger] ✓ ${heads.length} 个树头签名有效，大小只增不减${pinned ? '' : `（公钥 ${heads[0]?.publicKey ?? '-'}：请与平台公布的公钥核对，或用 --key 指定）`}；逐条核对需要导出文件`);
    return 0;
  }
  const exp = JSON.parse(readFileSync(exportFile, 'utf8')) as LedgerExport;
  if (exp.format !== 'cf-ledger-export') {
    console.error(`[ledger] ${exportFile} 不是账本导出文件（npm run export-ledger）`);
    return 2;
  }
  const r = verifyLedger(exp, heads, pinned);
  if (!r.ok) {
    console.log(r.firstBad ? `[ledger] ✗ 验证失败：第 ${r.firstBad.leafIndex} 号叶子 ${r.firstBad.entryId} 与签署的账本不符` : '[ledger] ✗ 验证失败');
    for (const p of r.problems) console.log(`[ledger]   ${p}`);
    return 1;
  }
  console.log(`[ledger] ✓ 已验证：${r.leaves} 个叶子逐条与数据库记录一致，${r.headsChecked} 个树头的签名与树根都对得上${exp.unsequenced.length ? `（另有 ${exp.unsequenced.length} 条账目待入账本）` : ''}`);
  return 0;
}

async function main(): Promise<void> {
  const [cmd, ...args] = process.argv.slice(2);
  const code = cmd === 'export' ? await exportCmd(args) : cmd === 'verify' ? verifyCmd(args) : 2;
  if (cmd !== 'export' && cmd !== 'verify') console.error('usage: ledger-cli.ts export|verify ...');
  process.exit(code);
}

main().catch((err) => {
  console.error('[ledger] failed:', err instanceof SettingsError ? err.message : (err as Error).message);
  process.exit(2);
});
