// The gift admission queue A/B (GIFT_CONCURRENCY, server/src/http/admission.ts): the matching opening on a fresh
// server per value, values alternating (AB_VALUES=0,128; AB_ROUNDS; AB_PG=1 on a scratch PostgreSQL database;
// BENCH_MATCHING_SECONDS). One JSON line per opening: gifts/s, p99, the readers beside, the pool exact.
import { startServer } from './lib/server.mjs';
import { BENCH_ENV } from './lib/api.mjs';
import { matchingOpening } from './lib/matching.mjs';
import { withScratchPg } from './lib/scale.mjs';
const values = (process.env.AB_VALUES || '0,128').split(',');
const rounds = Number(process.env.AB_ROUNDS || 2);
const pg = process.env.AB_PG === '1';
for (let r = 0; r < rounds; r++) {
  for (const v of values) {
    const go = async (url) => {
      const s = await startServer({ ...BENCH_ENV, GIFT_CONCURRENCY: v, ...(url ? { DATABASE_URL: url } : {}) });
      try {
        const o = await matchingOpening(s);
        console.log(JSON.stringify({ round: r, GIFT_CONCURRENCY: v, pg, rps: o.rps, p99: o.p99, readersRps: o.readers.rps, readersP99: o.readers.p99, exact: o.poolExact }));
      } finally { await s.stop(); }
    };
    if (pg) await withScratchPg(go); else await go(null);
  }
}
