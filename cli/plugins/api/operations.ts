// Model stage for the API reference: one page per operation, webhook and
// callback (plus the API info page and one index per group), built straight
// from the bundled schema. Which pages exist and where is decided by plan.ts;
// every value read here may be anything a provider wrote.
import { renderCompactCodeHtml } from '../../mdx/highlight.ts';
import { createHash } from 'node:crypto';
import type { ResolvedConfig } from '../../config.ts';
import type { TocEntry } from '../../mdx/plugins.ts';
import type { PageRecord, SidebarItem, SidebarLink } from '../../model.ts';
import { mediaExample, exampleOf } from './example.ts';
import { jsonToHtml } from './json-html.ts';
import { markdownToHtml } from './markdown.ts';
import { credentialPlaceholder, requestSamples, type SampleRequest } from '../../../renderer/request-samples.ts';
import type {
  ApiInfoView,
  ConsoleBody,
  ConsoleField,
  ConsoleOperationData,
  ConsoleParam,
  ContentView,
  GroupView,
  LinkView,
  NamedExample,
  OperationView,
  ParamView,
  ResponseView,
  SecurityView,
  ServerView,
  SigningView,
} from '../../../renderer/api-types.ts';
import { SchemaResolver, TreeBuilder } from './schema-tree.ts';
import { planApi, PUBLISHED_FILES, slugify, type ApiPlan, type PlannedPage } from './plan.ts';
import { withBase } from '../../../renderer/url.ts';
import type { LoadedSchema } from './source.ts';
import { arr, isObj, obj, str, type Obj, type OpenApiDocument } from './values.ts';

export { METHODS, slugify } from './plan.ts';

const STATUS_TEXT: Record<string, string> = {
  '100': 'Continue', '101': 'Switching Protocols', '200': 'OK', '201': 'Created', '202': 'Accepted', '203': 'Non-Authoritative Information', '204': 'No Content',
  '205': 'Reset Content', '206': 'Partial Content', '207': 'Multi-Status', '300': 'Multiple Choices', '301': 'Moved Permanently', '302': 'Found', '303': 'See Other',
  '304': 'Not Modified', '307': 'Temporary Redirect', '308': 'Permanent Redirect', '400': 'Bad Request', '401': 'Unauthorized', '402': 'Payment Required',
  '403': 'Forbidden', '404': 'Not Found', '405': 'Method Not Allowed', '406': 'Not Acceptable', '408': 'Request Timeout', '409': 'Conflict', '410': 'Gone',
  '411': 'Length Required', '412': 'Precondition Failed', '413': 'Content Too Large', '414': 'URI Too Long', '415': 'Unsupported Media Type',
  '416': 'Range Not Satisfiable', '417': 'Expectation Failed', '418': "I'm a Teapot", '422': 'Unprocessable Content', '423': 'Locked', '424': 'Failed Dependency',
  '425': 'Too Early', '426': 'Upgrade Required', '428': 'Precondition Required', '429': 'Too Many Requests', '431': 'Request Header Fields Too Large',
  '451': 'Unavailable For Legal Reasons', '499': 'Client Closed Request', '500': 'Internal Server Error', '501': 'Not Implemented', '502': 'Bad Gateway',
  '503': 'Service Unavailable', '504': 'Gateway Timeout', '505': 'HTTP Version Not Supported', '1XX': 'Informational', '2XX': 'Success', '3XX': 'Redirection',
  '4XX': 'Client error', '5XX': 'Server error', default: 'Any other status',
};
const PARAM_TITLES: Record<string, string> = { path: 'Path parameters', query: 'Query parameters', header: 'Header parameters', cookie: 'Cookie parameters' };
const PARAM_PLACES = ['path', 'query', 'header', 'cookie'] as const;

/**
 * Request-signing headers: shown once per page as a "Request signing" block,
 * not as rows of the header table. A header parameter is one when it says so
 * (`x-docs-request-signing`: a link to the guide that explains signing, or
 * `true`) or, in a schema without the extension, when it is named like
 * `X-<Product>-Request-Timestamp` / `X-<Product>-Request-Signature`.
 */
const SIGNING_EXTENSION = 'x-docs-request-signing';
const SIGNING_NAME = /^x-(?:[a-z0-9]+-)*request-(?:timestamp|signature|nonce)$/i;
const isSigningHeader = (p: Obj) =>
  str(p.in) === 'header' && (p[SIGNING_EXTENSION] === undefined ? SIGNING_NAME.test(str(p.name) ?? '') : p[SIGNING_EXTENSION] !== false);

/** The header a security scheme sends, with the placeholder the samples show for it (none for a scheme outside the headers). */
function credentialHeader(scheme: Obj): [string, string] | undefined {
  const headerName = str(scheme.name);
  const http = str(scheme.scheme)?.toLowerCase();
  if (scheme.type === 'apiKey' && scheme.in === 'header' && headerName) return [headerName, credentialPlaceholder(headerName)];
  if (scheme.type === 'http' && http === 'bearer') return ['Authorization', 'Bearer YOUR_API_KEY'];
  if (scheme.type === 'http' && http === 'basic') return ['Authorization', 'Basic BASE64_USERNAME_PASSWORD'];
  if (scheme.type === 'oauth2' || scheme.type === 'openIdConnect') return ['Authorization', 'Bearer YOUR_ACCESS_TOKEN'];
  return undefined;
}

const jsonHtml = jsonToHtml;

