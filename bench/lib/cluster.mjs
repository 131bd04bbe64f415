// Several server processes on one port through node's cluster module (the primary accepts and hands
// connections round-robin to the workers). `node bench/lib/cluster.mjs <workers>` with the server's
// environment (PORT, DATABASE_URL, ...). Workers start one after another (the first one migrates and
// seeds); "[cluster] <n> listening" is printed once all listen. SIGTERM stops them all.
import cluster from 'node:cluster';
import { join } from 'node:path';
import { SERVER_NODE_FLAGS } from '../../scripts/server-node-flags.mjs';

const ROOT = new URL('../..', import.meta.url).pathname;
const n = Math.max(1, Number(process.argv[2] || 2));

if (cluster.isPrimary) {
  // Round robin in the primary (the default on Linux, set so it does not depend on the platform).
  cluster.schedulingPolicy = cluster.SCHED_RR;
  cluster.setupPrimary({ exec: join(ROOT, 'server/src/server.ts'), execArgv: ['--import', 'tsx', ...SERVER_NODE_FLAGS], cwd: ROOT }); // npm start's node flags
  let stopping = false;
  const startOne = () =>
    new Promise((resolve, reject) => {
      const w = cluster.fork();
      w.once('listening', () => resolve(w));
      w.once('exit', (code) => {
        if (!stopping) reject(new Error(`worker exited with ${code} before listening`));
      });
    });
  const stop = () => {
    stopping = true;
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
    const check = setInterval(() => {
      if (!Object.keys(cluster.workers ?? {}).length) {
        clearInterval(check);
        process.exit(0);
      }
    }, 50);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  try {
    for (let i = 0; i < n; i++) await startOne();
    console.log(`[cluster] ${n} listening`);
  } catch (err) {
    console.error(`[cluster] ${err.message}`);
    stop();
  }
  cluster.on('exit', (w, code) => {
    if (!stopping) console.error(`[cluster] worker ${w.process.pid} exited (${code})`);
  });
}
