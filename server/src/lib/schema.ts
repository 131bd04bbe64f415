/** Tiny JSON-schema builders for route bodies: strict objects (no extra fields), typed fields. */
type S = Record<string, unknown>;

export const str = (min = 0, max = 200, extra: S = {}): S => ({ type: 'string', minLength: min, maxLength: max, ...extra });
export const int = (min: number, max: number): S => ({ type: 'integer', minimum: min, maximum: max });
export const bool: S = { type: 'boolean' };
export const oneOf = (...values: (string | number)[]): S => ({ enum: values });
export const INFO_UUID = str(1, 64);
export const ANCHOR = str(0, 100);

/** A strict object body: unknown fields are an error, listed ones typed. */
export function body(properties: Record<string, S>, required: string[] = []): S {
  return { type: 'object', additionalProperties: false, properties, required };
}

/** A POST body schema wrapper for route options. */
export const post = (properties: Record<string, S>, required: string[] = []) => ({ schema: { body: body(properties, required) } });

/** An empty (or absent) JSON body. */
export const EMPTY = { schema: { body: { type: ['object', 'null'], additionalProperties: false, properties: {} } } };
