// An operation's sample requests and code samples: example parameter values
// in the path and query, the security headers, and one request per body mode
// (a multipart upload, the JSON body's named examples); then the schema's own
// code samples and the first language's sample of each mode, highlighted.
import { renderCompactCodeHtml } from '../../mdx/highlight.ts';
import type { ConsoleField, OperationView, ParamView, SampleView } from '../../../renderer/api-types.ts';
import { requestSamples, type SampleRequest } from '../../../renderer/request-samples.ts';
import type { ApiContext } from './api-context.ts';
import { fieldFacts } from './console-facts.ts';
import { exampleOf, mediaExample } from './example.ts';
import type { RequestParameters } from './operation-params.ts';
import { slugify, type PlannedPage } from './plan.ts';
import { formEncoded, formFields, pathValue, queryPairs } from './request-encoding.ts';
import { credentialHeader } from './security.ts';
import { arr, asText, enumText, isObj, obj, str, typeOfSchema, type Obj } from './values.ts';

/** Query parameters that page through a list. */
const PAGING = new Set(['page', 'page_size', 'per_page', 'pagesize', 'limit', 'offset', 'cursor', 'page_token', 'pagetoken']);
/** Named JSON examples shown as request modes (each is eight samples). */
const MAX_JSON_MODES = 2;
/** Request modes for the body's other media types (form, XML, text, …). */
const MAX_OTHER_MODES = 3;

const CODE_SAMPLE_LANGS: Record<string, string> = { shell: 'bash', sh: 'bash', curl: 'bash', 'c#': 'csharp', cs: 'csharp', node: 'javascript', nodejs: 'javascript', 'node.js': 'javascript', js: 'javascript', objc: 'objectivec', 'objective-c': 'objectivec' };

/** The URL and headers of the sample request: example parameter values, the security headers. */
function requestTarget(ctx: ApiContext, planned: PlannedPage, params: RequestParameters, security: unknown, serverUrl: string): { url: string; headers: [string, string][] } {
  const views = params.views;
  const style = (p: ParamView, fallback: string) => p.style ?? fallback;
  const explodeOf = (p: ParamView, st: string) => p.explode ?? st === 'form';
  const valueOf = (p: ParamView) => params.exampleValues.get(`${p.in}:${p.name}`);
  const pathFilled = planned.kind === 'operation'
    ? planned.path.replace(/\{([^}]+)\}/g, (_, name) => {
        const p = views.find((x) => x.in === 'path' && x.name === name);
        const v = p ? valueOf(p) : undefined;
        return v === undefined || v === null ? encodeURIComponent(name) : pathValue(name, v, style(p!, 'simple'), p!.explode ?? false);
      })
    : '';
  // Required query parameters; a list (a GET with paging parameters) also shows its paging and one filter.
  const hasValue = (p: ParamView) => valueOf(p) !== undefined && valueOf(p) !== null;
  const queryParams = views.filter((p) => p.in === 'query' && !p.deprecated);
  const paging = planned.method === 'GET' ? queryParams.filter((p) => PAGING.has(p.name.toLowerCase())) : [];
  const filter = paging.length ? queryParams.find((p) => !p.required && !PAGING.has(p.name.toLowerCase()) && hasValue(p) && (params.explicitExamples.has(`query:${p.name}`) || p.schema.enum !== undefined)) : undefined;
  const shownQuery = queryParams.filter((p) => (p.required || paging.includes(p) || p === filter) && hasValue(p));
  const query = shownQuery.map((p) => queryPairs(p.name, valueOf(p), style(p, 'form'), explodeOf(p, style(p, 'form'))));
  const headers: [string, string][] = [];
  for (const name of Object.keys(obj(arr(security).find(isObj)))) {
    const header = credentialHeader(ctx.deref(ctx.schemes[name]));
    if (header) headers.push(header);
  }
  for (const p of views.filter((x) => x.in === 'header' && x.required && valueOf(x) !== undefined)) {
    if (!headers.some(([k]) => k.toLowerCase() === p.name.toLowerCase())) headers.push([p.name, asText(valueOf(p)) ?? '']);
  }
  const cookies = views.filter((p) => p.in === 'cookie' && p.required && valueOf(p) !== undefined && valueOf(p) !== null);
  if (cookies.length) headers.push(['Cookie', cookies.map((p) => `${p.name}=${encodeURIComponent(asText(valueOf(p)) ?? '')}`).join('; ')]);
  return { url: `${serverUrl}${pathFilled}${query.length ? '?' + query.join('&') : ''}`, headers };
}

