/** SMS sending behind an interface; the default `console` provider prints the code for developers. */
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

export function createSmsProvider(name: string): SmsProvider {
  if (name === 'console') return new ConsoleSms();
  if (name === 'memory') return new MemorySms();
  throw new Error(`unknown SMS_PROVIDER ${name} (known: console, memory)`);
}
