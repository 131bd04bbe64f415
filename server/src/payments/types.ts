import type { Payment } from '../../../src/contract/pay';

export type { Payment };

/** Every provider's callback; WeChat Pay's is also served on the path it advertises (wxpay/provider.ts WXPAY_NOTIFY_PATH). */
export const NOTIFY_ROUTE = '/api/pay/notify/:provider';

/** What the order service knows about an order when it asks for a payment. */
export interface PayOrderInfo {
  orderId: string;
  /** Integer fen. */
  amount: number;
  infoUuid: string;
  description: string;
  /** The payer's openid for the appid in use (required by WeChat JSAPI). */
  openid?: string;
  /** Public origin of this server, e.g. https://cf.example.com (used for a default notify URL). */
  baseUrl: string;
  /**
   * Which WeChat app the openid belongs to: 'weapp' pays with WX_MP_APPID, 'h5' (the in-WeChat
   * browser) with WX_APPID. Optional addition to the agreed interface; when absent WX_APPID is used,
   * falling back to WX_MP_APPID.
   */
  platform?: 'h5' | 'weapp';
}

/** A verified, decoded provider callback. */
export interface ParsedNotify {
  /** Provider's id of this callback: the idempotency key of the notify. */
  notifyId: string;
  orderId: string;
  /** Integer fen actually paid. */
  amount: number;
  /** Provider's transaction id. */
  tradeNo: string;
  paid: boolean;
}

export interface PayProvider {
  name: 'sandbox' | 'wxpay';
  createPayment(order: PayOrderInfo): Promise<Payment>;
  /** Verifies and decodes a provider callback; throws PayNotifyError when unsigned, mis-signed, stale or malformed. */
  parseNotify(headers: Record<string, string | undefined>, rawBody: string): Promise<ParsedNotify>;
  /** Fallback when no notify came: asks the provider; null when the provider does not know the order. */
  queryOrder(orderId: string): Promise<{ paid: boolean; amount: number; tradeNo: string } | null>;
  /** The HTTP answer the provider expects for its callback. */
  ackBody(ok: boolean, refusal?: 400 | 401): { status: number; body: unknown };
  /** Refunds part or all of a paid order; the same outRefundNo on every retry (see RefundRequest). */
  refund?(req: RefundRequest): Promise<RefundResult>;
  /** Asks about a refund; null when the provider does not know that outRefundNo. */
  queryRefund?(outRefundNo: string): Promise<RefundResult | null>;
  /** Verifies and decodes a refund callback; throws PayNotifyError when it must not be trusted. */
  parseRefundNotify?(headers: Record<string, string | undefined>, rawBody: string): Promise<RefundResult & { notifyId: string }>;
}

/** A refund as the provider is asked for it (integer fen). */
export interface RefundRequest {
  /** Our refund id: the provider's idempotency key (WeChat: out_refund_no). */
  outRefundNo: string;
  orderId: string;
  amount: number;
  /** The order's whole amount. */
  total: number;
  reason: string;
  /** Public origin of this server, for a default refund notify URL. */
  baseUrl?: string;
}
export interface RefundResult {
  outRefundNo: string;
  /** SUCCESS: money returned; PROCESSING: wait for the notify or ask again; FAILED: nothing returned. */
  status: 'SUCCESS' | 'PROCESSING' | 'FAILED';
  providerRefundId: string;
  reason?: string;
}

/** A callback that must not be trusted (unsigned, mis-signed, stale, malformed). */
export class PayNotifyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PayNotifyError';
  }
}

/** A payment call that the provider refused or that could not be made (bad config, HTTP error). */
export class PayProviderError extends Error {
  constructor(message: string, readonly status?: number, readonly code?: string) {
    super(message);
    this.name = 'PayProviderError';
  }
}

/** Allowed clock skew between us and a provider for signed messages. */
export const MAX_SKEW_SECONDS = 5 * 60;

/** Case-insensitive header lookup (fastify lower-cases, tests and other frameworks may not). */
export function header(headers: Record<string, string | undefined>, name: string): string | undefined {
  const direct = headers[name];
  if (direct !== undefined) return direct;
  const lower = name.toLowerCase();
  for (const key of Object.keys(headers)) {
    if (key.toLowerCase() === lower) return headers[key];
  }
  return undefined;
}

/**
 * Standard callback answer shared by both providers (WeChat Pay v3's expected shape). A refused callback
 * (a bad signature: 401; an amount or order that does not match: 400) is a 4xx with code FAIL, which the
 * provider retries like any non-2xx; a failure of ours (the database) is left to throw, a 500.
 */
export function standardAck(ok: boolean, refusal: 400 | 401 = 400, message = '失败'): { status: number; body: unknown } {
  return ok ? { status: 200, body: { code: 'SUCCESS' } } : { status: refusal, body: { code: 'FAIL', message } };
}
