/** Everything a route needs, built once by server.ts (or by a test) and handed to buildApp. */
import type { Config } from './config';
import type { DB, Dialect } from './db';
import type { Clock } from './lib/util';
import type { PayProvider } from './services/pay-types';
import type { SmsProvider } from './providers/sms';
import type { TicketProvider, WxLoginProvider } from './providers/wxlogin';

export interface AppDeps {
  config: Config;
  db: DB;
  dialect: Dialect;
  clock: Clock;
  sms: SmsProvider;
  wxLogin: WxLoginProvider;
  ticket: TicketProvider;
  pay: PayProvider;
}
