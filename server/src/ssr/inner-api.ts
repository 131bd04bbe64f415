/**
 * The server-rendered pages read their boot blocks from the API itself (app.inject), never through a
 * second read path: the block is exactly what the browser's own call would get. One helper for it.
 */
import type { FastifyInstance } from 'fastify';

/** The `data` of a code-0 answer of one API call (POST `url` with `payload` and `headers`), or null. */
export async function apiAnswer(app: FastifyInstance, url: string, payload: Record<string, unknown>, headers: Record<string, string>): Promise<unknown> {
  const res = await app.inject({ method: 'POST', url, payload, headers });
  if (res.statusCode !== 200) return null;
  const body = JSON.parse(res.body) as { code?: number; data?: unknown };
  return body.code === 0 ? body.data ?? null : null;
}
