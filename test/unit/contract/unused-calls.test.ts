/**
 * Every call of the contract is made by client code, or declared: an alias of a current call (served at an
 * older path for clients still on it, src/contract/aliases.ts) or a call for another client with its reason
 * (src/contract/external.ts). Client code is src/ outside src/contract/. A call counts as made where a file
 * calls `.<name>(` and names its group (or the name is the group's alone in the whole contract), or reaches it
 * through a dispatch table of the contract (the raise sections' SECTION_CALL).
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { allContract } from '../../../src/contract/all';
import { aliases } from '../../../src/contract/aliases';
import { EXTERNAL_CALLS } from '../../../src/contract/external';
import { SECTION_CALL } from '../../../src/contract/raise';
import type { CallDef } from '../../../src/contract/schema';
import { sourceFiles, TS } from '../support/sources';

const SRC = join(__dirname, '../../../src');
const CONTRACT = join(SRC, 'contract');

const sources = sourceFiles(SRC, TS, [CONTRACT]).map((f) => ({ file: relative(SRC, f), text: readFileSync(f, 'utf8') }));
const groups = Object.entries(allContract as unknown as Record<string, Record<string, CallDef>>);
const nameCount = new Map<string, number>();
for (const [, calls] of groups) for (const name of Object.keys(calls)) nameCount.set(name, (nameCount.get(name) ?? 0) + 1);

/** Calls reached through a dispatch table of the contract, when client code uses the table. */
const DISPATCHED: Record<string, readonly string[]> = { raise: Object.values(SECTION_CALL) };
const dispatchUsed = sources.some((s) => s.text.includes('SECTION_CALL['));

function madeByClient(group: string, name: string): boolean {
  if (dispatchUsed && DISPATCHED[group]?.includes(name)) return true;
  const own = nameCount.get(name) === 1;
  return sources.some((s) => s.text.includes(`.${name}(`) && (own || new RegExp(`\\b${group}\\b`).test(s.text)));
}

const unused = groups.flatMap(([group, calls]) => (group === 'aliases' ? [] : Object.keys(calls).filter((name) => !madeByClient(group, name)).map((name) => `${group}.${name}`)));

test('every call no client code makes is an alias or declared for another client, with its reason', () => {
  const undeclared = unused.filter((key) => !(key in EXTERNAL_CALLS));
  expect(undeclared).toEqual([]);
});

test('the declared list only shrinks: every entry names a call of the contract that client code does not make, with a reason', () => {
  const keys = new Set(groups.flatMap(([group, calls]) => Object.keys(calls).map((name) => `${group}.${name}`)));
  for (const [key, reason] of Object.entries(EXTERNAL_CALLS)) {
    expect(keys.has(key) ? key : `${key} is not a call of the contract`).toBe(key);
    expect(unused.includes(key) ? key : `${key} is made by client code now: take it off src/contract/external.ts`).toBe(key);
    expect(reason.trim().length).toBeGreaterThan(10);
  }
});

test('each alias is its current call at another path: the same method, access, request and answer', () => {
  const current = groups.filter(([g]) => g !== 'aliases').flatMap(([, calls]) => Object.values(calls));
  const entries = Object.entries(aliases as Record<string, CallDef>);
  expect(entries.length).toBeGreaterThan(0);
  for (const [name, a] of entries) {
    const target = current.find((c) => c.req === a.req && c.res === a.res && c.method === a.method && c.access === a.access);
    expect(target ? name : `${name}: no current call with the same declaration`).toBe(name);
    expect(target!.path).not.toBe(a.path);
  }
  // the refund calls of v4 and order/contribute-add are among them
  const paths = entries.map(([, a]) => a.path);
  for (const p of ['/api/cf/v41/order/contribute-add', '/api/cf/v4/refund/apply', '/api/cf/v4/refund/list', '/api/cf/v4/refund/detail', '/api/cf/v4/refund/confirm', '/api/cf/v4/refund/rules']) expect(paths).toContain(p);
});

test('the client does not bundle the declared list', () => {
  expect(sources.filter((s) => /contract\/external['"]/.test(s.text)).map((s) => s.file)).toEqual([]);
});
