/**
 * The error side of the envelope: ApiError -> its status/code/msg; fastify validation errors -> 400
 * with a Chinese msg naming the field; unknown /api paths -> 404 envelope; anything else -> 500.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError, MSG } from '../lib/errors';
import { ruleMessage, type ValidationItem } from '../http/rule-message';

export const ok = <T>(data: T) => ({ code: 0, msg: 'success', data });


function fieldOf(v: ValidationItem): string {
  const path = (v.instancePath || '').replace(/^\//, '').replace(/\//g, '.');
  const extra = (v.params?.missingProperty ?? v.params?.additionalProperty) as string | undefined;
  return [path, extra].filter(Boolean).join('.') || '请求体';
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | ApiError, req, reply) => {
    if (err instanceof ApiError) {
      return reply.status(err.httpStatus).send({ code: err.code, msg: err.message, data: null });
    }
    const fe = err as FastifyError;
    if (fe.validation) {
      const first = fe.validation[0] as ValidationItem;
      req.log.info({ validation: fe.validation }, 'bad request');
      // A field declared with its rule answers the rule's message (the form's), else the field is named.
      const where = fe.validationContext === 'querystring' ? 'querystring' : 'body';
      const schema = (req.routeOptions?.schema as Record<string, unknown> | undefined)?.[where];
      const ruled = schema ? ruleMessage(schema, where === 'body' ? req.body : req.query, first) : null;
      return reply.status(400).send({ code: 400, msg: ruled ?? `参数错误: ${fieldOf(first)}`, data: null });
    }
    if (fe.statusCode === 413) return reply.status(413).send({ code: 413, msg: '请求内容过大', data: null });
    if (fe.statusCode === 415) return reply.status(415).send({ code: 415, msg: '不支持的请求格式', data: null });
    if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
      return reply.status(fe.statusCode).send({ code: fe.statusCode, msg: '参数错误: 请求格式不正确', data: null });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ code: 500, msg: MSG.SERVER_ERROR, data: null });
  });
}
