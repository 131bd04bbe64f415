// scratch: get-funding-info vs hello-world only
import { apiLogin, startServer } from './server.mjs';
import { BENCH_ENV, donatableCase, fundingInfoLoad, helloWorld, run } from './api.mjs';
import { readFileSync } from 'node:fs';
const server = await startServer({ ...BENCH_ENV });
try {
  const infoUuid = await donatableCase(server);
  const cookie = await apiLogin(server, '13900000001');
  await run({ url: server.baseUrl + '/api/cf/v4/get-funding-info', method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ infoUuid }), duration: 3 });
  const a = await helloWorld();
  const n = await fundingInfoLoad(server, null, infoUuid);
  const f = await fundingInfoLoad(server, cookie, infoUuid);
  const n2 = await fundingInfoLoad(server, null, infoUuid);
  console.log('anon2', Math.round(n2.requests.average));
  const b = await helloWorld();
  const h = (a.rps + b.rps) / 2;
  console.log(JSON.stringify({ hello: [a.rps, b.rps], logged: Math.round(f.requests.average), anon: Math.round(n.requests.average), rLogged: (f.requests.average / h).toFixed(3), rAnon: (n.requests.average / h).toFixed(3), load: readFileSync('/proc/loadavg', 'utf8').slice(0, 15) }));
} finally { await server.stop?.(); server.kill?.(); }
process.exit(0);
