/**
 * A signed tree head's Ed25519 signature checked on the reader's device, against the platform public key
 * the server publishes (GET /api/ledger/head). WebCrypto's Ed25519 is missing from many WeChat browsers
 * and from the mini-program, so the check is tweetnacl's (pure JS, audited by Cure53 in 2017, no BigInt).
 * Only the verify page's store imports this file: it stays in the money subpackage, out of the main one.
 */
import nacl from 'tweetnacl';
import { fromHex, headMessage, type TreeHead } from './merkle';

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Standard base64 (with or without padding) to bytes; null when it is not base64. */
export function fromBase64(s: string): Uint8Array | null {
  const t = s.replace(/=+$/, '');
  if (t.length % 4 === 1 || /[^A-Za-z0-9+/]/.test(t)) return null;
  const out = new Uint8Array(Math.floor((t.length * 3) / 4));
  let bits = 0;
  let acc = 0;
  let o = 0;
  for (const ch of t) {
    acc = (acc << 6) | B64.indexOf(ch);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[o++] = (acc >> bits) & 0xff;
    }
  }
  return out;
}

const isHex = (s: string, len: number) => s.length === len && /^[0-9a-f]+$/i.test(s);

/** Whether `head.signature` is `publicKeyHex`'s Ed25519 signature of headMessage(head). */
export function headSignatureValid(head: TreeHead, publicKeyHex: string): boolean {
  const sig = fromBase64(head.signature);
  if (!sig || sig.length !== nacl.sign.signatureLength || !isHex(publicKeyHex, 64)) return false;
  return nacl.sign.detached.verify(headMessage(head), sig, fromHex(publicKeyHex));
}
