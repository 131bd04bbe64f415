/**
 * Redirect safety. `safeRedirect` accepts only same-site relative paths that start with exactly one
 * '/', and refuses absolute URLs, protocol-relative '//', backslashes, control characters and their
 * percent-encoded variants (%2F%2F, %5C, double encoding). Returns the target unchanged, or null.
 */
const MAX_DECODE_ROUNDS = 10;
const BASE = 'http://same-site.invalid';

function decodeRounds(s: string): string[] | null {
  const out = [s];
  let cur = s;
  for (let i = 0; i < MAX_DECODE_ROUNDS; i += 1) {
    let next: string;
    try {
      next = decodeURIComponent(cur);
    } catch {
      return null; // malformed encoding is never a legitimate target
    }
    if (next === cur) break;
    out.push(next);
    cur = next;
  }
  return out;
}

function safeForm(v: string): boolean {
  if (!v.startsWith('/')) return false;
  if (/^\/[/\\]/.test(v)) return false;
  // browsers read a backslash in the path as '/'; in the query it is only data
  if (v.split(/[?#]/)[0].includes('\\')) return false;
  if (/[\u0000-\u001f\u007f]/.test(v)) return false;
  try {
    return new URL(v, BASE).origin === BASE;
  } catch {
    return false;
  }
}

/** The target when it is a safe same-site relative path, else null. */
export function safeRedirect(target: unknown): string | null {
  if (typeof target !== 'string' || target === '' || target.length > 2048) return null;
  if (!target.startsWith('/')) return null;
  const forms = decodeRounds(target);
  if (!forms) return null;
  return forms.every(safeForm) ? target : null;
}
