// Schema values are whatever a provider wrote: these narrow them without
// trusting their type, so no generator reads a property of a string or maps
// over an object.

export type Obj = Record<string, any>;

/** A loose view of an OpenAPI 3.x document; the renderers check what they use. */
export type OpenApiDocument = Record<string, any>;

export const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);
/** The value if it is a plain object, else an empty one. */
export const obj = (v: unknown): Obj => (isObj(v) ? v : {});
/** The value if it is an array, else an empty one. */
export const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
/** Strings as they are, numbers and booleans as text, anything else undefined. */
export const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : undefined);
/** Entries of an object, skipping `x-` extensions. */
export const entries = (v: unknown): [string, unknown][] => Object.entries(obj(v)).filter(([k]) => !k.startsWith('x-'));
/** A value as text: strings as written, anything else as JSON. */
export const asText = (v: unknown): string | undefined => (v === undefined ? undefined : typeof v === 'string' ? v : JSON.stringify(v));
/** A schema's type: the first one that is not `null`. */
export const typeOfSchema = (s: Obj): string | undefined => (Array.isArray(s.type) ? s.type.map(String).find((t) => t !== 'null') : str(s.type));
/** An enum's values as text, when there is one. */
export const enumText = (v: unknown): string[] | undefined => (Array.isArray(v) && v.length ? v.filter((x) => x !== null).map((x) => asText(x) ?? '') : undefined);