/** The request body's media types and the modes the samples show it in. */
export interface RequestBodies {
  /** The body's `content` (media type → media object). */
  content: Obj;
  jsonType?: string;
  jsonExample: unknown;
  multipart?: string;
  /** A multipart body's fields, for the console. */
  fields: ConsoleField[];
  modes: { id: string; label: string; body: SampleRequest['body'] }[];
}

/** Request modes: a multipart upload, then the JSON body's named examples (URL, base64, …), each a set of samples. */
function requestBodies(ctx: ApiContext, body: Obj | undefined): RequestBodies {
  const { deref, resolver } = ctx;
  const bodyContent = obj(body?.content);
  const modes: RequestBodies['modes'] = [];
  const jsonType = Object.keys(bodyContent).find((t) => t.includes('json'));
  const jsonMedia = jsonType ? deref(bodyContent[jsonType]) : undefined;
  const jsonExample = jsonMedia ? mediaExample(resolver, jsonMedia, 'request').value : undefined;
  const multipart = Object.keys(bodyContent).find((t) => t.startsWith('multipart/'));
  const consoleFields: ConsoleField[] = [];
  if (multipart) {
    const media = deref(bodyContent[multipart]);
    const form = formFields(resolver, media.schema);
    const own = media.example ?? (isObj(media.examples) ? deref(Object.values(media.examples)[0]).value : undefined);
    // Values: the form's own example, else the JSON example's values for the form's fields, else the required fields'.
    const values: Obj = isObj(own) ? own : isObj(jsonExample) ? jsonExample : {};
    const fields: [string, string][] = [];
    for (const [name, schemaOf] of Object.entries(form.props)) {
      if (form.alternatives.has(name)) continue;
      const fs = deref(schemaOf);
      const fieldType = typeOfSchema(fs);
      if (name === form.fileField) {
        consoleFields.unshift({ name, required: form.required.has(name), file: true });
        continue;
      }
      const ownValue = values[name] ?? (form.required.has(name) ? exampleOf(resolver, schemaOf, 'request') : undefined);
      consoleFields.push({
        name,
        required: form.required.has(name),
        type: fieldType,
        ...fieldFacts(fs, fieldType),
        ...(enumText(fs.enum ?? deref(fs.items).enum) && { enum: enumText(fs.enum ?? deref(fs.items).enum) }),
        ...(ownValue !== undefined && ownValue !== null && { values: (Array.isArray(ownValue) ? ownValue : [ownValue]).map((x) => (isObj(x) ? JSON.stringify(x) : String(x))) }),
      });
      const v = values[name] ?? (form.required.has(name) ? exampleOf(resolver, schemaOf, 'request') : undefined);
      if (v === undefined || v === null) continue;
      // Lists are sent as one field per item (form, exploded); objects as JSON.
      if (Array.isArray(v)) for (const item of v) fields.push([name, isObj(item) ? JSON.stringify(item) : String(item)]);
      else fields.push([name, isObj(v) ? JSON.stringify(v) : String(v)]);
    }
    modes.push({ id: 'multipart', label: 'File upload', body: { kind: 'multipart', fileField: form.fileField ?? 'file', fields } });
  }
  if (jsonMedia) {
    const named = isObj(jsonMedia.examples) ? Object.entries(jsonMedia.examples).map(([name, raw]) => [name, deref(raw)] as const).filter(([, ex]) => ex.value !== undefined) : [];
    if (named.length > 1) {
      for (const [name, ex] of named.slice(0, MAX_JSON_MODES)) modes.push({ id: `json-${slugify(name) || 'example'}`, label: str(ex.summary) ?? name, body: { kind: 'json', value: ex.value } });
    } else modes.push({ id: 'json', label: 'JSON', body: { kind: 'json', value: jsonExample ?? {} } });
  }
  // Every other media type (a form-encoded body, XML, text, `*/*`, …) is a mode too, its example sent as written.
  for (const type of Object.keys(bodyContent).filter((t) => t !== jsonType && t !== multipart).slice(0, MAX_OTHER_MODES)) {
    const media = deref(bodyContent[type]);
    const value = mediaExample(resolver, media, 'request').value;
    const bare = type.split(';')[0].trim().toLowerCase();
    if (bare === 'application/x-www-form-urlencoded') {
      modes.push({ id: 'form', label: 'Form', body: { kind: 'text', mediaType: type, text: formEncoded(value, obj(media.encoding)) } });
    } else if (bare.includes('*') && (isObj(value) || Array.isArray(value))) {
      // A wildcard type with a structured example: sent as JSON, the type a client must name.
      modes.push({ id: `body-${slugify(type) || 'any'}`, label: type, body: { kind: 'json', value, mediaType: 'application/json' } });
    } else {
      const text = typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value, null, 2);
      modes.push({ id: `body-${slugify(type) || 'any'}`, label: type, body: { kind: 'text', mediaType: bare.includes('*') ? 'application/octet-stream' : type, text } });
    }
  }
  if (!modes.length) modes.push({ id: 'request', label: 'Request', body: undefined });
  return { content: bodyContent, jsonType, jsonExample, multipart, fields: consoleFields, modes };
}

