// Turns JSON Schemas of the bundled document into a tree the renderer can lay
// out: $refs resolved (cycles marked, not followed), allOf merged, oneOf/anyOf
// kept as alternatives, descriptions pre-rendered, and a stable anchor per node.
import { markdownToHtml } from './markdown.ts';
import { rowCost } from './schema-levels.ts';
import type { SchemaNode } from '../../../renderer/api-types.ts';
import { arr, isObj, obj, str, type OpenApiDocument } from './values.ts';

export type { SchemaNode };


type Schema = Record<string, any>;
const MAX_DEPTH = 12;

export class SchemaResolver {
  constructor(private readonly doc: OpenApiDocument) {}

  /** Targets of the pointers followed so far: every page resolves the same few hundred, thousands of times. */
  private readonly targets = new Map<string, unknown>();

  /** Follows a local JSON pointer ($ref) into the document. */
  pointer(ref: string): unknown {
    if (this.targets.has(ref)) return this.targets.get(ref);
    const target = this.follow(ref);
    this.targets.set(ref, target);
    return target;
  }

  private follow(ref: string): unknown {
    if (!ref.startsWith('#/')) return undefined;
    let node: any = this.doc;
    for (const raw of ref.slice(2).split('/')) {
      let key = raw;
      try {
        key = decodeURIComponent(raw);
      } catch {
        // a stray % is part of the name
      }
      key = key.replace(/~1/g, '/').replace(/~0/g, '~');
      node = node !== null && typeof node === 'object' && Object.hasOwn(node, key) ? node[key] : undefined;
    }
    return node;
  }

  /** Resolves a $ref chain; sibling keywords of a $ref (3.1) override the target's. */
  deref<T = Schema>(value: any): { value: T; refName?: string; ref?: string } {
    let current = value;
    let refName: string | undefined;
    let ref: string | undefined;
    const seen = new Set<string>();
    while (current && typeof current === 'object' && typeof current.$ref === 'string') {
      if (seen.has(current.$ref)) break;
      seen.add(current.$ref);
      ref ??= current.$ref;
      refName ??= current.$ref.split('/').pop();
      const { $ref, ...siblings } = current;
      const target = this.pointer($ref);
      current = Object.keys(siblings).length ? { ...(isObj(target) ? target : {}), ...siblings } : target;
    }
    return { value: current as T, refName, ref };
  }

  /** Per reference: whether it marks anything readOnly/writeOnly itself, and the references it uses. */
  private readonly local = new Map<string, { marks: boolean; refs: string[] }>();
  private readonly visibility = new Map<string, boolean>();

  /**
   * Whether a schema, followed through its references, marks anything readOnly
   * or writeOnly. Answered for the whole document once per reference (every
   * page asks about the same components): what it reaches is explored once.
   */
  hasVisibility(ref: string): boolean {
    const known = this.visibility.get(ref);
    if (known !== undefined) return known;
    const reached = new Set<string>([ref]);
    const queue = [ref];
    let marks = false;
    while (queue.length && !marks) {
      const r = queue.pop()!;
      if (this.visibility.get(r) === false) continue;
      const own = this.ownMarks(r);
      if (own.marks || this.visibility.get(r)) marks = true;
      for (const next of own.refs) if (!reached.has(next)) (reached.add(next), queue.push(next));
    }
    // Nothing reached marks anything: neither does any reference on the way.
    if (!marks) for (const r of reached) this.visibility.set(r, false);
    this.visibility.set(ref, marks);
    return marks;
  }

  private ownMarks(ref: string): { marks: boolean; refs: string[] } {
    let own = this.local.get(ref);
    if (own) return own;
    const refs: string[] = [];
    const seen = new Set<unknown>();
    const scan = (node: unknown): boolean => {
      if (!node || typeof node !== 'object' || seen.has(node)) return false;
      seen.add(node);
      const n = node as Schema;
      if (n.readOnly === true || n.writeOnly === true) return true;
      if (typeof n.$ref === 'string') refs.push(n.$ref);
      return Object.entries(n).some(([k, v]) => k !== 'example' && k !== 'examples' && k !== 'default' && scan(v));
    };
    own = { marks: scan(this.pointer(ref)), refs };
    this.local.set(ref, own);
    return own;
  }
}