/** What to do about an error status when the schema gives no advice (plain HTTP meaning, no product words). */
const STATUS_ADVICE: Record<string, string> = {
  '400': 'Correct the request as the message says, then send it again.',
  '401': 'Check the credentials: they are missing, wrong, revoked or expired.',
  '403': 'The credentials do not allow this call: use credentials that do.',
  '404': 'Check the identifiers in the path, and that the object belongs to your account.',
  '405': 'Use the method this page documents.',
  '409': 'The object is not in a state that allows this call: fetch it again and retry.',
  '413': 'Send a smaller body.',
  '415': 'Send the body with a content type this operation accepts.',
  '422': 'Correct the values the message names, then send the request again.',
  '429': 'Wait (see `Retry-After` when present), then retry with backoff.',
};
function statusAdvice(status: string): string {
  const s = status.toUpperCase();
  if (STATUS_ADVICE[s]) return markdownToHtml(STATUS_ADVICE[s]).html;
  if (s.startsWith('5')) return markdownToHtml('A problem on the server side: retry later with exponential backoff.').html;
  if (s.startsWith('4')) return markdownToHtml('A problem with the request: read the message, correct the request and send it again.').html;
  return markdownToHtml('Read the message: 4xx statuses are problems with the request, 5xx statuses problems on the server side.').html;
}
const isErrorStatus = (status: string) => /^[45]/.test(status) || status === 'default';
const asText = (v: unknown): string | undefined => (v === undefined ? undefined : typeof v === 'string' ? v : JSON.stringify(v));
/** A schema's type: the first one that is not `null`. */
const typeOfSchema = (s: Obj): string | undefined => (Array.isArray(s.type) ? s.type.map(String).find((t) => t !== 'null') : str(s.type));
/** An enum's values as text, when there is one. */
const enumText = (v: unknown): string[] | undefined => (Array.isArray(v) && v.length ? v.filter((x) => x !== null).map((x) => asText(x) ?? '') : undefined);

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

/**
 * The names of a media type's `examples` (on our error responses they are the
 * error codes), with each one's summary and the message its value carries.
 */
function namedExamplesOf(resolver: SchemaResolver, examples: unknown): { examples?: NamedExample[] } {
  if (!examples || typeof examples !== 'object' || Array.isArray(examples)) return {};
  const named = Object.entries(examples).map(([name, raw]): NamedExample => {
    const ex = obj(resolver.deref(raw).value);
    const value = ex.value as Record<string, unknown> | undefined;
    const message = value && typeof value === 'object' ? [value.error, value.message].find((m) => typeof m === 'string') : undefined;
    const descriptionHtml = markdownToHtml(ex.description).html;
    return {
      name,
      ...(typeof ex.summary === 'string' && { summary: ex.summary }),
      ...(typeof message === 'string' && { message }),
      ...(descriptionHtml && { descriptionHtml }),
      ...(ex.value !== undefined && { html: jsonHtml(ex.value) }),
    };
  });
  return named.length ? { examples: named } : {};
}

export interface ApiModel {
  pages: PageRecord[];
  sidebarItems: SidebarItem[];
  operations: Map<string, OperationView>;
  groups: Map<string, GroupView>;
  info: ApiInfoView;
  console: ConsoleOperationData[];
  /** The interactive API page's groups (tags with operations), each with its index page (else the info page) and count. */
  consoleGroups: { tag: string; href: string; count: number }[];
}

/** Servers as shown: variables listed; URLs as written. */
function serverViews(resolver: SchemaResolver, list: unknown): ServerView[] {
  return arr(list)
    .map((raw) => obj(resolver.deref(raw).value))
    .filter((s) => str(s.url) !== undefined)
    .map((s) => ({
      url: str(s.url)!,
      descriptionHtml: markdownToHtml(s.description).html,
      variables: Object.entries(obj(s.variables)).map(([name, v]) => ({
        name,
        default: str(obj(v).default) ?? '',
        enum: Array.isArray(obj(v).enum) ? obj(v).enum.map((x: unknown) => String(x)) : undefined,
        descriptionHtml: markdownToHtml(obj(v).description).html,
      })),
    }));
}

