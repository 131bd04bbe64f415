/**
 * The server's logs (pino, JSON lines): every request has an id — the proxy's X-Request-Id when it is a
 * sane token, a fresh UUID otherwise — carried by every line of that request (`requestId`), echoed in the
 * answer's `x-request-id` header and stored with the order it creates (services/orders.ts).
 *
 * Sensitive values never reach a log line: pino `redact` censors the known keys (phone numbers, ID and
 * bank numbers, codes, cookies, authorization, WeChat Pay bodies) wherever a line carries them, the
 * request's URL loses the values of sensitive query parameters, and every line is finally scanned for
 * what still looks like a mainland phone, ID or bank-card number (an error's message, a free text),
 * which is masked. The demo SMS provider's `[sms] <phone> <code>` is a console line, not a log line.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyRequest } from 'fastify';
import { maskText, REDACTED } from '../lib/mask';

export const REQUEST_ID_HEADER = 'x-request-id';
/** The key of the request id in every log line of a request. */
export const REQUEST_ID_LOG_LABEL = 'requestId';
export { maskText, REDACTED };

/** A request id we take from the proxy: 1..64 characters of [A-Za-z0-9._-] (anything else could forge log lines). */
const SANE_ID = /^[A-Za-z0-9._-]{1,64}$/;
export const isSaneRequestId = (v: unknown): v is string => typeof v === 'string' && SANE_ID.test(v);

/** fastify's genReqId: the incoming X-Request-Id when sane, else a fresh UUID. */
export function genReqId(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return isSaneRequestId(given) ? given : randomUUID();
}

/** Keys whose values are never logged (request bodies, headers, WeChat Pay notifies and their decrypted resources). */
const SECRET_KEYS = [
  'mobile', 'phone', 'contactPhone', 'phoneNumber', 'purePhoneNumber',
  'idCard', 'id_card', 'idNumber', 'idCardNo', 'payee_id_card', 'patient_id_card',
  'bankAccount', 'bank_account', 'bankCard', 'cardNo', 'account',
  'verifyCode', 'smsCode', 'password', 'secret', 'token', 'sessionKey', 'session_key',
  'cookie', 'authorization', 'set-cookie',
  'body', 'rawBody', 'resource', 'ciphertext', 'associated_data', 'payer', 'openid',
];
const keyPath = (k: string) => (/^[A-Za-z_$][\w$]*$/.test(k) ? `.${k}` : `["${k}"]`);
/** Keys censored one level down too (`headers.cookie`, `save.verifyCode`): values no pattern below would recognise. */
const NESTED_SECRET_KEYS = ['cookie', 'authorization', 'verifyCode', 'resource'];
/**
 * pino redact paths: each secret key at the top of a line, a few one level down, and the request's and answer's
 * headers and bodies where fastify keeps them. Explicit paths cost next to nothing; each `*` path costs about a
 * microsecond per line, so they are few (phone, ID and card numbers anywhere else are caught by the scan below).
 */
export const REDACT_PATHS = [
  ...SECRET_KEYS.map((k) => keyPath(k).replace(/^\./, '')),
  ...NESTED_SECRET_KEYS.map((k) => `*${keyPath(k)}`),
  'req.headers.cookie', 'req.headers.authorization', 'req.body', 'req.query', 'res.headers["set-cookie"]', 'headers["set-cookie"]', 'reply.body',
];

/** Query parameters whose values leave the logged URL (an OAuth code, a phone...). */
const SECRET_QUERY = new Set(['code', 'mobile', 'phone', 'idcard', 'verifycode', 'token', 'ticket', 'state', 'openid']);
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const query = url.slice(q + 1).split('&').map((pair) => {
    const eq = pair.indexOf('=');
    const name = eq < 0 ? pair : pair.slice(0, eq);
    return eq >= 0 && SECRET_QUERY.has(decodeURIComponentSafe(name).toLowerCase()) ? `${name}=${REDACTED}` : pair;
  });
  return `${url.slice(0, q)}?${query.join('&')}`;
}
function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}


/** Masks every string (and bare number) of a parsed log line that looks sensitive; the request id is kept as given. */
function maskValue(v: unknown, key = ''): unknown {
  if (key === REQUEST_ID_LOG_LABEL) return v;
  if (typeof v === 'string') return maskText(v);
  if (typeof v === 'number') return maskText(String(v)) === String(v) ? v : REDACTED;
  if (Array.isArray(v)) return v.map((x) => maskValue(x));
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, maskValue(x, k)]));
  return v;
}

/**
 * A cheap first look at a whole line: a run of digits starting there (not inside an id like 'CF…', though
 * after a JSON escape such as \n) that could be one of those; pino's own time is not.
 */
const MAY_BE_SENSITIVE = /(?<!"time":)(?:(?<![0-9A-Za-z_])|(?<=\\[nrt]))(?:1[3-9]\d{9}|\d{16})/;

/** One log line made safe: untouched unless something in it looks sensitive (then re-serialized, still one JSON line). */
export function scrubLine(line: string): string {
  if (!MAY_BE_SENSITIVE.test(line)) return line;
  try {
    return `${JSON.stringify(maskValue(JSON.parse(line)))}\n`;
  } catch {
    return maskText(line);
  }
}

export interface LogStream { write(line: string): unknown }

/** The destination pino writes to, with every line scrubbed on the way (stdout unless a test gives its own). */
export function scrubbingStream(target: LogStream = process.stdout): LogStream {
  return { write: (line: string) => target.write(scrubLine(line)) };
}

/** fastify's request serializer (method, url, host, address), with the URL's sensitive query values redacted. */
function reqSerializer(req: FastifyRequest) {
  return {
    method: req.method, url: redactUrl(req.url), hostname: req.hostname, remoteAddress: req.ip, remotePort: req.socket ? req.socket.remotePort : undefined,
  };
}

/** The fastify options of logging and request ids (spread into `fastify({...})`). */
export function loggingOptions(config: { logLevel: string; logStream?: LogStream; production: boolean; demo: boolean }) {
  return {
    logger: config.logLevel === 'silent' ? (false as const) : {
      level: config.logLevel,
      redact: { paths: REDACT_PATHS, censor: REDACTED },
      serializers: { req: reqSerializer },
      stream: scrubbingStream(config.logStream),
    },
    // The header is read by genReqId itself: fastify's requestIdHeader would take any value as it comes.
    requestIdHeader: false as const,
    genReqId,
    // No line per request in production and the demo (the access log is the metrics' counts), unless debugging.
    logController: new LogController({
      requestIdLogLabel: REQUEST_ID_LOG_LABEL,
      disableRequestLogging: (config.production || config.demo) && config.logLevel !== 'debug',
    }),
  };
}
