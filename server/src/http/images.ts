/**
 * Image fields by declaration: the contract marks the fields that hold our images (`Img()`, `ImgCsv()`,
 * `ImgList()` in src/contract/schema.ts). From a call's schema this compiles, once at registration, a
 * function that visits exactly those fields of a value and maps each URL. The server uses it to make
 * answers absolute on the asset origin and to turn our own absolute URLs in a request back into paths.
 * It never walks what the schema does not declare, so a deeply nested body costs nothing here.
 */
type Schema = Record<string, unknown>;
export type UrlMap = (url: string) => string;
/** Maps the declared image fields of `value` in place. */
export type ImageVisitor = (value: unknown, map: UrlMap) => void;

const isObj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

function mapString(form: unknown, v: string, map: UrlMap): string {
  if (form === 'csv') return v ? v.split(',').map(map).join(',') : v;
  return map(v);
}

/** The visitor for a schema, or null when it declares no image field (nothing to do). */
export function compileImages(schema: unknown, depth = 0): ImageVisitor | null {
  if (!isObj(schema) || depth > 32) return null;
  const s = schema as Schema;
  if (s['x-image']) {
    const form = s['x-image'];
    // A single image field is handled by its parent (it replaces the value); see `field` below.
    return (value, map) => void (typeof value === 'string' ? mapString(form, value, map) : value);
  }
  const parts: ImageVisitor[] = [];
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const list = s[key];
    if (Array.isArray(list)) for (const sub of list) { const v = compileImages(sub, depth + 1); if (v) parts.push(v); }
  }
  if (isObj(s.properties)) {
    for (const [key, sub] of Object.entries(s.properties as Schema)) {
      const f = field(sub, depth + 1);
      if (f) parts.push((value, map) => { if (isObj(value) && key in value) value[key] = f(value[key], map); });
    }
  }
  if (isObj(s.patternProperties)) {
    for (const sub of Object.values(s.patternProperties as Schema)) {
      const f = field(sub, depth + 1);
      if (f) parts.push((value, map) => { if (isObj(value)) for (const k of Object.keys(value)) value[k] = f(value[k], map); });
    }
  }
  if (isObj(s.items)) {
    const f = field(s.items, depth + 1);
    if (f) parts.push((value, map) => { if (Array.isArray(value)) for (let i = 0; i < value.length; i += 1) value[i] = f(value[i], map); });
  }
  if (!parts.length) return null;
  return parts.length === 1 ? parts[0] : (value, map) => { for (const p of parts) p(value, map); };
}

/** A field's replacement function: an image string is mapped, a container is visited in place. */
function field(schema: unknown, depth: number): ((value: unknown, map: UrlMap) => unknown) | null {
  if (!isObj(schema)) return null;
  const form = (schema as Schema)['x-image'];
  if (form) return (value, map) => (typeof value === 'string' ? mapString(form, value, map) : value);
  const inner = compileImages(schema, depth);
  if (!inner) return null;
  return (value, map) => { inner(value, map); return value; };
}
