/**
 * Issue 25: the staff audit log showed 其他操作 for actions it had no words for. Every action any
 * writeAudit call writes (server/src and the staff CLI, scripts/) has its label in the one declaration
 * (src/contract/audit-actions.ts): a literal action is looked up; a template one (`activity.${action}`)
 * needs labels under its prefix and its variable typed by the declaration; an action passed in by name
 * must be typed AuditAction where it is declared (the compiler then checks every caller's literal).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { AUDIT_ACTION_LABEL, auditActionText } from '../../../src/contract/audit-actions';

const ROOT = join(__dirname, '../../..');
const files = (dir: string): string[] => readdirSync(dir).flatMap((f) => {
  const p = join(dir, f);
  return statSync(p).isDirectory() ? files(p) : /\.(ts|mjs)$/.test(f) ? [p] : [];
});

/** The text of each writeAudit(...) call, to its closing parenthesis. */
function calls(src: string): string[] {
  const out: string[] = [];
  for (let i = src.indexOf('writeAudit('); i >= 0; i = src.indexOf('writeAudit(', i + 1)) {
    if (/function\s+$|import[^;]*$/.test(src.slice(Math.max(0, i - 30), i))) continue; // the declaration, an import
    let depth = 0;
    let j = i + 'writeAudit'.length;
    for (; j < src.length; j++) {
      if (src[j] === '(') depth++;
      else if (src[j] === ')' && --depth === 0) break;
    }
    out.push(src.slice(i, j + 1));
  }
  return out;
}

/** The action expression of one call: after `action:` to the next top-level comma (or the shorthand `action`). */
function actionOf(call: string): string {
  const m = /[{,\s]action(\s*:\s*)?/.exec(call);
  if (!m) throw new Error(`no action in ${call.slice(0, 80)}`);
  if (!m[1]) return 'action';
  let depth = 0;
  let k = m.index + m[0].length;
  const start = k;
  for (; k < call.length; k++) {
    const c = call[k];
    if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) depth--;
    else if (c === ',' && depth === 0) break;
  }
  return call.slice(start, k).trim();
}

const written = [...files(join(ROOT, 'server/src')), ...files(join(ROOT, 'scripts'))]
  .map((f) => ({ file: relative(ROOT, f), src: readFileSync(f, 'utf8') }))
  .filter((f) => f.src.includes('writeAudit(') && !f.file.endsWith('repositories/audit.ts'))
  .flatMap((f) => calls(f.src).map((c) => ({ file: f.file, src: f.src, action: actionOf(c) })));

test('the scan finds the audited actions (it reads every writeAudit call)', () => {
  expect(written.length).toBeGreaterThan(60);
  expect(written.map((w) => w.action)).toContain("'case.close_raise'");
});

test('every literal action written has its label', () => {
  const literals = written.flatMap((w) => [...w.action.matchAll(/'([^'$`]+)'/g)].map((m) => ({ file: w.file, action: m[1] })));
  expect(literals.length).toBeGreaterThan(60);
  const missing = literals.filter((l) => !(l.action in AUDIT_ACTION_LABEL)).map((l) => `${l.file}: ${l.action}`);
  expect(missing).toEqual([]);
});

test('a template action has labels under its prefix; an action passed by name is typed by the declaration', () => {
  const labels = Object.keys(AUDIT_ACTION_LABEL);
  for (const w of written.filter((x) => x.action.startsWith('`'))) {
    const prefix = /^`([^$]*)\$\{/.exec(w.action)![1];
    expect({ file: w.file, prefix, labelled: labels.some((l) => l.startsWith(prefix)) }).toEqual({ file: w.file, prefix, labelled: true });
  }
  for (const w of written.filter((x) => /^[a-zA-Z_]+$/.test(x.action))) {
    // the .mjs CLI has no types: its actions are literals and templates only
    expect({ file: w.file, typed: new RegExp(`\\b${w.action}: AuditAction\\b`).test(w.src) }).toEqual({ file: w.file, typed: true });
  }
});

test('the console shows the label, and 其他操作 (never the code) for a row it has no words for', () => {
  expect(auditActionText('help.update-status')).toBe('更新求助登记');
  expect(auditActionText('case.close_raise')).toBe('结束筹款');
  expect(auditActionText('made.up')).toBe('其他操作');
  // labels are Chinese words, none a code
  for (const label of Object.values(AUDIT_ACTION_LABEL)) expect(label).toMatch(/^[\u4e00-\u9fa5，]+$/);
});
