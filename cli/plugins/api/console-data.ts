// What the interactive API page knows of an operation: its parameters with
// their types and examples, its bodies (examples as JSON text, schemas as
// plain JSON Schema), its servers and security.
import type { ConsoleBody, ConsoleOperationData, ConsoleParam, OperationView } from '../../../renderer/api-types.ts';
import type { ApiContext } from './api-context.ts';
import { mediaExample } from './example.ts';
import type { RequestParameters } from './operation-params.ts';
import type { RequestBodies } from './operation-samples.ts';
import type { PlannedPage } from './plan.ts';
import type { SchemaResolver } from './schema-tree.ts';
import { fieldFacts } from './console-facts.ts';
import { consoleSecurity } from './security.ts';
import { serverUrlOf, type OperationServers } from './servers.ts';
import { asText, enumText, isObj, str, typeOfSchema, type Obj } from './values.ts';

/** A schema as plain JSON Schema for the console: local `$ref`s inlined, a recursive one (or a very deep chain) left as a note. */
function plainSchema(resolver: SchemaResolver, raw: unknown, seen: string[] = []): unknown {
  if (Array.isArray(raw)) return raw.map((x) => plainSchema(resolver, x, seen));
  if (!isObj(raw)) return raw;
  let value: unknown = raw;
  let next = seen;
  if (typeof raw.$ref === 'string') {
    const ref = raw.$ref;
    if (seen.includes(ref) || seen.length >= 8) return { description: `${ref.split('/').pop()} (not expanded again)` };
    value = resolver.deref(raw).value;
    next = [...seen, ref];
  }
  if (!isObj(value)) return value;
  const out: Obj = {};
  for (const [k, v] of Object.entries(value)) {
    if (k === 'examples' || k === 'xml' || k.startsWith('x-')) continue;
    out[k] = k === 'enum' || k === 'const' || k === 'default' || k === 'example' ? v : plainSchema(resolver, v, next);
  }
  return out;
}

/** The console's data of an operation (`body` is its requestBody, dereferenced). */
export function consoleOperation(ctx: ApiContext, planned: PlannedPage, view: OperationView, params: RequestParameters, body: Obj | undefined, bodies: RequestBodies, servers: OperationServers, security: unknown): ConsoleOperationData {
  const { deref, resolver } = ctx;
  const contents: ConsoleBody[] = Object.keys(bodies.content).map((mediaType) => {
    const m = deref(bodies.content[mediaType]);
    const example = mediaType === bodies.jsonType ? bodies.jsonExample : mediaType.includes('json') ? mediaExample(resolver, m, 'request').value : undefined;
    return {
      mediaType,
      ...(example !== undefined && { example: JSON.stringify(example, null, 2) }),
      ...(m.schema !== undefined && { schema: plainSchema(resolver, m.schema) }),
      ...(mediaType === bodies.multipart && { fields: bodies.fields }),
    };
  });
  return {
    operationId: planned.id,
    method: planned.method,
    path: planned.path,
    summary: view.summary,
    tag: planned.tag,
    href: planned.route,
    server: servers.url,
    // Every server the operation may be sent to (production, sandbox, …), when there are several.
    ...(servers.servers.length > 1 && { servers: [...new Set([servers.url, ...servers.servers.map((sv) => serverUrlOf(sv, servers.own.length ? ctx.serverUrl : ctx.apiBase))])] }),
    parameters: params.views.filter((p) => p.in !== 'cookie').map((p): ConsoleParam => {
      const raw = deref(params.params.get(`${p.in}:${p.name}`)?.schema);
      const items = raw.type === 'array' || p.schema.types.includes('array') ? deref(raw.items) : undefined;
      const type = typeOfSchema(raw) ?? p.schema.types.find((t) => t !== 'null');
      return {
        name: p.name,
        in: p.in,
        required: p.required,
        type,
        ...(p.schema.format && { format: p.schema.format }),
        ...(enumText(p.schema.enum) && { enum: enumText(p.schema.enum) }),
        ...fieldFacts(raw, type, params.params.get(`${p.in}:${p.name}`)?.description),
        ...(p.schema.default !== undefined && { default: asText(p.schema.default) }),
        ...(p.example !== undefined && { example: p.example }),
        ...(items && { items: { type: typeOfSchema(items), ...(enumText(items.enum) && { enum: enumText(items.enum) }) } }),
      };
    }),
    ...(body && { body: { required: body.required === true, contents } }),
    security: consoleSecurity(ctx, security),
  };
}
