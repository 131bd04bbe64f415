/**
 * Runs the money-under-faults scenario outside Jest (for `npm run bench`) and prints its result as
 * JSON on the last line. Usage: node --import tsx test/faults/lib/money-cli.ts [users] [perUser] [pg]
 */
import { scratchPg } from './ledger';
import { runMoneyScenario } from './money-scenario';

async function main(): Promise<void> {
  const [users = '40', perUser = '5', db = 'sqlite'] = process.argv.slice(2);
  const pg = db === 'pg' ? await scratchPg('cf_bench') : null;
  try {
    const res = await runMoneyScenario({
      users: Number(users), perUser: Number(perUser), killAt: 0.4, deadlineMs: 180_000,
      databaseUrl: pg?.url, log: (l) => console.error(`[faults] ${l}`),
    });
    console.log(JSON.stringify({ database: db, ...res }));
  } finally {
    await pg?.drop();
  }
}

main().then(() => process.exit(0), (e) => {
  console.error(e);
  process.exit(1);
});
