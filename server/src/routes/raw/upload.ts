/**
 * Uploads:
 * - POST /api/upload (multipart/form-data: `file` + `kind`), login required -> {fileId, url, thumbUrl, largeUrl, private}
 * - GET /files/<key> (and <key>!cf_mtr_1080, <key>!thumb): public images, cached for a year, never a private key
 * - GET /api/upload/private/:fileId?variant=thumb|large: a private image, for its uploader and staff only
 */
import { RAW_PATHS } from '../../../../src/contract/raw';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '../../deps';
import { ApiError, badRequest, notFound } from '../../lib/errors';
import { ok } from '../../plugins/errors';
import { uploadCors } from '../../http/upload-cors';
import { requireUser } from '../../plugins/auth';
import { contentTypeOfKey, isValidKey, type StoredObject } from '../../providers/storage';
import { isUploadKind, LARGE_SUFFIX, readableUpload, saveUpload, THUMB_SUFFIX, tooBigMsg } from '../../services/uploads';

const MSG_NO_FILE = '请选择要上传的图片';
const MSG_BAD_KIND = '上传类型不正确';

function sendImage(reply: FastifyReply, obj: StoredObject, contentType: string, cache: string) {
  return reply
    .header('content-type', contentType)
    .header('cache-control', cache)
    .header('x-content-type-options', 'nosniff')
    // Even if a browser were to render it as a document, it could run nothing.
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(obj.body);
}

export function uploadRoutes(app: FastifyInstance, deps: AppDeps): void {
  const maxBytes = deps.config.storage.maxBytes;

  // Multipart parsing only in this scope: every other route keeps refusing multipart bodies.
  void app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 4, fieldSize: 100, parts: 6, headerPairs: 50 } });
    // this server as the H5 pages' separate upload host (setting UPLOAD_PAGE_ORIGINS)
    uploadCors(scope, RAW_PATHS.upload, deps.config.settings.UPLOAD_PAGE_ORIGINS);
    scope.post(RAW_PATHS.upload, async (req) => {
      const user = await requireUser(req, deps);
      if (!req.isMultipart()) throw badRequest(MSG_NO_FILE);
      let file: Buffer | null = null;
      let kind = '';
      try {
        for await (const part of req.parts()) {
          if (part.type === 'file') {
            if (part.fieldname === 'file' && !file) file = await part.toBuffer();
            else await part.toBuffer(); // drain anything else
          } else if (part.fieldname === 'kind') {
            kind = String(part.value ?? '');
          }
        }
      } catch (err) {
        const code = (err as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError(413, 413, tooBigMsg(maxBytes));
        if (code && code.startsWith('FST_')) throw badRequest(MSG_NO_FILE);
        throw err;
      }
      if (!isUploadKind(kind)) throw badRequest(MSG_BAD_KIND);
      if (!file || !file.length) throw badRequest(MSG_NO_FILE);
      const res = await saveUpload(deps, user, kind, file);
      req.log.info({ fileId: res.fileId, kind, bytes: file.length, private: res.private }, 'upload');
      return ok(res);
    });
  });

  app.get<{ Params: { '*': string } }>('/files/*', async (req, reply) => {
    const key = req.params['*'];
    // Private files never leave through this path, whatever the key.
    if (!isValidKey(key) || !key.startsWith('pub/')) throw notFound();
    const obj = await deps.storage.get(key);
    if (!obj) throw notFound();
    return sendImage(reply, obj, contentTypeOfKey(key), 'public, max-age=31536000, immutable');
  });

  app.get<{ Params: { fileId: string }; Querystring: { variant?: string } }>(
    `${RAW_PATHS.uploadPrivatePrefix}:fileId`,
    {
      schema: {
        params: { type: 'object', properties: { fileId: { type: 'string', minLength: 1, maxLength: 64 } }, required: ['fileId'] },
        querystring: { type: 'object', additionalProperties: false, properties: { variant: { enum: ['thumb', 'large', 'original'] } } },
      },
    },
    async (req, reply) => {
      const user = await requireUser(req, deps);
      const row = await readableUpload(deps, user, req.params.fileId);
      const suffix = req.query.variant === 'thumb' ? THUMB_SUFFIX : req.query.variant === 'large' ? LARGE_SUFFIX : '';
      const obj = await deps.storage.get(row.storage_key + suffix);
      if (!obj) throw notFound();
      return sendImage(reply, obj, row.content_type, 'private, no-store');
    },
  );
}
