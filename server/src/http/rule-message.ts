/**
 * The message of a refused request field that the contract declares with its rule (`x-rule`,
 * src/contract/rules/sections.ts): whichever of the field's keywords failed (its type, its bound, the
 * rule itself, or a missing field), the answer says what the form says for the same value — the rule's
 * Chinese message. Null when the failure is not inside such a field (the generic message then).
 */
import { fieldRule } from '../../../src/contract/rules/sections';

type Schema = Record<string, unknown>;
export interface ValidationItem { instancePath?: string; schemaPath?: string; params?: Record<string, unknown>; keyword?: string }

const isObj = (v: unknown): v is Schema => !!v && typeof v === 'object' && !Array.isArray(v);
const unescape = (seg: string) => decodeURIComponent(seg).replace(/~1/g, '/').replace(/~0/g, '~');

/** Walks the failing keyword's schema path; the last field met that names a rule, and how deep in the value it is. */
function ruledField(root: unknown, item: ValidationItem): { rule: string; depth: number } | null {
  const segs = (item.schemaPath ?? '').replace(/^#\/?/, '').split('/').filter(Boolean).map(unescape);
  let s: unknown = root;
  let depth = 0;
  let found: { rule: string; depth: number } | null = null;
  const meet = () => { if (isObj(s) && typeof s['x-rule'] === 'string') found = { rule: s['x-rule'] as string, depth }; };
  for (let i = 0; i < segs.length && isObj(s); i += 1) {
    const seg = segs[i];
    if (seg === 'properties' && i + 1 < segs.length) { s = (s.properties as Schema | undefined)?.[segs[++i]]; depth += 1; meet(); }
    else if (seg === 'items') { s = s.items; depth += 1; meet(); }
    else if ((seg === 'anyOf' || seg === 'oneOf' || seg === 'allOf') && i + 1 < segs.length) s = (s[seg] as unknown[] | undefined)?.[Number(segs[++i])];
    else if (seg === 'required' && typeof item.params?.missingProperty === 'string') { s = (s.properties as Schema | undefined)?.[item.params.missingProperty]; depth += 1; meet(); break; }
    else break;
  }
  return found;
}

export function ruleMessage(schema: unknown, input: unknown, item: ValidationItem): string | null {
  const hit = ruledField(schema, item);
  if (!hit) return null;
  const path = (item.instancePath ?? '').split('/').filter(Boolean).map(unescape);
  if (item.keyword === 'required' && typeof item.params?.missingProperty === 'string') path.push(item.params.missingProperty);
  let value: unknown = input;
  for (const key of path.slice(0, hit.depth)) value = isObj(value) || Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined;
  return fieldRule(hit.rule)?.check(value, Date.now()) ?? null;
}