/** The schema's own samples (Redoc's x-codeSamples / x-code-samples, ReadMe's x-readme.code-samples). */
function schemaSamples(op: Obj): { id: string; label: string; language: string; code: string }[] {
  const written = [
    ...arr(op['x-codeSamples'] ?? op['x-code-samples']).filter(isObj).map((c) => ({ lang: str(c.lang), label: str(c.label), source: c.source })),
    ...arr(obj(op['x-readme'])['code-samples']).filter(isObj).map((c) => ({ lang: str(c.language), label: str(c.name), source: c.code })),
  ];
  return written
    .filter((c) => typeof c.source === 'string')
    .map((c, i) => {
      const lang = (c.lang ?? 'text').toLowerCase();
      return { id: `x-${slugify(c.label ?? lang) || 'sample'}-${i + 1}`, label: c.label ?? c.lang ?? 'Sample', language: CODE_SAMPLE_LANGS[lang] ?? lang, code: c.source as string };
    });
}

export interface OperationSamples {
  bodies: RequestBodies;
  requests: OperationView['requests'];
  /** The page's samples: the schema's own, then the first mode's. */
  samples: SampleView[];
  /** Each mode's samples (the page offers a choice when there are several). */
  modeSamples: { id: string; label: string; samples: SampleView[] }[];
}

/**
 * The samples of an operation's page. `body` is its requestBody, dereferenced;
 * `requestBody` the page's view of it (its JSON example is marked as shown in
 * the samples when they carry it); `serverUrl` where the samples send it.
 */
export function operationSamples(ctx: ApiContext, planned: PlannedPage, params: RequestParameters, body: Obj | undefined, requestBody: OperationView['requestBody'], security: unknown, serverUrl: string): OperationSamples {
  const { kind } = planned;
  const target = requestTarget(ctx, planned, params, security, serverUrl);
  const bodies = requestBodies(ctx, body);
  // A JSON body's one example is the body of every code sample: the request section points there instead of repeating it.
  const jsonContent = kind === 'operation' && bodies.modes.some((m) => m.id === 'json') ? requestBody?.contents.find((c) => c.mediaType === bodies.jsonType) : undefined;
  if (jsonContent?.exampleHtml && (jsonContent.examples ?? []).filter((e) => e.html).length <= 1) jsonContent.exampleInSamples = true;
  const isOperation = kind === 'operation';
  const requests = isOperation ? bodies.modes.map((m) => ({ id: m.id, label: m.label, request: { method: planned.method, url: target.url, headers: target.headers, body: m.body } as SampleRequest })) : [];
  const highlight = (list: { id: string; label: string; language: string; code: string }[]) =>
    list.map((s) => {
      // Deferred, `html` holds the code until highlighted: the page's content hash covers it either way.
      const sample = { id: s.id, label: s.label, language: s.language, html: ctx.highlights ? s.code : renderCompactCodeHtml(s.code, s.language) };
      ctx.highlights?.push({ sample, code: s.code, language: s.language });
      return sample;
    });
  // Only the first language's sample is on the page: the browser writes the others from the request when
  // their tab is chosen (renderer/client/samples.ts; the same generators and highlighter), a tenth of the page's bytes.
  const modeSamples = requests.map((m) => {
    const [first, ...rest] = requestSamples(m.request);
    return { id: m.id, label: m.label, samples: [...highlight([first]), ...rest.map((s) => ({ id: s.id, label: s.label, language: s.language, html: '', lazy: true as const }))] };
  });
  // The schema's own samples come first.
  const samples = [...highlight(schemaSamples(planned.op)), ...(modeSamples[0]?.samples ?? [])];
  return { bodies, requests, samples, modeSamples };
}
