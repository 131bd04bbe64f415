/**
 * A local fake of WeChat's API for mini-program codes: GET /cgi-bin/token (client_credential) and
 * POST /wxa/getwxacodeunlimit, answering a PNG (a QR code of "wxacode:<page>?scene=<scene>", so a test
 * can decode what it drew) or WeChat's JSON errors (40001 invalid token, 40169 bad scene, 41030 bad page).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import QRCode from 'qrcode';

export const FAKE_APPID = 'wx_mp_growth_appid';
export const FAKE_SECRET = 'mp-growth-secret';

export interface WxacodeFake {
  url: string;
  server: Server;
  tokenCalls: number;
  codeCalls: Array<{ token: string; scene: string; page: string }>;
  /** pages the fake knows (others: 41030) */
  pages: Set<string>;
  revoke(): void;
  close(): Promise<void>;
}

export const fakeCodeText = (page: string, scene: string) => `wxacode:${page}?scene=${scene}`;

export async function startWxacodeFake(pages: string[] = ['sdc/cfPagesMain/detail/index']): Promise<WxacodeFake> {
  let seq = 0;
  let valid = new Set<string>();
  const fake = { tokenCalls: 0, codeCalls: [], pages: new Set(pages) } as unknown as WxacodeFake;
  fake.revoke = () => {
    valid = new Set();
  };
  fake.server = createServer((req, res) => {
    const u = new URL(req.url ?? '/', 'http://x');
    const json = (b: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(b));
    if (req.method === 'GET' && u.pathname === '/cgi-bin/token') {
      fake.tokenCalls += 1;
      if (u.searchParams.get('appid') !== FAKE_APPID || u.searchParams.get('secret') !== FAKE_SECRET) return json({ errcode: 40125, errmsg: 'invalid appsecret' });
      const t = `TOKEN_${++seq}`;
      valid.add(t);
      return json({ access_token: t, expires_in: 7200 });
    }
    if (req.method === 'POST' && u.pathname === '/wxa/getwxacodeunlimit') {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        const token = u.searchParams.get('access_token') ?? '';
        const { scene = '', page = '' } = JSON.parse(raw || '{}') as { scene?: string; page?: string };
        fake.codeCalls.push({ token, scene, page });
        if (!valid.has(token)) return json({ errcode: 40001, errmsg: 'invalid credential' });
        if (!scene || scene.length > 32) return json({ errcode: 40169, errmsg: 'invalid length for scene' });
        if (!fake.pages.has(page)) return json({ errcode: 41030, errmsg: 'invalid page' });
        void QRCode.toBuffer(fakeCodeText(page, scene), { scale: 4, margin: 2 }).then((png) => res.writeHead(200, { 'content-type': 'image/png' }).end(png));
      });
      return undefined;
    }
    res.writeHead(404).end();
  });
  // The first code drawn in a fresh module registry is slow (loading); draw one before serving.
  await QRCode.toBuffer('warm-up', { width: 100 });
  await new Promise<void>((r) => fake.server.listen(0, '127.0.0.1', r));
  fake.url = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
  fake.close = () => new Promise<void>((r) => fake.server.close(() => r()));
  return fake;
}
