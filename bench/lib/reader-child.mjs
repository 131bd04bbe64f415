// The opening's readers (bench/lib/matching.mjs), in a process of their own: people opening the shared
// link on their own phones. Open loop: a request leaves every 1/rate seconds whether or not earlier ones
// were answered (a reader does not wait for another reader), on keep-alive connections (at most
// `connections` at once; a request that finds them all busy waits, and its wait counts), and each
// latency is measured from the moment the request was due, so a stalled server shows as the readers'
// wait. In the bench's own process, and with autocannon's rate limiter, replies waited behind the load
// generator's 300 gift connections: readers measured p99 7.5 s while a plain probe in another process
// measured 115 ms in the same opening.
// argv[2]: JSON { url, body, rate, seconds, connections, warm }; says 'ready' on stderr once warm, starts at a
// line on stdin; prints { rps, p50, p99, errors, non2xx, newConnections } as JSON on stdout.
import http from 'node:http';

const { url, body, rate, seconds, connections = 0, warm = 50 } = JSON.parse(process.argv[2]);
const agent = new http.Agent({ keepAlive: true, maxSockets: connections || Infinity });
const target = new URL(url);
const latencies = [];
let errors = 0;
let non2xx = 0;
let opened = 0;
const createConnection = agent.createConnection.bind(agent);
agent.createConnection = (...args) => {
  opened++;
  return createConnection(...args);
};

// `warm` connections opened before the load starts (a phone that already talks to the server, a proxy's
// upstream connections): a new TCP connection to a busy node process waits for its accept, one per turn of
// the event loop (libuv 1.45+), seconds in an opening; `opened` counts those the readers still had to open.
await Promise.all(Array.from({ length: warm }, () => one(performance.now())));
latencies.length = 0;
const openedBefore = opened;
// ready: the parent starts the gifts and says go (a line on stdin)
process.stderr.write('ready\n');
await new Promise((r) => process.stdin.once('data', r));
const start = performance.now();

function one(due) {
  return new Promise((resolve) => {
    const req = http.request({ agent, host: target.hostname, port: target.port, path: target.pathname, method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
      if (res.statusCode < 200 || res.statusCode >= 300) non2xx++;
      res.resume();
      res.on('end', () => {
        latencies.push(performance.now() - due);
        resolve();
      });
    });
    req.on('error', () => {
      errors++;
      resolve();
    });
    req.end(body);
  });
}

const total = Math.round(rate * seconds);
const pending = [];
for (let i = 0; i < total; i++) {
  const due = start + (i * 1000) / rate;
  const wait = due - performance.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  pending.push(one(due));
}
await Promise.all(pending);
const elapsed = (performance.now() - start) / 1000;
const v = latencies.sort((a, b) => a - b);
const at = (q) => (v.length ? Math.round(v[Math.min(v.length - 1, Math.floor(v.length * q))]) : 0);
process.stdout.write(JSON.stringify({ rps: Math.round(v.length / elapsed), p50: at(0.5), p99: at(0.99), errors, non2xx, newConnections: opened - openedBefore }));
agent.destroy();
process.exit(0);
