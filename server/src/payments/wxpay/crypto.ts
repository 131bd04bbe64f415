/** AEAD_AES_256_GCM as used by WeChat Pay v3 for callback resources and sensitive fields. */
import { createCipheriv, createDecipheriv } from 'crypto';

export const RESOURCE_ALGORITHM = 'AEAD_AES_256_GCM';
const TAG_LENGTH = 16;

/** The encrypted `resource` object of a v3 callback. */
export interface EncryptedResource {
  algorithm: string;
  ciphertext: string;
  nonce: string;
  associated_data?: string;
  original_type?: string;
}

function keyBuffer(apiV3Key: string): Buffer {
  const key = Buffer.from(apiV3Key, 'utf8');
  if (key.length !== 32) throw new Error('WXPAY_APIV3_KEY must be 32 bytes');
  return key;
}

/** Decrypts a resource (ciphertext base64 = data || 16-byte tag); throws when the tag does not verify. */
export function decryptResource(resource: EncryptedResource, apiV3Key: string): string {
  if (resource.algorithm !== RESOURCE_ALGORITHM) throw new Error(`unsupported algorithm ${resource.algorithm}`);
  const raw = Buffer.from(resource.ciphertext, 'base64');
  if (raw.length <= TAG_LENGTH) throw new Error('ciphertext too short');
  const decipher = createDecipheriv('aes-256-gcm', keyBuffer(apiV3Key), Buffer.from(resource.nonce, 'utf8'), {
    authTagLength: TAG_LENGTH,
  });
  decipher.setAuthTag(raw.subarray(raw.length - TAG_LENGTH));
  decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
  return Buffer.concat([decipher.update(raw.subarray(0, raw.length - TAG_LENGTH)), decipher.final()]).toString('utf8');
}

/** The inverse of decryptResource (what WeChat does); used to build test vectors and fakes. */
export function encryptResource(
  plaintext: string,
  apiV3Key: string,
  nonce: string,
  associatedData = '',
): EncryptedResource {
  const cipher = createCipheriv('aes-256-gcm', keyBuffer(apiV3Key), Buffer.from(nonce, 'utf8'), { authTagLength: TAG_LENGTH });
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return {
    algorithm: RESOURCE_ALGORITHM,
    ciphertext: Buffer.concat([data, cipher.getAuthTag()]).toString('base64'),
    nonce,
    associated_data: associatedData,
  };
}
