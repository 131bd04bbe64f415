/** H5 transport over fetch (no Taro: Node/jsdom tests mock global fetch). */
import { TransportError, parseBody, type Transport } from './transport-types';

export * from './transport-types';

/** Same origin on H5. */
export const DEFAULT_BASE_URL = '';

/** The fetch-based transport; `fetchImpl` defaults to the global fetch at call time. */
export function createTransport(fetchImpl?: typeof fetch): Transport {
  return async (req) => {
    const f = fetchImpl ?? globalThis.fetch;
    let res: Response;
    try {
      res = await f(req.url, {
        method: req.method,
        headers: req.headers,
        body: req.method === 'POST' ? req.body : undefined,
        credentials: req.withCredentials ? 'include' : 'same-origin',
        signal: req.signal,
      });
    } catch (err) {
      const aborted = (err as { name?: string })?.name === 'AbortError';
      throw new TransportError(String((err as Error)?.message ?? err), aborted);
    }
    let text = '';
    try {
      text = await res.text();
    } catch {
      /* empty body */
    }
    return { status: res.status, data: parseBody(text) };
  };
}
