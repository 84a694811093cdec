// Turns JSON Schemas of the bundled document into a tree the renderer can lay
// out: $refs resolved (cycles marked, not followed), allOf merged, oneOf/anyOf
// kept as alternatives, descriptions pre-rendered, and a stable anchor per node.
import { markdownToHtml } from './markdown.ts';
import type { SchemaNode } from '../../renderer/api-types.ts';
import type { OpenApiDocument } from './source.ts';

export type { SchemaNode };


type Schema = Record<string, any>;
const MAX_DEPTH = 12;

export class SchemaResolver {
  constructor(private readonly doc: OpenApiDocument) {}

  /** Follows a local JSON pointer ($ref) into the document. */
  pointer(ref: string): unknown {
    if (!ref.startsWith('#/')) return undefined;
    let node: any = this.doc;
    for (const raw of ref.slice(2).split('/')) {
      const key = decodeURIComponent(raw.replace(/~1/g, '/').replace(/~0/g, '~'));
      node = node?.[key];
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
      current = Object.keys(siblings).length ? { ...(target as object), ...siblings } : target;
    }
    return { value: current as T, refName, ref };
  }
}

/** Merges allOf members into one schema (properties and required united). */
export function mergeAllOf(resolver: SchemaResolver, schema: Schema): Schema {
  if (!Array.isArray(schema.allOf)) return schema;
  const { allOf, ...rest } = schema;
  let merged: Schema = {};
  for (const part of [...allOf, rest]) {
    const s = mergeAllOf(resolver, resolver.deref(part).value ?? {});
    merged = {
      ...merged,
      ...s,
      properties: { ...merged.properties, ...s.properties },
      required: [...new Set([...(merged.required ?? []), ...(s.required ?? [])])],
    };
  }
  if (!Object.keys(merged.properties ?? {}).length) delete merged.properties;
  if (!merged.required?.length) delete merged.required;
  return merged;
}

export function typesOf(schema: Schema): string[] {
  const t = schema.type;
  const types: string[] = Array.isArray(t) ? [...t] : t ? [t] : [];
  if (schema.nullable === true && !types.includes('null')) types.push('null');
  if (!types.length) {
    if (schema.properties || schema.additionalProperties) types.push('object');
    else if (schema.items) types.push('array');
  }
  return types;
}

function constraintsOf(s: Schema): string[] {
  const out: string[] = [];
  const add = (key: string, label: string) => s[key] !== undefined && out.push(`${label} ${typeof s[key] === 'string' ? s[key] : JSON.stringify(s[key])}`);
  add('minLength', 'min length');
  add('maxLength', 'max length');
  add('minimum', '≥');
  add('maximum', '≤');
  add('exclusiveMinimum', '>');
  add('exclusiveMaximum', '<');
  add('multipleOf', 'multiple of');
  add('minItems', 'min items');
  add('maxItems', 'max items');
  if (s.uniqueItems) out.push('unique items');
  add('pattern', 'pattern');
  return out;
}

export class TreeBuilder {
  private readonly ids = new Set<string>();
  /** First place each $ref'd structure was expanded on this page; later uses link there. */
  private readonly expanded = new Map<string, string>();
  constructor(private readonly resolver: SchemaResolver) {}

  /** A unique, readable element id. */
  anchor(base: string): string {
    const clean = base.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/-+/g, '-').replace(/^-|-$/g, '') || 'schema';
    let id = clean;
    for (let i = 2; this.ids.has(id); i++) id = `${clean}-${i}`;
    this.ids.add(id);
    return id;
  }

  build(raw: unknown, anchorBase: string, name?: string, required?: boolean, stack: { ref: string; anchor: string }[] = [], depth = 0): SchemaNode {
    const { value, refName, ref } = this.resolver.deref(raw ?? {});
    const anchor = this.anchor(anchorBase);
    if (ref) {
      const loop = stack.find((s) => s.ref === ref);
      if (loop) return { name, anchor, required, types: [], constraints: [], title: refName, recursiveRef: { name: refName ?? ref, anchor: loop.anchor } };
    }
    const inner = ref ? [...stack, { ref, anchor }] : stack;
    const s = mergeAllOf(this.resolver, (value ?? {}) as Schema);
    const first = ref ? this.expanded.get(ref) : undefined;
    if (ref && !first && hasStructure(s)) this.expanded.set(ref, anchor);
    const node: SchemaNode = {
      name,
      anchor,
      required,
      types: typesOf(s),
      format: s.format,
      title: s.title ?? refName,
      descriptionHtml: s.description ? markdownToHtml(s.description).html : undefined,
      enum: s.enum,
      default: s.default,
      const: s.const,
      constraints: constraintsOf(s),
      deprecated: s.deprecated || undefined,
      readOnly: s.readOnly || undefined,
      writeOnly: s.writeOnly || undefined,
    };
    if (depth >= MAX_DEPTH) return { ...node, truncated: true };
    if (first && hasStructure(s)) return { ...node, sameAs: { name: refName ?? ref!, anchor: first } };
    const variants = s.oneOf ? 'oneOf' : s.anyOf ? 'anyOf' : undefined;
    if (variants) {
      node.variants = {
        kind: variants,
        discriminator: s.discriminator?.propertyName,
        options: (s[variants] as unknown[]).map((option, i) => {
          const built = this.build(option, `${anchor}-option-${i + 1}`, undefined, undefined, inner, depth + 1);
          built.title ??= optionLabel(built, i);
          return built;
        }),
      };
    }
    if (s.properties) {
      const req = new Set<string>(s.required ?? []);
      node.properties = Object.entries(s.properties).map(([prop, child]) => this.build(child, `${anchor}-${prop}`, prop, req.has(prop), inner, depth + 1));
    }
    const extra = typeof s.additionalProperties === 'object' ? s.additionalProperties : s.patternProperties ? Object.values(s.patternProperties)[0] : undefined;
    if (extra) node.additional = this.build(extra, `${anchor}-additional`, undefined, undefined, inner, depth + 1);
    if (s.items && typeof s.items === 'object') node.items = this.build(s.items, `${anchor}-items`, undefined, undefined, inner, depth + 1);
    return node;
  }
}

/** Whether a schema has nested structure worth expanding (and so worth expanding only once). */
function hasStructure(s: Schema): boolean {
  return Boolean(s.properties || s.oneOf || s.anyOf || (typeof s.additionalProperties === 'object') || s.patternProperties || (s.items && typeof s.items === 'object'));
}

function optionLabel(node: SchemaNode, i: number): string {
  if (node.types.length) return node.types.filter((t) => t !== 'null').join(' | ') || 'null';
  return `Option ${i + 1}`;
}
