// A mock of the documented API on 127.0.0.1, driven by the OpenAPI document:
// it finds the operation by method and path, checks what it receives (the
// security headers, a JSON body against the schema, a multipart body's parts
// and their encodings against the form's schema, the uploaded file's bytes)
// and answers with the first success response's example. A request that fails
// a check gets 400 with the problems listed, and is recorded.
import { listenOnLoopback } from './listen.ts';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

type Json = any;

export interface MockRequest {
  method: string;
  path: string;
  operation?: string;
  problems: string[];
  /** The multipart file part, when there was one. */
  file?: { field: string; name: string; bytes: Buffer };
}

export interface MockApi {
  url: string;
  requests: MockRequest[];
  close(): Promise<void>;
}

const isObj = (v: unknown): v is Record<string, Json> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** A deep copy with every local `$ref` pointing into the document registered as `doc`. */
function rebase(v: Json): Json {
  if (Array.isArray(v)) return v.map(rebase);
  if (!isObj(v)) return v;
  const out: Record<string, Json> = {};
  for (const [k, x] of Object.entries(v)) out[k] = k === '$ref' && typeof x === 'string' && x.startsWith('#/') ? `doc${x}` : rebase(x);
  return out;
}

function read(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** `cors`: answer preflights and allow any origin (for the browser's console). */
export async function startMockApi(document: Json, opts: { expectFile?: Buffer; cors?: boolean } = {}): Promise<MockApi> {
  const ajv = new Ajv2020({ strict: false, allErrors: true, coerceTypes: 'array', validateFormats: true });
  addFormats(ajv);
  ajv.addSchema(rebase({ $id: 'doc', components: document.components ?? {} }), 'doc');
  const deref = (v: Json): Json => {
    let cur = v;
    for (let i = 0; i < 20 && isObj(cur) && typeof cur.$ref === 'string'; i++) {
      cur = cur.$ref
        .slice(2)
        .split('/')
        .map((s: string) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
        .reduce((n: Json, k: string) => n?.[k], document);
    }
    return cur;
  };
  const validators = new Map<Json, ReturnType<typeof ajv.compile>>();
  const validate = (schema: Json, value: unknown): string[] => {
    let fn = validators.get(schema);
    if (!fn) validators.set(schema, (fn = ajv.compile(rebase(schema))));
    return fn(value) ? [] : (fn.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '(body)'} ${e.message}`);
  };
  const routes = Object.entries<Json>(document.paths ?? {}).map(([template, item]) => ({
    template,
    pattern: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
    item: deref(item),
  }))
    // A literal segment wins over a template (`/documents/schema` before `/documents/{id}`).
    .sort((a, b) => (a.template.match(/\{/g)?.length ?? 0) - (b.template.match(/\{/g)?.length ?? 0));
  const requests: MockRequest[] = [];

  const server: Server = createServer(async (req, res) => {
    if (opts.cors) {
      res.setHeader('access-control-allow-origin', '*');
      res.setHeader('access-control-expose-headers', '*');
      if (req.method === 'OPTIONS') {
        res.writeHead(204, { 'access-control-allow-headers': String(req.headers['access-control-request-headers'] ?? '*'), 'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE' }).end();
        return;
      }
    }
    const url = new URL(req.url ?? '/', 'http://mock');
    const method = (req.method ?? 'GET').toLowerCase();
    const record: MockRequest = { method: method.toUpperCase(), path: url.pathname, problems: [] };
    requests.push(record);
    const body = await read(req);
    const route = routes.find((r) => r.pattern.test(url.pathname) && isObj(r.item[method]));
    const op = route ? deref(route.item[method]) : undefined;
    if (!op) {
      record.problems.push(`no operation ${method.toUpperCase()} ${url.pathname}`);
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'fail', error: 'Not found.' }));
      return;
    }
    record.operation = op.operationId;
    const problems = record.problems;
    // Security: every header of the first requirement.
    const requirement = (op.security ?? document.security ?? [])[0] ?? {};
    for (const name of Object.keys(requirement)) {
      const scheme = deref(document.components?.securitySchemes?.[name]);
      if (scheme?.type === 'apiKey' && scheme.in === 'header' && !req.headers[String(scheme.name).toLowerCase()]) problems.push(`missing header ${scheme.name}`);
      if (scheme?.type === 'http' && !req.headers.authorization) problems.push('missing header Authorization');
    }
    // Parameters: required ones present, values valid.
    for (const raw of [...(route!.item.parameters ?? []), ...(op.parameters ?? [])]) {
      const p = deref(raw);
      const value = p.in === 'query' ? url.searchParams.getAll(p.name) : p.in === 'header' ? req.headers[String(p.name).toLowerCase()] : undefined;
      const present = Array.isArray(value) ? value.length > 0 : value !== undefined;
      if (p.required && p.in !== 'path' && !present) problems.push(`missing ${p.in} parameter ${p.name}`);
      if (present && p.in === 'query' && p.schema && !(p.style === 'deepObject')) {
        const v = deref(p.schema)?.type === 'array' ? value : (value as string[])[0];
        problems.push(...validate(p.schema, v).map((m) => `query ${p.name}: ${m}`));
      }
    }
    // The body.
    const content = deref(op.requestBody)?.content ?? {};
    const type = String(req.headers['content-type'] ?? '').split(';')[0].trim();
    if (body.length || deref(op.requestBody)?.required) {
      const media = content[type];
      if (!media) problems.push(`content type ${type || '(none)'} not accepted (${Object.keys(content).join(', ') || 'no body'})`);
      else if (type.includes('json')) {
        let value: unknown;
        try {
          value = JSON.parse(body.toString('utf8'));
        } catch {
          problems.push('body is not JSON');
        }
        if (value !== undefined && media.schema) problems.push(...validate(media.schema, value));
      } else if (type.startsWith('multipart/')) {
        let form: FormData | undefined;
        try {
          form = await new Request('http://mock/', { method: 'POST', headers: { 'content-type': String(req.headers['content-type']) }, body: new Uint8Array(body) }).formData();
        } catch (e) {
          problems.push(`multipart body does not parse: ${(e as Error).message}`);
        }
        if (form) {
          const value: Record<string, Json> = {};
          for (const [key, part] of form.entries()) {
            if (typeof part !== 'string') {
              const bytes = Buffer.from(await part.arrayBuffer());
              record.file = { field: key, name: part.name, bytes };
              if (opts.expectFile && !bytes.equals(opts.expectFile)) problems.push(`file part ${key} differs from the file sent (${bytes.length} bytes)`);
              value[key] = 'binary';
              continue;
            }
            // Encodings: a JSON part (contentType application/json) is an object; a repeated field a list.
            const encoding = media.encoding?.[key];
            const item = encoding?.contentType?.includes('json') ? JSON.parse(part) : part;
            value[key] = key in value ? [].concat(value[key], item) : item;
          }
          if (media.schema) problems.push(...validate(media.schema, value));
        }
      }
    }
    if (problems.length) {
      res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'fail', error: 'Malformed parameters', details: problems }));
      return;
    }
    // The answer: the first success response's first example.
    const [status, raw] = Object.entries<Json>(op.responses ?? {}).find(([s]) => /^2/.test(s)) ?? ['200', {}];
    const response = deref(raw);
    const [mediaType, m] = Object.entries<Json>(response?.content ?? {})[0] ?? [];
    if (!mediaType) return void res.writeHead(Number(status)).end();
    const example = m.example ?? (isObj(m.examples) ? deref(Object.values(m.examples)[0])?.value : undefined) ?? {};
    const text = mediaType.includes('json') ? JSON.stringify(example) : typeof example === 'string' ? example : '%PDF-1.4 mock';
    res.writeHead(Number(status) || 200, { 'content-type': mediaType }).end(text);
  });
  const { port, close } = await listenOnLoopback(server);
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close,
  };
}
