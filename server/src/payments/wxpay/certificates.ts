/**
 * WeChat Pay platform keys: what verifies WeChat's answers and callbacks, found by the Wechatpay-Serial
 * they carry.
 *
 * - Public-key mode (微信支付公钥, WXPAY_PUBLIC_KEY_PATH + WXPAY_PUBLIC_KEY_ID): one key, one id. staticKeys.
 * - Certificate mode (the default): CertificateManager downloads the platform certificates from
 *   GET /v3/certificates, decrypts each with the APIv3 key (AEAD_AES_256_GCM — only WeChat and we know
 *   that key, which is what makes the download trustworthy), keeps the ones not expired, and refreshes
 *   every 12 hours. WeChat rotates certificates by publishing the new one beside the old one before it
 *   signs with it; a callback or answer signed with a serial we do not know yet triggers one refresh
 *   right away (at most one per minute, so forged serials cannot make us hammer the API), and is
 *   accepted as soon as the new certificate is there. This is the only outbound call a notify can cause.
 */
import { X509Certificate, type KeyObject } from 'crypto';
import { PayProviderError } from '../types';
import { decryptResource, type EncryptedResource } from './crypto';
import { verifyWechatpaySignature } from './sign';

export interface PlatformKeyStore {
  /** The key of a platform serial (certificate serial or PUB_KEY_ID_...); undefined when unknown even after a refresh. */
  keyFor(serial: string): Promise<KeyObject | undefined>;
  /** The serial to announce in Wechatpay-Serial on our requests (undefined: none). */
  currentSerial(): string | undefined;
  /** Stops background refreshes. */
  stop(): void;
}

const norm = (s: string) => s.trim().toUpperCase();

/** One fixed key (public-key mode, or a hand-placed certificate); without a serial any serial matches. */
export function staticKeys(key: KeyObject, serial?: string): PlatformKeyStore {
  return {
    keyFor: async (s) => (!serial || norm(s) === norm(serial) ? key : undefined),
    currentSerial: () => serial,
    stop: () => undefined,
  };
}

/** A signed GET's raw answer (WxPayClient.send). */
export type RawSend = (method: 'GET', path: string) => Promise<{ status: number; headers: { get(n: string): string | null }; text: string }>;

export interface CertificateManagerOptions {
  send: RawSend;
  apiV3Key: string;
  now?: () => number;
  /** Periodic refresh (default 12 hours). */
  refreshMs?: number;
  /** Least time between two refreshes caused by unknown serials (default 60 s). */
  minRefetchMs?: number;
  maxSkewSeconds?: number;
  /** Certificates known before the first download (e.g. WXPAY_PLATFORM_CERT_PATH): used until refreshed. */
  initial?: string[];
  onError?: (err: Error) => void;
}

interface Held { key: KeyObject; notBefore: number; notAfter: number }

export const CERTIFICATES_PATH = '/v3/certificates';
export const REFRESH_MS = 12 * 3600_000;

export class CertificateManager implements PlatformKeyStore {
  private certs = new Map<string, Held>();
  private inflight: Promise<void> | null = null;
  private lastOnDemand = -Infinity;
  private timer: ReturnType<typeof setInterval> | null = null;
  /** Completed downloads (tests and diagnostics). */
  refreshes = 0;
  lastError: Error | null = null;
  private readonly now: () => number;

  constructor(private readonly o: CertificateManagerOptions) {
    this.now = o.now ?? Date.now;
    for (const pem of o.initial ?? []) this.hold(pem);
  }

