/** Everything a route needs, built once by server.ts (or by a test) and handed to buildApp. */
import type { Config } from './config';
import type { DB, Dialect } from './db';
import type { Clock } from './lib/util';
import type { PayProvider } from './services/pay-types';
import type { SmsProvider } from './providers/sms';
import type { StorageProvider } from './providers/storage';
import type { NotifyProvider } from './providers/notify';
import type { TicketProvider, WxLoginProvider } from './providers/wxlogin';
import type { WxPhoneProvider } from './providers/wxphone';
import type { PayoutProvider } from './providers/payout';
import type { WxacodeProvider } from './providers/wxacode';

export interface AppDeps {
  config: Config;
  db: DB;
  dialect: Dialect;
  clock: Clock;
  sms: SmsProvider;
  wxLogin: WxLoginProvider;
  ticket: TicketProvider;
  pay: PayProvider;
  /** Payouts of withdrawals (providers/payout.ts); the sandbox on `db` when absent. */
  payout?: PayoutProvider;
  /** getPhoneNumber code exchange; absent: chosen from the config (providers/wxphone.ts wxPhoneFor). */
  wxPhone?: WxPhoneProvider;
  /** Mini-program codes for share posters; absent: chosen from the config (providers/wxacode.ts wxacodeFor). */
  wxacode?: WxacodeProvider;
  /** Uploaded files (disk or S3-compatible; providers/storage.ts). */
  storage: StorageProvider;
  /** Notifications out (providers/notify.ts); console when absent. */
  notify?: NotifyProvider;
  /**
   * The demo's generated pictures (server/seed/covers.ts), handed in by the entry point that seeds the
   * demo (server.ts, the test harness): product code never imports the seed. Absent: their URLs 404.
   */
  demoImages?: DemoImages;
}

/** The demo's covers and share card, drawn on request (plugins/assets.ts serves them). */
export interface DemoImages {
  /** SVG of demo cover n. */
  svg(n: number): string;
  /** JPEG of demo cover n or of the default share card. */
  jpeg(which: number | 'share'): Promise<Buffer>;
}
