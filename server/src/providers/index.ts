/** Builds the default providers from the config (server.ts; tests pass their own). */
import type { Config } from '../config';
import { createSmsProvider, type SmsProvider } from './sms';
import { DevTicket, DevWxLogin, WechatApi, type TicketProvider, type WxLoginProvider } from './wxlogin';

export function createProviders(config: Config): { sms: SmsProvider; wxLogin: WxLoginProvider; ticket: TicketProvider } {
  const sms = createSmsProvider(config.smsProvider, config.settings);
  if (config.wx.loginProvider === 'wechat') {
    const api = new WechatApi(config.wx.appId, config.wx.appSecret);
    return { sms, wxLogin: api, ticket: api };
  }
  return { sms, wxLogin: new DevWxLogin(), ticket: new DevTicket() };
}
