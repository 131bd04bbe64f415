/**
 * The platform's ledger key (Ed25519, node:crypto): LEDGER_SIGNING_KEY is its 32-byte seed in hex
 * (generated once and kept in demo and development like SESSION_SECRET: secrets.ts; production refuses
 * to start without it: production.ts). The same seed keys the receipt codes (HMAC-SHA256 of the order).
 */
import { createHash, createHmac, createPrivateKey, createPublicKey, randomBytes, sign, verify, type KeyObject } from 'node:crypto';
import type { Config } from '../../config';
import { useNativeSha256 } from '../../../../src/lib/merkle';

// Everything on the server that hashes the log imports this file: node:crypto's SHA-256 from here on (the
// same answers as the pure one the client uses, which the tests compare; about 50 times faster).
useNativeSha256((b) => new Uint8Array(createHash('sha256').update(b).digest()));

const PKCS8_ED25519 = Buffer.from('302e020100300506032b657004220420', 'hex');
const SPKI_ED25519 = Buffer.from('302a300506032b6570032100', 'hex');

export interface LedgerKey {
  privateKey: KeyObject;
  /** raw public key, hex (what heads publish and the CLI checks) */
  publicKeyHex: string;
  seed: Buffer;
}

/** A 64-hex-digit seed: a valid LEDGER_SIGNING_KEY. */
export const isLedgerSeed = (v: string): boolean => /^[0-9a-f]{64}$/i.test(v.trim());

export function keyFromSeed(seedHex: string): LedgerKey {
  const seed = Buffer.from(seedHex.trim(), 'hex');
  const privateKey = createPrivateKey({ key: Buffer.concat([PKCS8_ED25519, seed]), format: 'der', type: 'pkcs8' });
  const spki = createPublicKey(privateKey).export({ format: 'der', type: 'spki' });
  return { privateKey, publicKeyHex: spki.subarray(spki.length - 32).toString('hex'), seed };
}

const processSeed = randomBytes(32).toString('hex');
const byConfig = new WeakMap<Config, LedgerKey>();

/** The configured key; a config built by hand (tests) without one gets a per-process key. */
export function ledgerKey(config: Config): LedgerKey {
  let k = byConfig.get(config);
  if (!k) {
    const seed = String(config.settings.LEDGER_SIGNING_KEY ?? '');
    k = keyFromSeed(isLedgerSeed(seed) ? seed : processSeed);
    byConfig.set(config, k);
  }
  return k;
}

export const signBytes = (key: LedgerKey, msg: Uint8Array): string => sign(null, msg, key.privateKey).toString('base64');

/** Whether sigB64 is publicKeyHex's Ed25519 signature of msg. */
export function verifyBytes(publicKeyHex: string, msg: Uint8Array, sigB64: string): boolean {
  try {
    const pub = createPublicKey({ key: Buffer.concat([SPKI_ED25519, Buffer.from(publicKeyHex, 'hex')]), format: 'der', type: 'spki' });
    return verify(null, msg, pub, Buffer.from(sigB64, 'base64'));
  } catch {
    return false;
  }
}

/** The receipt code of an order: 20 hex digits only the platform and the order's donor know. */
export const receiptCodeOf = (key: LedgerKey, orderId: string): string =>
  createHmac('sha256', key.seed).update(`cf-ledger-receipt:${orderId}`).digest('hex').slice(0, 20);
