/** H5: the debug tool's storage wipes (localStorage + sessionStorage of this origin). */
type KV = { length: number; key(i: number): string | null; removeItem(k: string): void; clear(): void };

function stores(): KV[] {
  const g = globalThis as { localStorage?: KV; sessionStorage?: KV };
  const out: KV[] = [];
  try {
    if (g.localStorage) out.push(g.localStorage);
    if (g.sessionStorage) out.push(g.sessionStorage);
  } catch {
    /* storage disabled */
  }
  return out;
}

/** Clears everything; returns how many entries were removed. */
export function wipeAll(): number {
  let n = 0;
  for (const s of stores()) {
    n += s.length;
    s.clear();
  }
  return n;
}

/** Removes the keys that hold drafts (key contains "draft", any case); returns how many. */
export function wipeDrafts(): number {
  let n = 0;
  for (const s of stores()) {
    const keys: string[] = [];
    for (let i = 0; i < s.length; i += 1) {
      const k = s.key(i);
      if (k && /draft/i.test(k)) keys.push(k);
    }
    keys.forEach((k) => s.removeItem(k));
    n += keys.length;
  }
  return n;
}
