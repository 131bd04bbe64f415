/**
 * Transport types shared by the platform transports (transport.h5.ts: fetch; transport.weapp.ts:
 * Taro.request). The neutral build has no transport: importing './transport' picks a variant.
 */
export interface TransportRequest {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  /** JSON text for POST */
  body?: string;
  timeoutMs: number;
  /** H5: send cookies cross-site too (credentials 'include') */
  withCredentials: boolean;
  signal?: AbortSignal;
}
export interface TransportResponse {
  status: number;
  /** parsed JSON, or the raw text when it is not JSON, or null when empty */
  data: unknown;
}
/** Thrown by a transport when no HTTP answer came. */
export class TransportError extends Error {
  constructor(message: string, public readonly timeout = false) {
    super(message);
    this.name = 'TransportError';
  }
}
export type Transport = (req: TransportRequest) => Promise<TransportResponse>;

/** Parses a response text as JSON, keeping text that is not JSON. */
export function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