/** Merges allOf members into one schema (properties and required united). */
export function mergeAllOf(resolver: SchemaResolver, schema: Schema, depth = 0): Schema {
  if (!isObj(schema)) return {};
  if (!Array.isArray(schema.allOf) || depth > 16) return schema;
  const { allOf, ...rest } = schema;
  let merged: Schema = {};
  for (const part of [...allOf, rest]) {
    const s = mergeAllOf(resolver, obj(resolver.deref(part).value), depth + 1);
    merged = {
      ...merged,
      ...s,
      properties: { ...obj(merged.properties), ...obj(s.properties) },
      required: [...new Set([...arr(merged.required), ...arr(s.required)])],
    };
  }
  if (!Object.keys(merged.properties ?? {}).length) delete merged.properties;
  if (!merged.required?.length) delete merged.required;
  return merged;
}

export function typesOf(schema: Schema): string[] {
  const t = schema.type;
  const types: string[] = [...new Set((Array.isArray(t) ? t : [t]).map(str).filter((x): x is string => Boolean(x)))];
  if (schema.nullable === true && !types.includes('null')) types.push('null');
  if (!types.length) {
    if (isObj(schema.properties) || isObj(schema.additionalProperties)) types.push('object');
    else if (schema.items && typeof schema.items === 'object') types.push('array');
  }
  return types;
}

function constraintsOf(s: Schema): string[] {
  const out: string[] = [];
  const add = (key: string, label: string) => s[key] !== undefined && out.push(`${label} ${typeof s[key] === 'string' ? s[key] : JSON.stringify(s[key])}`);
  add('minLength', 'min length');
  add('maxLength', 'max length');
  // OpenAPI 3.0 (and JSON Schema draft 4) write exclusive bounds as booleans beside minimum/maximum.
  if (s.minimum !== undefined) out.push(`${s.exclusiveMinimum === true ? '>' : '≥'} ${typeof s.minimum === 'string' ? s.minimum : JSON.stringify(s.minimum)}`);
  if (s.maximum !== undefined) out.push(`${s.exclusiveMaximum === true ? '<' : '≤'} ${typeof s.maximum === 'string' ? s.maximum : JSON.stringify(s.maximum)}`);
  if (typeof s.exclusiveMinimum !== 'boolean') add('exclusiveMinimum', '>');
  if (typeof s.exclusiveMaximum !== 'boolean') add('exclusiveMaximum', '<');
  add('multipleOf', 'multiple of');
  add('minItems', 'min items');
  add('maxItems', 'max items');
  // Only a list has items: Swagger 2.0 documents (Kubernetes') mark scalar parameters `uniqueItems` too.
  if (s.uniqueItems === true && (typesOf(s).includes('array') || !typesOf(s).length)) out.push('unique items');
  add('pattern', 'pattern');
  return out;
}

/** Where a schema is used: requests leave out `readOnly` properties, responses `writeOnly` ones. */
export type SchemaUse = 'request' | 'response' | 'any';

/** Whether a property is left out where the schema is used. */
export function hiddenIn(use: SchemaUse, s: Schema): boolean {
  return (use === 'request' && s.readOnly === true) || (use === 'response' && s.writeOnly === true);
}

/** Takes a component's structure to a shared file (shared-levels.ts); answers its key. */
export interface ShareSink {
  add(key: string, raw: unknown, use: SchemaUse): string;
}

/** A page's schemas grew past the builder's limit: built again with components shared. */
export class TreeTooLarge extends Error {}

