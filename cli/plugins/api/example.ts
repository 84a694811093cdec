// Example values: the schema's own example when it has one, else one
// synthesised from types, formats, enums and defaults (recursion-safe).
import { hiddenIn, mergeAllOf, typesOf, type SchemaResolver, type SchemaUse } from './schema-tree.ts';
import { arr, isObj, obj, str } from './values.ts';

const FORMAT_EXAMPLES: Record<string, unknown> = {
  'date-time': '2026-03-14T09:30:00Z',
  date: '2026-03-14',
  time: '09:30:00',
  email: 'ap@example.com',
  uri: 'https://files.example.com/receipt.jpg',
  url: 'https://files.example.com/receipt.jpg',
  uuid: '3f2b8c1e-7d4a-4e6b-9a51-0c2d7e8f1a23',
  byte: 'JVBERi0xLjcK',
  binary: '<binary file contents>',
  int32: 1,
  int64: 1,
  float: 1.5,
  double: 1.5,
  ipv4: '192.0.2.10',
  hostname: 'files.example.com',
};

export function exampleOf(resolver: SchemaResolver, raw: unknown, use: SchemaUse = 'any', stack: string[] = [], depth = 0, maxDepth = 8): unknown {
  const { value, ref } = resolver.deref(raw ?? {});
  if (!isObj(value)) return null;
  if (ref && stack.includes(ref)) return undefined;
  const inner = ref ? [...stack, ref] : stack;
  const s = mergeAllOf(resolver, value);
  if (s.example !== undefined) return s.example;
  if (Array.isArray(s.examples) && s.examples.length) return s.examples[0];
  if (s.const !== undefined) return s.const;
  if (s.default !== undefined) return s.default;
  if (Array.isArray(s.enum) && s.enum.length) return s.enum.find((v: unknown) => v !== null) ?? s.enum[0];
  if (depth > maxDepth) return undefined;
  const variants = arr(s.oneOf).length ? arr(s.oneOf) : arr(s.anyOf);
  if (variants.length) return exampleOf(resolver, variants[0], use, inner, depth + 1, maxDepth);
  const types = typesOf(s).filter((t) => t !== 'null');
  const type = types[0];
  if (type === 'object' || isObj(s.properties)) {
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(obj(s.properties))) {
      if (hiddenIn(use, obj(resolver.deref(child).value))) continue;
      const v = exampleOf(resolver, child, use, inner, depth + 1, maxDepth);
      if (v !== undefined) out[key] = v;
    }
    return out;
  }
  if (type === 'array') {
    const items = Array.isArray(s.items) ? s.items[0] : Array.isArray(s.prefixItems) && !isObj(s.items) ? s.prefixItems[0] : s.items;
    const item = exampleOf(resolver, items, use, inner, depth + 1, maxDepth);
    return item === undefined ? [] : [item];
  }
  if (type === 'string') return FORMAT_EXAMPLES[str(s.format) ?? ''] ?? 'string';
  if (type === 'integer') return typeof s.minimum === 'number' ? s.minimum : 1;
  if (type === 'number') return typeof s.minimum === 'number' ? s.minimum : 12.5;
  if (type === 'boolean') return true;
  if (types.length === 0 && typesOf(s).includes('null')) return null;
  return undefined;
}

/** The example of a media type object: `example`, first of `examples`, else synthesised from the schema. */
export function mediaExample(resolver: SchemaResolver, media: Record<string, any>, use: SchemaUse = 'any'): { value: unknown; synthesised: boolean } {
  if (!isObj(media)) return { value: undefined, synthesised: true };
  if (media.example !== undefined) return { value: media.example, synthesised: false };
  if (isObj(media.examples)) {
    for (const first of Object.values(media.examples)) {
      const ex = resolver.deref<unknown>(first).value;
      if (isObj(ex) && ex.value !== undefined) return { value: ex.value, synthesised: false };
    }
  }
  return { value: media.schema === undefined ? undefined : synthesised(resolver, media.schema, use), synthesised: true };
}

/** Largest synthesised example, as JSON: a deeply nested schema's whole example made pages of hundreds of KB. */
const MAX_SYNTHESISED = 8_000;

/** An example made from the schema, fewer levels deep until it is of a size a page can show. */
function synthesised(resolver: SchemaResolver, schema: unknown, use: SchemaUse): unknown {
  let value: unknown;
  for (const maxDepth of [8, 5, 3, 2, 1]) {
    value = exampleOf(resolver, schema, use, [], 0, maxDepth);
    if ((JSON.stringify(value) ?? '').length <= MAX_SYNTHESISED) return value;
  }
  return value;
}