/** A server's URL with its variables' defaults, absolute (relative URLs are relative to the API base URL). */
function serverUrlOf(server: ServerView | undefined, fallback: string): string {
  if (!server) return fallback.replace(/\/+$/, '');
  const filled = server.url.replace(/\{([^}]+)\}/g, (m, name) => server.variables.find((v) => v.name === name)?.default ?? m);
  let url = filled;
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(filled)) {
    try {
      url = new URL(filled, fallback.replace(/\/*$/, '/')).href;
    } catch {
      url = filled;
    }
  }
  return url.replace(/\/+$/, '');
}

/** A parameter value as it goes into a query string, per `style` and `explode` (form, spaceDelimited, pipeDelimited, deepObject). */
function queryPairs(name: string, value: unknown, style: string, explode: boolean): string {
  const e = encodeURIComponent;
  if (Array.isArray(value)) {
    const items = value.map((v) => e(asText(v) ?? ''));
    if (style === 'form' && explode) return items.map((v) => `${e(name)}=${v}`).join('&');
    const sep = style === 'spaceDelimited' ? '%20' : style === 'pipeDelimited' ? '|' : ',';
    return `${e(name)}=${items.join(sep)}`;
  }
  if (isObj(value)) {
    const kv = Object.entries(value).map(([k, v]) => [e(k), e(asText(v) ?? '')]);
    if (style === 'deepObject') return kv.map(([k, v]) => `${e(name)}%5B${k}%5D=${v}`).join('&');
    if (explode) return kv.map(([k, v]) => `${k}=${v}`).join('&');
    return `${e(name)}=${kv.map(([k, v]) => `${k},${v}`).join(',')}`;
  }
  return `${e(name)}=${e(asText(value) ?? '')}`;
}

/** A path parameter value per `style` (simple, label, matrix). */
function pathValue(name: string, value: unknown, style: string, explode: boolean): string {
  const e = encodeURIComponent;
  const items = Array.isArray(value) ? value.map((v) => e(asText(v) ?? '')) : isObj(value) ? Object.entries(value).map(([k, v]) => (explode ? `${e(k)}=${e(asText(v) ?? '')}` : `${e(k)},${e(asText(v) ?? '')}`)) : [e(asText(value) ?? '')];
  if (style === 'label') return '.' + items.join(explode ? '.' : ',');
  if (style === 'matrix') return explode && Array.isArray(value) ? items.map((v) => `;${e(name)}=${v}`).join('') : `;${e(name)}=${items.join(',')}`;
  return items.join(',');
}

/** Query parameters that page through a list. */
const PAGING = new Set(['page', 'page_size', 'per_page', 'pagesize', 'limit', 'offset', 'cursor', 'page_token', 'pagetoken']);
/** Named JSON examples shown as request modes (each is eight samples). */
const MAX_JSON_MODES = 2;

/**
 * The fields of a form body: properties through allOf, and of a oneOf/anyOf the
 * alternative holding the file (the other alternatives' fields are other modes).
 */
function formFields(resolver: SchemaResolver, raw: unknown) {
  const props: Record<string, unknown> = {};
  const required = new Set<string>();
  const alternatives = new Set<string>();
  let fileField: string | undefined;
  const isFile = (v: unknown) => {
    const p = obj(resolver.deref(v).value);
    return ['binary', 'base64'].includes(str(p.format) ?? '') || p.contentMediaType !== undefined || str(p.contentEncoding) !== undefined;
  };
  const hasFile = (v: unknown, depth: number): boolean => {
    const s = obj(resolver.deref(v).value);
    if (depth > 8) return false;
    return Object.values(obj(s.properties)).some(isFile) || [...arr(s.allOf), ...arr(s.oneOf), ...arr(s.anyOf)].some((x) => hasFile(x, depth + 1));
  };
  const names = (v: unknown, depth: number): string[] => {
    const s = obj(resolver.deref(v).value);
    return depth > 8 ? [] : [...Object.keys(obj(s.properties)), ...[...arr(s.allOf), ...arr(s.oneOf), ...arr(s.anyOf)].flatMap((x) => names(x, depth + 1))];
  };
  const walk = (v: unknown, depth: number) => {
    const s = obj(resolver.deref(v).value);
    if (depth > 8) return;
    for (const [k, p] of Object.entries(obj(s.properties))) {
      props[k] = p;
      if (!fileField && isFile(p)) fileField = k;
    }
    for (const r of arr(s.required)) if (typeof r === 'string') required.add(r);
    for (const part of arr(s.allOf)) walk(part, depth + 1);
    const variants = arr(s.oneOf).length ? arr(s.oneOf) : arr(s.anyOf);
    if (variants.length) {
      const chosen = variants.find((x) => hasFile(x, 0)) ?? variants[0];
      walk(chosen, depth + 1);
      for (const other of variants) if (other !== chosen) for (const n of names(other, 0)) alternatives.add(n);
    }
  };
  walk(raw, 0);
  for (const k of Object.keys(props)) alternatives.delete(k);
  return { props, required, alternatives, fileField };
}

/** The "Request signing" block: the headers' names, one line saying what to send, and the guide that explains how. */
function signingView(headers: ParamView[], raw: Obj[]): SigningView | undefined {
  if (!headers.length) return undefined;
  const guide = raw.map((p) => p[SIGNING_EXTENSION]).find((v): v is string => typeof v === 'string' && v.trim() !== '');
  const required = headers.some((h) => h.required);
  const names = headers.map((h) => `\`${h.name}\``);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : names[0];
  const line = `${required ? 'Required' : 'Optional'}: sign the request by sending ${list}${guide ? ` ([how to sign requests](${guide}))` : ''}.`;
  return {
    required,
    ...(guide && { guide }),
    headers: headers.map((h) => ({ name: h.name, anchor: h.anchor, required: h.required, ...(!guide && h.descriptionHtml && { descriptionHtml: h.descriptionHtml }) })),
    descriptionHtml: markdownToHtml(line).html,
  };
}

const CODE_SAMPLE_LANGS: Record<string, string> = { shell: 'bash', sh: 'bash', curl: 'bash', 'c#': 'csharp', cs: 'csharp', node: 'javascript', nodejs: 'javascript', 'node.js': 'javascript', js: 'javascript', objc: 'objectivec', 'objective-c': 'objectivec' };

/** A sample whose `html` is still to be highlighted (buildApiModel leaves that to its caller, to run in parallel). */
export interface PendingHighlight {
  sample: { html: string };
  code: string;
  language: string;
}

/** With `highlights`, samples are left for the caller to highlight; without, they are highlighted here. */
export function buildApiModel(config: ResolvedConfig, schema: LoadedSchema, highlights?: PendingHighlight[]): ApiModel {
  const doc = obj(schema.document as OpenApiDocument);
  const resolver = new SchemaResolver(doc);
  const deref = (v: unknown): Obj => obj(resolver.deref(v).value);
  const file = schema.sourceFile;
  const siteRoutes = schema.siteRoutes ?? [];
  const plan = planApi(doc, config.product.slug, siteRoutes);
  /** Element ids of each generated page, for links written in schema text. */
  const idsByRoute = new Map<string, Set<string>>();
  const { tagDefs, folderOf, explicitGroups } = plan;

  const docServers = serverViews(resolver, doc.servers);
  const serverUrl = serverUrlOf(docServers[0], config.customFields.apiBaseUrl);
  const schemes = obj(obj(doc.components).securitySchemes);

  const securityView = (requirements: unknown): SecurityView[][] =>
    arr(requirements)
      .filter(isObj)
      .map((req) =>
        Object.keys(req).map((name) => {
          const scheme = deref(schemes[name]);
          const type = str(scheme.type);
          const label =
            type === 'apiKey'
              ? `${name}: API key in the ${str(scheme.in) ?? 'request'} "${str(scheme.name) ?? name}"`
              : type === 'http'
                ? `${name}: HTTP ${str(scheme.scheme) ?? 'authentication'}${str(scheme.bearerFormat) ? ` (${str(scheme.bearerFormat)})` : ''}`
                : type === 'oauth2'
                  ? `${name}: OAuth 2.0${arr(req[name]).length ? ` (scopes: ${arr(req[name]).map(String).join(', ')})` : ''}`
                  : type === 'openIdConnect'
                    ? `${name}: OpenID Connect`
                    : `${name}: ${type ?? 'unknown scheme'}`;
          return { name, label, descriptionHtml: markdownToHtml(scheme.description).html };
        }),
      );

  const operations = new Map<string, OperationView>();
  const consoleOps: ConsoleOperationData[] = [];
  const pages: PageRecord[] = [];
  const byKey = new Map(plan.pages.map((p) => [p.key, p]));
  const opIdToPage = new Map<string, PlannedPage>();
  for (const p of plan.pages) if (p.kind === 'operation' && str(p.op.operationId)) opIdToPage.set(str(p.op.operationId)!, p);
  const childCallbacks = new Map<string, PlannedPage[]>();
  for (const p of plan.pages) if (p.parentKey) childCallbacks.set(p.parentKey, [...(childCallbacks.get(p.parentKey) ?? []), p]);
  // Without a summary, an operation is named by its operationId, else by its method and path.
  const labelOf = (p: PlannedPage) => (p.kind === 'webhook' ? p.name! : p.kind === 'callback' ? `${p.name} (callback)` : str(p.op.summary) || (p.derivedId ? `${p.method} ${p.path}` : p.id));

  for (const planned of plan.pages) {
    const { op, pathItem, kind } = planned;
    const builder = new TreeBuilder(resolver);
    // Ids the page layout uses itself.
    for (const id of ['authentication', 'servers', 'request', 'request-body', 'responses', 'errors', 'callbacks', 'code-samples', ...PARAM_PLACES.map((k) => `${k}-parameters`)]) builder.anchor(id);

    // Parameters: path-level ones, overridden by the operation's own (same name and place).
    const params = new Map<string, Obj>();
    for (const raw of [...arr(pathItem.parameters), ...arr(op.parameters)]) {
      const p = deref(raw);
      const name = str(p.name);
      const where = str(p.in);
      if (!name || !where) continue;
      params.set(`${where}:${name}`, p);
    }
    const exampleValues = new Map<string, unknown>();
    const explicitExamples = new Set<string>();
    builder.use = 'request';
    const paramViews = [...params.values()].map((p): ParamView => {
      const name = str(p.name)!;
      const where = str(p.in)!;
      const firstExample = isObj(p.examples) ? Object.values(p.examples).map((e) => deref(e).value).find((v) => v !== undefined) : undefined;
      // A parameter may describe itself with `content` instead of `schema`.
      const media = isObj(p.content) ? deref(Object.values(p.content)[0]) : undefined;
      const paramSchema = p.schema ?? media?.schema;
      const ex = p.example ?? firstExample ?? media?.example ?? exampleOf(resolver, paramSchema, 'request');
      exampleValues.set(`${where}:${name}`, ex);
      if (p.example !== undefined || firstExample !== undefined || media?.example !== undefined || obj(deref(paramSchema)).example !== undefined) explicitExamples.add(`${where}:${name}`);
      return {
        name,
        in: where,
        anchor: builder.anchor(`param-${where}-${name}`),
        required: where === 'path' ? true : p.required === true,
        deprecated: p.deprecated === true,
        descriptionHtml: markdownToHtml(p.description).html,
        schema: builder.build(paramSchema ?? {}, `param-${where}-${name}-schema`),
        example: ex === undefined || ex === null ? undefined : asText(ex),
        style: str(p.style),
        explode: typeof p.explode === 'boolean' ? p.explode : undefined,
      };
    });
    // The signing headers leave the header table for one "Request signing" block (the console still offers them).
    const signingKeys = new Set([...params].filter(([, p]) => isSigningHeader(p)).map(([key]) => key));
    const isSigning = (p: ParamView) => signingKeys.has(`${p.in}:${p.name}`);
    const parameters = PARAM_PLACES.map((where) => ({ in: where, title: PARAM_TITLES[where], anchor: `${where}-parameters`, items: paramViews.filter((p) => p.in === where && !isSigning(p)) })).filter((g) => g.items.length);
    const signing = signingView(paramViews.filter(isSigning), [...signingKeys].map((key) => params.get(key)!));

    const contentViews = (content: unknown, prefix: string, use: 'request' | 'response'): ContentView[] => {
      const types = Object.keys(obj(content));
      return types.map((mediaType) => {
        const m = deref(obj(content)[mediaType]);
        builder.use = use;
        const example = mediaType.includes('json') || !mediaType.includes('multipart') ? mediaExample(resolver, m, use) : undefined;
        const mediaSlug = types.length > 1 ? `-${slugify(mediaType)}` : '';
        return {
          mediaType,
          schema: m.schema !== undefined && m.schema !== null ? builder.build(m.schema, `${prefix}${mediaSlug}`) : undefined,
          exampleHtml: example && example.value !== undefined ? jsonHtml(example.value) : undefined,
          exampleSynthesised: example?.synthesised ?? false,
          ...namedExamplesOf(resolver, m.examples),
        };
      });
    };

    // Built in page order: a structure is expanded where it first appears, later uses link back to it.
    const body = op.requestBody !== undefined ? deref(op.requestBody) : undefined;
    const requestBody = body ? { required: body.required === true, descriptionHtml: markdownToHtml(body.description).html, contents: contentViews(body.content, 'request-body-schema', 'request') } : undefined;
    const responses: ResponseView[] = Object.entries(obj(op.responses))
      .filter(([status]) => !status.startsWith('x-'))
      .map(([status, response]) => {
        const res = deref(response);
        const anchor = builder.anchor(`response-${status}`);
        builder.use = 'response';
        return {
          status,
          anchor,
          title: `${status} ${STATUS_TEXT[status.toUpperCase()] ?? STATUS_TEXT[status] ?? ''}`.trim(),
          descriptionHtml: markdownToHtml(res.description).html,
          headers: Object.entries(obj(res.headers)).map(([name, h]) => {
            const header = deref(h);
            return {
              name,
              in: 'header',
              anchor: builder.anchor(`${anchor}-header-${name}`),
              required: header.required === true,
              deprecated: header.deprecated === true,
              descriptionHtml: markdownToHtml(header.description).html,
              schema: builder.build(header.schema ?? {}, `${anchor}-header-${name}-schema`),
            };
          }),
          contents: contentViews(res.content, `${anchor}-body`, 'response'),
          links: Object.entries(obj(res.links)).map(([name, l]): LinkView => {
            const link = deref(l);
            const targetId = str(link.operationId);
            const target = targetId ? opIdToPage.get(targetId) : undefined;
            return {
              name,
              anchor: builder.anchor(`${anchor}-link-${name}`),
              descriptionHtml: markdownToHtml(link.description).html,
              target: target ? { label: labelOf(target), href: target.route } : undefined,
              operation: target ? undefined : (targetId ?? str(link.operationRef)),
              parameters: Object.entries(obj(link.parameters)).map(([k, v]) => ({ name: k, value: asText(v) ?? '' })),
              requestBody: link.requestBody === undefined ? undefined : asText(link.requestBody),
            };
          }),
        };
      });

    // Errors by name: every named example of an error response.
    const errors = responses
      .filter((r) => isErrorStatus(r.status))
      .flatMap((r) => {
        const named = r.contents.flatMap((c) => c.examples ?? []).filter((e, i, all) => all.findIndex((x) => x.name === e.name) === i);
        if (!named.length) return [{ status: r.status, anchor: r.anchor, code: r.title, remedyHtml: statusAdvice(r.status) }];
        return named.map((e) => ({ status: r.status, anchor: r.anchor, code: e.name, ...(e.message !== undefined && { message: e.message }), remedyHtml: e.descriptionHtml ?? statusAdvice(r.status) }));
      });

    // Servers: the operation's, else its path's, else the document's.
    const ownServers = serverViews(resolver, op.servers).length ? serverViews(resolver, op.servers) : serverViews(resolver, pathItem.servers);
    const servers = ownServers.length ? ownServers : docServers;
    const opServerUrl = ownServers.length ? serverUrlOf(ownServers[0], serverUrl) : serverUrl;
    const showServers = ownServers.length > 0 || docServers.length > 1 || docServers.some((s) => s.variables.length > 0);

    // The sample request: example parameter values, the security headers, the example body.
    const style = (p: ParamView, fallback: string) => p.style ?? fallback;
    const explodeOf = (p: ParamView, st: string) => p.explode ?? st === 'form';
    const valueOf = (p: ParamView) => exampleValues.get(`${p.in}:${p.name}`);
    const pathFilled = planned.kind === 'operation'
      ? planned.path.replace(/\{([^}]+)\}/g, (_, name) => {
          const p = paramViews.find((x) => x.in === 'path' && x.name === name);
          const v = p ? valueOf(p) : undefined;
          return v === undefined || v === null ? encodeURIComponent(name) : pathValue(name, v, style(p!, 'simple'), p!.explode ?? false);
        })
      : '';
    // Required query parameters; a list (a GET with paging parameters) also shows its paging and one filter.
    const hasValue = (p: ParamView) => valueOf(p) !== undefined && valueOf(p) !== null;
    const queryParams = paramViews.filter((p) => p.in === 'query' && !p.deprecated);
    const paging = planned.method === 'GET' ? queryParams.filter((p) => PAGING.has(p.name.toLowerCase())) : [];
    const filter = paging.length ? queryParams.find((p) => !p.required && !PAGING.has(p.name.toLowerCase()) && hasValue(p) && (explicitExamples.has(`query:${p.name}`) || p.schema.enum !== undefined)) : undefined;
    const shownQuery = queryParams.filter((p) => (p.required || paging.includes(p) || p === filter) && hasValue(p));
    const query = shownQuery.map((p) => queryPairs(p.name, valueOf(p), style(p, 'form'), explodeOf(p, style(p, 'form'))));
    const security: unknown = op.security ?? doc.security ?? [];
    const headers: [string, string][] = [];
    for (const name of Object.keys(obj(arr(security).find(isObj)))) {
      const header = credentialHeader(deref(schemes[name]));
      if (header) headers.push(header);
    }
    for (const p of paramViews.filter((x) => x.in === 'header' && x.required && valueOf(x) !== undefined)) {
      if (!headers.some(([k]) => k.toLowerCase() === p.name.toLowerCase())) headers.push([p.name, asText(valueOf(p)) ?? '']);
    }
    const cookies = paramViews.filter((p) => p.in === 'cookie' && p.required && valueOf(p) !== undefined && valueOf(p) !== null);
    if (cookies.length) headers.push(['Cookie', cookies.map((p) => `${p.name}=${encodeURIComponent(asText(valueOf(p)) ?? '')}`).join('; ')]);
    const bodyContent = obj(body?.content);
    // Request modes: a multipart upload, then the JSON body's named examples (URL, base64, …), each a set of samples.
    const modes: { id: string; label: string; body: SampleRequest['body'] }[] = [];
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
    if (!modes.length) modes.push({ id: 'request', label: 'Request', body: undefined });
    const sampleBody = modes.find((m) => m.body?.kind === 'json')?.body;
    // A JSON body's one example is the body of every code sample: the request section points there instead of repeating it.
    const jsonContent = kind === 'operation' && modes.some((m) => m.id === 'json') ? requestBody?.contents.find((c) => c.mediaType === jsonType) : undefined;
    if (jsonContent?.exampleHtml && (jsonContent.examples ?? []).filter((e) => e.html).length <= 1) jsonContent.exampleInSamples = true;
    const isOperation = kind === 'operation';
    const sampleUrl = `${opServerUrl}${pathFilled}${query.length ? '?' + query.join('&') : ''}`;
    const requests = isOperation ? modes.map((m) => ({ id: m.id, label: m.label, request: { method: planned.method, url: sampleUrl, headers, body: m.body } as SampleRequest })) : [];
    const highlight = (list: { id: string; label: string; language: string; code: string }[]) =>
      list.map((s) => {
        // Deferred, `html` holds the code until highlighted: the page's content hash covers it either way.
        const sample = { id: s.id, label: s.label, language: s.language, html: highlights ? s.code : renderCompactCodeHtml(s.code, s.language) };
        highlights?.push({ sample, code: s.code, language: s.language });
        return sample;
      });
    // Only the first language's sample is on the page: the browser writes the others from the request when
    // their tab is chosen (renderer/client/samples.ts; the same generators and highlighter), a tenth of the page's bytes.
    const modeSamples = requests.map((m) => {
      const [first, ...rest] = requestSamples(m.request);
      return { id: m.id, label: m.label, samples: [...highlight([first]), ...rest.map((s) => ({ id: s.id, label: s.label, language: s.language, html: '', lazy: true as const }))] };
    });
    // The schema's own samples (Redoc's x-codeSamples / x-code-samples, ReadMe's x-readme.code-samples) come first.
    const written = [
      ...arr(op['x-codeSamples'] ?? op['x-code-samples']).filter(isObj).map((c) => ({ lang: str(c.lang), label: str(c.label), source: c.source })),
      ...arr(obj(op['x-readme'])['code-samples']).filter(isObj).map((c) => ({ lang: str(c.language), label: str(c.name), source: c.code })),
    ];
    const custom = written
      .filter((c) => typeof c.source === 'string')
      .map((c, i) => {
        const lang = (c.lang ?? 'text').toLowerCase();
        return { id: `x-${slugify(c.label ?? lang) || 'sample'}-${i + 1}`, label: c.label ?? c.lang ?? 'Sample', language: CODE_SAMPLE_LANGS[lang] ?? lang, code: c.source as string };
      });
    const samples = [...highlight(custom), ...(modeSamples[0]?.samples ?? [])];

    const parent = planned.parentKey ? byKey.get(planned.parentKey) : undefined;
    const summary = labelOf(planned);
    const view: OperationView = {
      kind,
      operationId: planned.id,
      method: planned.method,
      path: planned.path,
      summary,
      tag: planned.tag,
      descriptionHtml: markdownToHtml([kind !== 'operation' ? str(op.summary) : undefined, str(op.description)].filter(Boolean).join('\n\n')).html,
      deprecated: planned.deprecated,
      serverUrl: opServerUrl,
      servers: showServers && isOperation ? servers : [],
      security: isOperation ? securityView(security) : [],
      parameters,
      ...(signing && isOperation && { signing }),
      requestBody,
      responses,
      errors: kind === 'operation' ? errors : [],
      samples,
      ...(modeSamples.length > 1 && { sampleModes: modeSamples }),
      requests,
      tryItHref: isOperation ? `/interactive-api/#${planned.id}` : undefined,
      name: planned.name,
      parent: parent ? { label: labelOf(parent), href: parent.route, method: parent.method } : undefined,
      callbacks: (childCallbacks.get(planned.key) ?? []).map((c) => ({ name: c.name!, method: c.method, path: c.path, href: c.route })),
    };
    operations.set(planned.key, view);
    idsByRoute.set(planned.route, builder.ids);
    if (isOperation) {
      const contents: ConsoleBody[] = Object.keys(bodyContent).map((mediaType) => {
        const m = deref(bodyContent[mediaType]);
        const example = mediaType === jsonType ? jsonExample : mediaType.includes('json') ? mediaExample(resolver, m, 'request').value : undefined;
        return {
          mediaType,
          ...(example !== undefined && { example: JSON.stringify(example, null, 2) }),
          ...(m.schema !== undefined && { schema: plainSchema(resolver, m.schema) }),
          ...(mediaType === multipart && { fields: consoleFields }),
        };
      });
      consoleOps.push({
        operationId: planned.id,
        method: planned.method,
        path: planned.path,
        summary: view.summary,
        tag: planned.tag,
        href: planned.route,
        server: opServerUrl,
        // Every server the operation may be sent to (production, sandbox, …), when there are several.
        ...(servers.length > 1 && { servers: [...new Set([opServerUrl, ...servers.map((sv) => serverUrlOf(sv, ownServers.length ? serverUrl : config.customFields.apiBaseUrl))])] }),
        parameters: paramViews.filter((p) => p.in !== 'cookie').map((p): ConsoleParam => {
          const raw = deref(params.get(`${p.in}:${p.name}`)?.schema);
          const items = raw.type === 'array' || p.schema.types.includes('array') ? deref(raw.items) : undefined;
          return {
            name: p.name,
            in: p.in,
            required: p.required,
            type: typeOfSchema(raw) ?? p.schema.types.find((t) => t !== 'null'),
            ...(p.schema.format && { format: p.schema.format }),
            ...(enumText(p.schema.enum) && { enum: enumText(p.schema.enum) }),
            ...(p.schema.default !== undefined && { default: asText(p.schema.default) }),
            ...(p.example !== undefined && { example: p.example }),
            ...(items && { items: { type: typeOfSchema(items), ...(enumText(items.enum) && { enum: enumText(items.enum) }) } }),
            ...(str(params.get(`${p.in}:${p.name}`)?.description) && { description: str(params.get(`${p.in}:${p.name}`)?.description) }),
          };
        }),
        ...(body && { body: { required: body.required === true, contents } }),
        security: arr(security)
          .filter(isObj)
          .map((req) =>
            Object.keys(req).map((name) => {
              const scheme = deref(schemes[name]);
              const header = scheme.type === 'apiKey' && scheme.in === 'header' ? str(scheme.name) : scheme.type === 'http' || scheme.type === 'oauth2' || scheme.type === 'openIdConnect' ? 'Authorization' : undefined;
              const placeholder = credentialHeader(scheme)?.[1];
              return { name, label: `${name} (${str(scheme.type) ?? 'unknown'}${scheme.type === 'http' ? ` ${str(scheme.scheme) ?? ''}` : ''})`, ...(header && { header }), ...(placeholder && { placeholder }) };
            }),
          ),
      });
    }

    const headings: TocEntry[] = [];
    // The samples come right after the description (the right pane on wide screens).
    if (samples.length) headings.push({ depth: 2, id: 'code-samples', text: 'Code samples' });
    if (isOperation) headings.push({ depth: 2, id: 'authentication', text: 'Authentication' });
    if (view.servers.length) headings.push({ depth: 2, id: 'servers', text: 'Servers' });
    if (parameters.length || view.requestBody) {
      headings.push({ depth: 2, id: 'request', text: isOperation ? 'Request' : 'Payload' });
      for (const g of parameters) headings.push({ depth: 3, id: g.anchor, text: g.title });
      if (view.requestBody) headings.push({ depth: 3, id: 'request-body', text: isOperation ? 'Request body' : 'Body' });
    }
    headings.push({ depth: 2, id: 'responses', text: isOperation ? 'Responses' : 'Expected response' });
    for (const res of responses) headings.push({ depth: 3, id: res.anchor, text: res.title });
    if (view.errors.length) headings.push({ depth: 2, id: 'errors', text: 'Errors' });
    if (view.callbacks.length) headings.push({ depth: 2, id: 'callbacks', text: 'Callbacks' });

    const what = kind === 'webhook' ? `The ${planned.name} webhook` : kind === 'callback' ? `The ${planned.name} callback` : `${planned.method} ${planned.path}`;
    const description = (str(op.summary) && kind === 'operation' ? `${str(op.summary)}: ` : '') + `${what} in the ${config.product.name} API.`;
    pages.push({
      id: `api/${planned.key}`,
      path: planned.route,
      kind: 'api-operation',
      title: view.summary,
      description,
      headings,
      sourceFile: file,
      frontMatter: {},
      sourceLinks: [],
      titleInContent: false,
      generatedKey: planned.key,
      contentHash: '', // set once links in the view are resolved (below)
      method: planned.method,
    });
  }

  // One index page per folder (group or tag), the webhooks index, the info page, and the sidebar.
  const groups = new Map<string, GroupView>();
  const infoRoute = plan.infoRoute;
  const sidebarItems: SidebarItem[] = [];
  const groupPages: [string, string, string, string][] = [];
  const linkOf = (p: PlannedPage): SidebarLink & { deprecated?: boolean } => ({ type: 'link', label: labelOf(p), href: p.route, method: p.method, ...(p.deprecated ? { deprecated: true } : {}) });
  const isSettings = (t: string) => explicitGroups && folderOf.get(t) === 'settings';
  const grouped = plan.tagOrder.filter((t) => explicitGroups && folderOf.has(t) && !isSettings(t));
  const ungrouped = plan.tagOrder.filter((t) => !(explicitGroups && folderOf.has(t)));
  const orderedTags = [...grouped, ...ungrouped, ...plan.tagOrder.filter(isSettings)];
  const tagsWithOps = orderedTags.filter((t) => plan.pages.some((p) => p.kind === 'operation' && p.tag === t));
  let infoInserted = false;
  const insertInfo = () => {
    if (infoInserted) return;
    sidebarItems.push({ type: 'link', label: `${config.product.name} API`, href: infoRoute });
    infoInserted = true;
  };
  if (!explicitGroups) insertInfo();
  for (const tag of tagsWithOps) {
    // Deprecated operations last; each operation followed by its callbacks.
    const ops = plan.pages.filter((p) => p.kind === 'operation' && p.tag === tag);
    const sorted = [...ops.filter((p) => !p.deprecated), ...ops.filter((p) => p.deprecated)];
    const items: SidebarItem[] = sorted.flatMap((p) => [linkOf(p), ...(childCallbacks.get(p.key) ?? []).map(linkOf)]);
    const folder = folderOf.get(tag);
    if (!folder) insertInfo();
    const tagDef = tagDefs.get(tag);
    let href: string | undefined;
    if (folder) {
      href = `/api/${folder}/`;
      const listed = sorted.map((p) => ({ method: p.method, path: p.path, summary: labelOf(p), href: p.route, ...(p.deprecated ? { deprecated: true } : {}) }));
      const existing = groups.get(folder);
      if (existing) existing.operations.push(...listed);
      else {
        groups.set(folder, { tag, descriptionHtml: markdownToHtml(tagDef?.description).html, operations: listed });
        groupPages.push([folder, tag, href, str(tagDef?.description)?.split('\n')[0] || `${tag} operations of the ${config.product.name} API.`]);
      }
    }
    // A schema without tags: operations straight under the reference.
    if (tag === plan.untagged && tagsWithOps.length === 1 && !folder) sidebarItems.push(...items);
    else sidebarItems.push({ type: 'category', label: tag, href, collapsed: true, items });
  }
  insertInfo();
  const hooks = plan.pages.filter((p) => p.kind === 'webhook');
  if (hooks.length && plan.webhooksFolder) {
    const sorted = [...hooks.filter((p) => !p.deprecated), ...hooks.filter((p) => p.deprecated)];
    const href = `/api/${plan.webhooksFolder}/`;
    groups.set(plan.webhooksFolder, {
      kind: 'webhooks',
      tag: 'Webhooks',
      descriptionHtml: `<p>Requests the ${escapeText(config.product.name)} API sends to your endpoints when events happen.</p>`,
      operations: sorted.map((p) => ({ method: p.method, path: p.name!, summary: str(p.op.summary) || p.name!, href: p.route, ...(p.deprecated ? { deprecated: true } : {}) })),
    });
    groupPages.push([plan.webhooksFolder, 'Webhooks', href, `Webhooks the ${config.product.name} API sends.`]);
    sidebarItems.push({ type: 'category', label: 'Webhooks', href, collapsed: true, items: sorted.map(linkOf) });
  }

  // Index pages last: a group's list is complete only now (tags may share a group).
  for (const [key, title, path, description] of groupPages) pages.push(groupPage(key, title, path, description));
  function groupPage(key: string, title: string, path: string, description: string): PageRecord {
    return {
      id: `api/group/${key}`,
      path,
      kind: 'api-group',
      title,
      description,
      headings: [],
      sourceFile: file,
      frontMatter: {},
      sourceLinks: [],
      titleInContent: false,
      generatedKey: key,
      contentHash: '',
    };
  }

  const info0 = obj(doc.info);
  const infoMd = markdownToHtml(info0.description, { headingIds: true });
  const info: ApiInfoView = {
    title: str(info0.title) || `${config.product.name} API`,
    version: str(info0.version) ?? '',
    descriptionHtml: infoMd.html,
    serverUrl,
    servers: docServers.length > 1 || docServers.some((s) => s.variables.length || s.descriptionHtml) ? docServers : [],
    securitySchemes: Object.keys(schemes).flatMap((name) => securityView([{ [name]: [] }])[0]),
    groups: [
      ...tagsWithOps.map((tag) => ({ tag, href: folderOf.has(tag) ? `/api/${folderOf.get(tag)}/` : undefined, count: plan.pages.filter((p) => p.kind === 'operation' && p.tag === tag).length })),
      ...(hooks.length ? [{ tag: 'Webhooks', href: `/api/${plan.webhooksFolder}/`, count: hooks.length }] : []),
    ],
    typesHref: '/api.d.ts',
    schemaHref: '/openapi.json',
  };
  const infoHeadings: TocEntry[] = [...infoMd.headings.filter((h) => h.depth <= 3)];
  if (info.servers.length) infoHeadings.push({ depth: 2, id: 'servers', text: 'Servers' });
  infoHeadings.push({ depth: 2, id: 'operations', text: 'Operations' }, { depth: 2, id: 'machine-readable', text: 'Schema and types' });
  pages.push({
    id: 'api/info',
    path: infoRoute,
    kind: 'api-info',
    title: info.title,
    description: str(info0.summary) ?? `Reference of the ${config.product.name} API.`,
    headings: infoHeadings,
    sourceFile: file,
    frontMatter: {},
    sourceLinks: infoMd.links.map((url) => ({ url, line: 0 })),
    titleInContent: false,
    generatedKey: 'info',
    contentHash: '',
  });

  pages.push({
    id: 'interactive-api',
    path: '/interactive-api/',
    kind: 'interactive-api',
    title: 'Interactive API',
    description: `Build requests to every ${config.product.name} API operation and send them from the browser.`,
    headings: [],
    sourceFile: file,
    frontMatter: { hide_table_of_contents: true },
    sourceLinks: [],
    titleInContent: false,
    generatedKey: 'console',
    contentHash: '',
    // The page lists groups; the operations' anchors are made by its script from the console's index.
    clientIds: consoleOps.map((o) => o.operationId),
  });

  idsByRoute.set(infoRoute, new Set([...infoMd.headings.map((h) => h.id), 'servers', 'operations', 'machine-readable']));
  for (const [key] of groups) idsByRoute.set(`/api/${key}/`, new Set());
  idsByRoute.set('/interactive-api/', new Set(consoleOps.map((o) => o.operationId)));

  // Links in schema text: kept when they lead somewhere in the site, else shown as text.
  const fix = linkFixer(plan, idsByRoute, new Set(siteRoutes), opIdToPage, config.baseUrl);
  for (const [key, view] of operations) fixHtmlFields(view, byKey.get(key)!.route, fix);
  for (const [key, view] of groups) fixHtmlFields(view, `/api/${key}/`, fix);
  fixHtmlFields(info, infoRoute, fix);

  const opsByTag = new Map<string, number>();
  for (const o of consoleOps) opsByTag.set(o.tag, (opsByTag.get(o.tag) ?? 0) + 1);
  const consoleGroups = tagsWithOps.filter((tag) => opsByTag.has(tag)).map((tag) => ({ tag, href: folderOf.has(tag) ? `/api/${folderOf.get(tag)}/` : infoRoute, count: opsByTag.get(tag)! }));

  // Each page's content hash is the hash of exactly what it shows (its view, links resolved), so an
  // edit to one operation changes that operation's page, and the pages that list it, and no other.
  const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value) ?? '').digest('hex').slice(0, 16);
  for (const page of pages) {
    const key = page.generatedKey!;
    if (page.kind === 'api-operation') page.contentHash = hashOf(operations.get(key));
    else if (page.kind === 'api-group') page.contentHash = hashOf([key, groups.get(key) ?? null]);
    else if (page.kind === 'api-info') page.contentHash = hashOf(info);
    else if (page.kind === 'interactive-api') page.contentHash = hashOf(consoleOps);
  }
  return { pages, sidebarItems, operations, groups, info, console: consoleOps, consoleGroups };
}

type Fix = (html: string, route: string) => string;

/** Applies the link fixer to every `descriptionHtml` in a view, however deep. */
function fixHtmlFields(view: unknown, route: string, fix: Fix) {
  const walk = (node: any, depth: number) => {
    if (!node || typeof node !== 'object' || depth > 200) return;
    if (Array.isArray(node)) return node.forEach((n) => walk(n, depth + 1));
    for (const key of Object.keys(node)) {
      if (key === 'descriptionHtml' && typeof node[key] === 'string' && node[key].includes('<a ')) node[key] = fix(node[key], route);
      else if (typeof node[key] === 'object') walk(node[key], depth + 1);
    }
  };
  walk(view, 0);
}

const ANCHOR = /<a href="([^"]*)"([^>]*)>([\s\S]*?)<\/a>/g;
const unescapeAttr = (s: string) => s.replace(/&#x26;|&amp;/g, '&').replace(/&#x22;|&quot;/g, '"');
const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * Resolves a link written in a description. Absolute URLs stay; links to a
 * page of this site (a guide, a generated page, with an anchor it has) stay,
 * under the base URL; Redoc-style deep links (`#operation/getPet`,
 * `#tag/pet`) lead to the matching page; anything else becomes plain text.
 */
function linkFixer(plan: ApiPlan, idsByRoute: Map<string, Set<string>>, siteRoutes: Set<string>, byOperationId: Map<string, PlannedPage>, baseUrl: string): Fix {
  const tagRoute = (tag: string) => {
    const folder = plan.folderOf.get(tag);
    return folder ? `/api/${folder}/` : plan.pages.find((p) => p.kind === 'operation' && p.tag === tag)?.route;
  };
  const decode = (s: string) => {
    try {
      return decodeURIComponent(s);
    } catch {
      return s;
    }
  };
  const resolveHref = (href: string, route: string): string | null | undefined => {
    if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) return undefined;
    if (href.startsWith('#')) {
      const frag = decode(href.slice(1));
      const redoc = /^(?:tag\/([^/]+)\/)?operation\/(.+)$/.exec(frag);
      if (redoc) return byOperationId.get(redoc[2])?.route ?? null;
      const tag = /^tag\/([^/]+)$/.exec(frag);
      if (tag) return tagRoute(tag[1]) ?? tagRoute(plan.tagOrder.find((t) => slugify(t) === slugify(tag[1])) ?? '') ?? null;
      const section = /^section\/([^/]+)/.exec(frag);
      if (section) return idsByRoute.get(plan.infoRoute)?.has(slugify(section[1])) ? `${plan.infoRoute}#${slugify(section[1])}` : plan.infoRoute;
      return frag === '' || idsByRoute.get(route)?.has(frag) ? undefined : null;
    }
    let url: URL;
    try {
      url = new URL(href, `http://site${route}`);
    } catch {
      return null;
    }
    if (url.host !== 'site') return null;
    const pathname = decode(url.pathname);
    if (PUBLISHED_FILES.includes(pathname)) return pathname;
    const page = pathname.endsWith('/') ? pathname : `${pathname}/`;
    const ids = idsByRoute.get(page);
    if (ids) return url.hash && !ids.has(decode(url.hash.slice(1))) ? page : page + url.hash;
    if (siteRoutes.has(page)) return page + url.search + url.hash;
    return null;
  };
  return (html, route) =>
    html.replace(ANCHOR, (whole, rawHref: string, attrs: string, inner: string) => {
      const href = unescapeAttr(rawHref);
      const target = resolveHref(href, route);
      if (target === undefined) return whole;
      if (target === null) return `<span class="api-unlinked" title="${escapeAttr(`Not a page of this site: ${href}`)}">${inner}</span>`;
      return `<a href="${escapeAttr(withBase(baseUrl, target))}"${attrs}>${inner}</a>`;
    });
}

function escapeText(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