export class TreeBuilder {
  /**
   * Components past these property levels are not expanded: their structure is
   * in a file of its own, shared by every page (a payments API's schemas reach
   * most of its components from every operation, hundreds of times over).
   */
  share?: { sink: ShareSink; request: number; response: number };
  /** Estimated HTML of the nodes built (schema-levels.ts's rowCost); past `limit`, TreeTooLarge. */
  private spent = 0;
  limit = Infinity;
  /** Every element id given out on this page. */
  readonly ids = new Set<string>();
  /** First place each $ref'd structure was expanded on this page; later uses link there. */
  private readonly expanded = new Map<string, string>();
  /** Set before building a request or response schema. */
  use: SchemaUse = 'any';
  constructor(private readonly resolver: SchemaResolver) {}

  /** A unique, readable element id. */
  anchor(base: string): string {
    const clean = base.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/-+/g, '-').replace(/^-|-$/g, '') || 'schema';
    let id = clean;
    for (let i = 2; this.ids.has(id); i++) id = `${clean}-${i}`;
    this.ids.add(id);
    return id;
  }

  /**
   * A structure's type without its structure, for a use that links to its
   * expansion elsewhere on the page: its JSON types (alternatives: the union of
   * theirs), format and, for an array, its items' shape. No anchors: nothing
   * here is rendered as an element of its own.
   */
  private shape(s: Schema, depth: number): SchemaNode {
    const node: SchemaNode = { anchor: '', types: typesOf(s), format: str(s.format), constraints: [] };
    if (depth > MAX_DEPTH) return node;
    if (!node.types.length) {
      const options = [...arr(s.oneOf), ...arr(s.anyOf)].map((o) => this.shape(mergeAllOf(this.resolver, obj(this.resolver.deref(o).value)), depth + 1));
      node.types = [...new Set(options.flatMap((o) => (o.types.length ? o.types : ['any'])))];
      if (node.types.length > 1) node.types = node.types.filter((t) => t !== 'any');
    }
    if (node.types.includes('array') && isObj(s.items)) {
      const { value, refName } = this.resolver.deref(s.items);
      node.items = { ...this.shape(mergeAllOf(this.resolver, obj(value)), depth + 1), ref: refName };
    }
    return node;
  }

  /** `level`: how many properties deep (items and alternatives stay at their parent's), the depth the Markdown twin counts. */
  build(raw: unknown, anchorBase: string, name?: string, required?: boolean, stack: { ref: string; anchor: string }[] = [], depth = 0, level = 0): SchemaNode {
    const { value, refName, ref } = this.resolver.deref(raw ?? {});
    const anchor = this.anchor(anchorBase);
    if (ref) {
      const loop = stack.find((s) => s.ref === ref);
      if (loop) return { name, anchor, required, types: typesOf(mergeAllOf(this.resolver, obj(value))), constraints: [], title: refName, ref: refName, recursiveRef: { name: refName ?? ref, anchor: loop.anchor } };
    }
    const inner = ref ? [...stack, { ref, anchor }] : stack;
    const s = mergeAllOf(this.resolver, obj(value));
    // A structure with read-only or write-only parts shows different properties in requests and responses.
    const seenKey = ref && (this.use !== 'any' && this.resolver.hasVisibility(ref) ? `${this.use}:${ref}` : ref);
    const first = seenKey ? this.expanded.get(seenKey) : undefined;
    const node: SchemaNode = {
      name,
      anchor,
      required,
      types: typesOf(s),
      format: str(s.format),
      title: str(s.title) ?? refName,
      ref: refName,
      descriptionHtml: typeof s.description === 'string' && s.description ? markdownToHtml(s.description).html : undefined,
      enum: Array.isArray(s.enum) ? s.enum : s.enum !== undefined ? [s.enum] : undefined,
      default: s.default,
      const: s.const,
      constraints: constraintsOf(s),
      deprecated: s.deprecated === true || undefined,
      readOnly: s.readOnly === true || undefined,
      writeOnly: s.writeOnly === true || undefined,
    };
    this.spent += rowCost(node);
    if (this.spent > this.limit) throw new TreeTooLarge();
    // Cut here: not drawn, so later uses of the structure must not link to this spot.
    if (depth >= MAX_DEPTH) return { ...node, truncated: true };
    if (first && hasStructure(s)) return { ...this.shape(s, depth), ...node, types: node.types.length ? node.types : this.shape(s, depth).types, sameAs: { name: refName ?? ref!, anchor: first } };
    const variants = arr(s.oneOf).length ? 'oneOf' : arr(s.anyOf).length ? 'anyOf' : undefined;
    const shown = isObj(s.properties) ? Object.entries(s.properties).filter(([, child]) => !hiddenIn(this.use, obj(this.resolver.deref(child).value))) : [];
    // An object component deep enough: its fields are in its shared file (never a union: its type is drawn from its alternatives).
    if (this.share && seenKey && !variants && shown.length && level >= (this.use === 'response' ? this.share.response : this.share.request)) {
      return { ...node, shared: { url: '', count: shown.length, key: this.share.sink.add(seenKey, raw, this.use) } };
    }
    if (variants) {
      node.variants = {
        kind: variants,
        discriminator: str(obj(s.discriminator).propertyName),
        options: arr(s[variants]).map((option, i) => {
          const built = this.build(option, `${anchor}-option-${i + 1}`, undefined, undefined, inner, depth + 1, level);
          built.title ??= optionLabel(built, i);
          return built;
        }),
      };
    }
    if (isObj(s.properties)) {
      const req = new Set(arr(s.required).map(str));
      // Deprecated properties come last.
      shown.sort(([, a], [, b]) => Number(obj(this.resolver.deref(a).value).deprecated === true) - Number(obj(this.resolver.deref(b).value).deprecated === true));
      node.properties = shown.map(([prop, child]) => this.build(child, `${anchor}-${prop}`, prop, req.has(prop), inner, depth + 1, level + 1));
    }
    const extra = isObj(s.additionalProperties) ? s.additionalProperties : isObj(s.patternProperties) ? Object.values(s.patternProperties)[0] : undefined;
    if (extra) node.additional = this.build(extra, `${anchor}-additional`, undefined, undefined, inner, depth + 1, level);
    // Tuples (`items: [...]` of draft 4, `prefixItems` of 2020-12) are shown as alternatives.
    const tuple = Array.isArray(s.items) ? s.items : Array.isArray(s.prefixItems) && !isObj(s.items) ? s.prefixItems : undefined;
    if (tuple?.length) node.items = this.build({ anyOf: tuple }, `${anchor}-items`, undefined, undefined, inner, depth + 1, level);
    else if (isObj(s.items)) node.items = this.build(s.items, `${anchor}-items`, undefined, undefined, inner, depth + 1, level);
    // Only now is it known whether this spot is drawn as a structure (an empty
    // `properties: {}` is a plain type, inline in a one-line union, with no
    // element of its own): later uses link here only then.
    if (seenKey && !first && drawnWithStructure(node)) this.expanded.set(seenKey, anchor);
    return node;
  }
}

/** Whether a schema has nested structure worth expanding (and so worth expanding only once). */
function hasStructure(s: Schema): boolean {
  return Boolean(isObj(s.properties) || arr(s.oneOf).length || arr(s.anyOf).length || isObj(s.additionalProperties) || isObj(s.patternProperties) || (s.items && typeof s.items === 'object'));
}

/** Whether the renderer draws a node as a structure of its own (the renderer's `hasChildren`), so it has an element to link to. */
export function drawnWithStructure(node: SchemaNode): boolean {
  return Boolean(node.properties?.length || node.variants || node.additional || (node.items && drawnWithStructure(node.items)) || node.recursiveRef || node.sameAs || node.shared);
}

function optionLabel(node: SchemaNode, i: number): string {
  if (node.types.length) return node.types.filter((t) => t !== 'null').join(' | ') || 'null';
  return `Option ${i + 1}`;
}