  /** Starts the periodic refresh (first download now); the timer never keeps the process alive. */
  start(): this {
    if (!this.timer) {
      void this.refresh().catch(() => undefined);
      this.timer = setInterval(() => void this.refresh().catch(() => undefined), this.o.refreshMs ?? REFRESH_MS);
      this.timer.unref?.();
    }
    return this;
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  serials(): string[] {
    return [...this.certs.keys()];
  }

  currentSerial(): string | undefined {
    // the newest certificate in force: what WeChat signs with after a rotation
    let best: [string, Held] | undefined;
    const now = this.now();
    for (const e of this.certs) if (e[1].notBefore <= now && e[1].notAfter > now && (!best || e[1].notBefore > best[1].notBefore)) best = e;
    return best?.[0];
  }

  async keyFor(serial: string): Promise<KeyObject | undefined> {
    const s = norm(serial);
    const hit = this.live(s);
    if (hit) return hit;
    if (this.inflight) await this.inflight.catch(() => undefined);
    if (this.live(s)) return this.live(s);
    // only refreshes asked for by unknown serials are limited: a rotation right after start still gets one
    if (this.now() - this.lastOnDemand >= (this.o.minRefetchMs ?? 60_000)) {
      this.lastOnDemand = this.now();
      await this.refresh().catch(() => undefined);
    }
    return this.live(s);
  }

  /** Downloads the certificates now (one download at a time; concurrent callers share it). */
  refresh(): Promise<void> {
    if (!this.inflight) {
      this.inflight = this.download()
        .then(() => {
          this.refreshes += 1;
          this.lastError = null;
        })
        .catch((err: Error) => {
          this.lastError = err;
          this.o.onError?.(err);
          throw err;
        })
        .finally(() => {
          this.inflight = null;
        });
    }
    return this.inflight;
  }

  private live(serial: string): KeyObject | undefined {
    const held = this.certs.get(serial);
    return held && held.notAfter > this.now() ? held.key : undefined;
  }

  private hold(pem: string): string {
    const cert = new X509Certificate(pem);
    const serial = norm(cert.serialNumber);
    this.certs.set(serial, { key: cert.publicKey, notBefore: Date.parse(cert.validFrom), notAfter: Date.parse(cert.validTo) });
    return serial;
  }

  private async download(): Promise<void> {
    const res = await this.o.send('GET', CERTIFICATES_PATH);
    if (res.status !== 200) throw new PayProviderError(`wxpay certificates -> HTTP ${res.status}`, res.status);
    let list: Array<{ serial_no?: string; encrypt_certificate?: EncryptedResource }>;
    try {
      list = (JSON.parse(res.text) as { data?: typeof list }).data ?? [];
    } catch {
      throw new PayProviderError('wxpay certificates answer is not JSON');
    }
    const fresh = new Map<string, Held>();
    for (const item of list) {
      if (!item.encrypt_certificate) continue;
      // decryption authenticates the certificate (GCM tag under the APIv3 key)
      const pem = decryptResource(item.encrypt_certificate, this.o.apiV3Key);
      const cert = new X509Certificate(pem);
      const serial = norm(cert.serialNumber);
      if (item.serial_no && norm(item.serial_no) !== serial) throw new PayProviderError(`certificate serial mismatch ${item.serial_no}`);
      fresh.set(serial, { key: cert.publicKey, notBefore: Date.parse(cert.validFrom), notAfter: Date.parse(cert.validTo) });
    }
    if (!fresh.size) throw new PayProviderError('wxpay certificates answer holds no certificate');
    // the answer itself is signed by one of the platform certificates (new or already known)
    const serial = res.headers.get('Wechatpay-Serial') ?? '';
    const signer = fresh.get(norm(serial)) ?? this.certs.get(norm(serial));
    const check = signer
      ? verifyWechatpaySignature(
        {
          timestamp: res.headers.get('Wechatpay-Timestamp') ?? undefined,
          nonce: res.headers.get('Wechatpay-Nonce') ?? undefined,
          signature: res.headers.get('Wechatpay-Signature') ?? undefined,
          serial,
        },
        res.text, signer.key, { nowMs: this.now(), maxSkewSeconds: this.o.maxSkewSeconds ?? 300 },
      )
      : { ok: false as const, reason: `signed by unknown serial ${serial}` };
    if (!check.ok) throw new PayProviderError(`wxpay certificates answer not trusted: ${check.reason}`, res.status, 'SIGN_ERROR');
    const now = this.now();
    const kept = new Map([...this.certs].filter(([, h]) => h.notAfter > now));
    for (const [s, h] of fresh) if (h.notAfter > now) kept.set(s, h);
    this.certs = kept;
  }
}
