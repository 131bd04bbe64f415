/** SMS sending behind an interface; the default `console` provider prints the code for developers. */
import { createTencentSms } from './sms-tencent';
import { DEFAULT_SETTINGS, type Settings } from '../settings';

export interface SmsProvider {
  readonly name: string;
  sendCode(mobile: string, code: string): Promise<void>;
}

/** Prints exactly `[sms] <phone> <code>` on stdout (the e2e harness and developers read it). */
export class ConsoleSms implements SmsProvider {
  readonly name = 'console';
  async sendCode(mobile: string, code: string): Promise<void> {
    console.log(`[sms] ${mobile} ${code}`);
  }
}

/** Keeps sent codes in memory (tests). */
export class MemorySms implements SmsProvider {
  readonly name = 'memory';
  readonly sent: { mobile: string; code: string }[] = [];
  async sendCode(mobile: string, code: string): Promise<void> {
    this.sent.push({ mobile, code });
  }
  last(mobile: string): string | undefined {
    return [...this.sent].reverse().find((s) => s.mobile === mobile)?.code;
  }
}

/** SMS_PROVIDER: console (default, the demo), memory (tests) or tencent (Tencent Cloud SMS, sms-tencent.ts). */
export function createSmsProvider(name: string, s: Settings = DEFAULT_SETTINGS): SmsProvider {
  if (name === 'console') return new ConsoleSms();
  if (name === 'memory') return new MemorySms();
  if (name === 'tencent') return createTencentSms(s);
  throw new Error(`unknown SMS_PROVIDER ${name} (known: console, memory, tencent)`);
}
