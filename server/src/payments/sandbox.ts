/**
 * The sandbox payment provider: no money moves. The server's cashier page confirms a payment and
 * the confirm route builds a signed callback with signSandboxNotify, which then goes through the
 * same parseNotify path a real provider's callback would.
 */
import { createHmac, randomUUID, timingSafeEqual } from 'crypto';
import {
  MAX_SKEW_SECONDS,
  PayNotifyError,
  header,
  standardAck,
  type ParsedNotify,
  type PayOrderInfo,
  type PayProvider,
  type RefundRequest,
  type RefundResult,
} from './types';
import type { Payment } from './types';

/** Used when SANDBOX_PAY_SECRET is not set; fine for a sandbox, which never moves money. */
export const SANDBOX_DEV_SECRET = 'cf-sandbox-dev-secret';
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
export const SANDBOX_TIMESTAMP_HEADER = 'x-sandbox-timestamp';

export interface SandboxNotifyPayload {
  notifyId?: string;
  orderId: string;
  amount: number;
  tradeNo?: string;
  paid: boolean;
  /** Unix seconds; defaults to now. */
  timestamp?: number;
}

export interface SignedNotify {
  headers: Record<string, string>;
  rawBody: string;
}

function hmac(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}\n${rawBody}`).digest('hex');
}

/** A fresh random id with a readable prefix (sandbox notify ids and trade numbers). */
export function sandboxId(prefix: string): string {
  // 48 random bits as 12 hex digits: a v4 UUID's last group is all random, and randomUUID draws from
  // a pooled buffer (randomBytes(6) cost a system call per id, two ids per donation).
  return `${prefix}${Date.now().toString(36)}${randomUUID().slice(24)}`;
}

/**
 * Builds the signed callback the sandbox "provider" sends: JSON body plus the
 * x-sandbox-signature (hex HMAC-SHA256 over `timestamp\nbody`) and x-sandbox-timestamp headers.
 */
export function signSandboxNotify(secret: string, payload: SandboxNotifyPayload): SignedNotify {
  const timestamp = payload.timestamp ?? Math.floor(Date.now() / 1000);
  const body = {
    notifyId: payload.notifyId ?? sandboxId('sbn_'),
    orderId: payload.orderId,
    amount: payload.amount,
    tradeNo: payload.tradeNo ?? sandboxId('sbt_'),
    paid: payload.paid,
    timestamp,
  };
  const rawBody = JSON.stringify(body);
  const ts = String(timestamp);
  return {
    rawBody,
    headers: {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: hmac(secret, ts, rawBody),
      [SANDBOX_TIMESTAMP_HEADER]: ts,
    },
  };
}

/** Constant-time comparison of two hex signatures (length is not secret). */
function sameSignature(expectedHex: string, givenHex: string): boolean {
  if (!/^[0-9a-f]+$/i.test(givenHex)) return false;
  const a = Buffer.from(expectedHex, 'hex');
  const b = Buffer.from(givenHex, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

export interface SandboxOptions {
  secret?: string;
  /** Clock in ms, injectable for tests. */
  now?: () => number;
}

/** Verifies a sandbox callback and decodes it; throws PayNotifyError when it must not be trusted. */
export function verifySandboxNotify(
  secret: string,
  headers: Record<string, string | undefined>,
  rawBody: string,
  nowMs: number = Date.now(),
): ParsedNotify {
  const signature = header(headers, SANDBOX_SIGNATURE_HEADER);
  const ts = header(headers, SANDBOX_TIMESTAMP_HEADER);
  if (!signature || !ts) throw new PayNotifyError('missing sandbox signature headers');
  if (!/^\d{1,12}$/.test(ts)) throw new PayNotifyError('bad sandbox timestamp');
  if (!sameSignature(hmac(secret, ts, rawBody), signature)) throw new PayNotifyError('bad sandbox signature');
  if (Math.abs(nowMs / 1000 - Number(ts)) > MAX_SKEW_SECONDS) throw new PayNotifyError('stale sandbox notify');
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(rawBody) as Record<string, unknown>;
  } catch {
    throw new PayNotifyError('sandbox notify is not JSON');
  }
  const { notifyId, orderId, amount, tradeNo, paid, timestamp } = body ?? {};
  if (
    typeof notifyId !== 'string' || !notifyId ||
    typeof orderId !== 'string' || !orderId ||
    typeof tradeNo !== 'string' ||
    typeof paid !== 'boolean' ||
    typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 0 ||
    String(timestamp) !== ts
  ) {
    throw new PayNotifyError('malformed sandbox notify');
  }
  return { notifyId, orderId, amount, tradeNo, paid };
}

/** The sandbox provider: a cashier page on this server instead of a real payment. */
export function createSandboxProvider(options: SandboxOptions = {}): PayProvider {
  const secret = options.secret || SANDBOX_DEV_SECRET;
  const now = options.now ?? Date.now;
  return {
    name: 'sandbox',
    async createPayment(order: PayOrderInfo): Promise<Payment> {
      return { provider: 'sandbox', cashierUrl: `/api/pay/sandbox/cashier?orderId=${encodeURIComponent(order.orderId)}` };
    },
    async parseNotify(headers, rawBody) {
      return verifySandboxNotify(secret, headers, rawBody, now());
    },
    // The sandbox only pays through the cashier's confirm, so it never knows an order on its own.
    async queryOrder() {
      return null;
    },
    // No money moves: a refund succeeds at once, with an id derived from the key (a retry gets the same one).
    async refund(req: RefundRequest): Promise<RefundResult> {
      return { outRefundNo: req.outRefundNo, status: 'SUCCESS', providerRefundId: `sbr_${req.outRefundNo}` };
    },
    // Stateless: it cannot tell a refund it was never asked for, so it knows none (the caller resends the same key).
    async queryRefund() {
      return null;
    },
    ackBody(ok: boolean, refusal?: 400 | 401) {
      return standardAck(ok, refusal);
    },
  };
}
