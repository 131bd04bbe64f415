/** Helpers of the trust suites: a local fake of WeChat's token and subscribe-message API, waiting for a condition. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeWx {
  base: string;
  tokens: number;
  sends: { query: URLSearchParams; body: any }[];
  /** errcodes to answer the next sends with (then 0) */
  failNext: number[];
  close: () => Promise<void>;
}

/** GET /cgi-bin/token -> a fresh token each time; POST /cgi-bin/message/subscribe/send records the body. */
export async function fakeWx(): Promise<FakeWx> {
  const fake: FakeWx = { base: '', tokens: 0, sends: [], failNext: [], close: async () => {} };
  const server: Server = createServer((req, res) => {
    const u = new URL(req.url ?? '/', 'http://127.0.0.1');
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      if (req.method === 'GET' && u.pathname === '/cgi-bin/token') {
        fake.tokens++;
        if (u.searchParams.get('appid') !== 'wx-mp-test' || u.searchParams.get('secret') !== 'test-secret') return res.end(JSON.stringify({ errcode: 40013, errmsg: 'invalid appid' }));
        return res.end(JSON.stringify({ access_token: `tok${fake.tokens}`, expires_in: 7200 }));
      }
      if (req.method === 'POST' && u.pathname === '/cgi-bin/message/subscribe/send') {
        fake.sends.push({ query: u.searchParams, body: JSON.parse(raw) });
        const code = fake.failNext.shift() ?? 0;
        return res.end(JSON.stringify({ errcode: code, errmsg: code ? 'fail' : 'ok' }));
      }
      res.statusCode = 404;
      res.end('{}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  fake.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise((r) => server.close(() => r()));
  return fake;
}

/** Polls until fn() is truthy (async work after a response, e.g. sending after commit); throws after ~10 s. */
export async function until<T>(fn: () => Promise<T | undefined | null | false>, what: string): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const v = await fn();
    if (v) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}
