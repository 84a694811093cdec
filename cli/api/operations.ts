// Model stage for the API reference: one page per operation (plus the API
// info page and one index per group), built straight from the bundled schema.
import { createHash } from 'node:crypto';
import type { ResolvedConfig } from '../config.ts';
import { BuildError } from '../errors.ts';
import { renderCodeHtml } from '../mdx/highlight.ts';
import type { TocEntry } from '../mdx/plugins.ts';
import type { PageRecord, SidebarItem } from '../model.ts';
import { mediaExample, exampleOf } from './example.ts';
import { markdownToHtml } from './markdown.ts';
import { requestSamples, type SampleRequest } from './samples.ts';
import type { ApiInfoView, ConsoleOperationView, ContentView, GroupView, NamedExample, OperationView, ParamView, ResponseView, SecurityView } from '../../renderer/api-types.ts';
import { SchemaResolver, TreeBuilder } from './schema-tree.ts';
import type { LoadedSchema, OpenApiDocument } from './source.ts';

export const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

const STATUS_TEXT: Record<string, string> = {
  '200': 'OK', '201': 'Created', '202': 'Accepted', '204': 'No Content', '400': 'Bad Request', '401': 'Unauthorized',
  '403': 'Forbidden', '404': 'Not Found', '405': 'Method Not Allowed', '409': 'Conflict', '413': 'Content Too Large',
  '415': 'Unsupported Media Type', '422': 'Unprocessable Content', '429': 'Too Many Requests', '499': 'Client Closed Request',
  '500': 'Internal Server Error', '502': 'Bad Gateway', '503': 'Service Unavailable', '504': 'Gateway Timeout', default: 'Any other status',
};
const PARAM_TITLES: Record<string, string> = { path: 'Path parameters', query: 'Query parameters', header: 'Header parameters', cookie: 'Cookie parameters' };

/** What a code sample puts in a credential header, named after the header. */
function sampleCredential(header: string): string {
  const h = header.toLowerCase();
  if (h === 'authorization') return 'apikey YOUR_USERNAME:YOUR_API_KEY';
  if (h.replace(/[-_]/g, '') === 'clientid') return 'YOUR_CLIENT_ID';
  return `YOUR_${header.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}`;
}

export function slugify(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}

/**
 * The names of a media type's `examples` (on our error responses they are the
 * error codes), with each one's summary and the message its value carries.
 */
function namedExamples(resolver: SchemaResolver, examples: unknown): NamedExample[] {
  if (!examples || typeof examples !== 'object' || Array.isArray(examples)) return [];
  return Object.entries(examples).map(([name, raw]) => {
    const ex = resolver.deref<Record<string, any>>(raw).value ?? {};
    const value = ex.value;
    const message = value && typeof value === 'object' ? [value.error, value.message].find((m) => typeof m === 'string') : undefined;
    return { name, ...(typeof ex.summary === 'string' && { summary: ex.summary }), ...(message !== undefined && { message }) };
  });
}

const jsonHtml = (value: unknown) => renderCodeHtml(JSON.stringify(value, null, 2) ?? 'null', 'json', new Set());

interface RawOperation {
  method: string;
  path: string;
  op: Record<string, any>;
  pathItem: Record<string, any>;
  tag: string;
}

export interface ApiModel {
  pages: PageRecord[];
  sidebarItems: SidebarItem[];
  operations: Map<string, OperationView>;
  groups: Map<string, GroupView>;
  info: ApiInfoView;
  console: ConsoleOperationView[];
}

export function buildApiModel(config: ResolvedConfig, schema: LoadedSchema): ApiModel {
  const doc = schema.document as OpenApiDocument;
  const resolver = new SchemaResolver(doc);
  const file = schema.sourceFile;
  const fail = (message: string, hint?: string): never => {
    throw new BuildError(`Schema: ${message}`, { file }, hint);
  };
  if (typeof doc.openapi !== 'string' || !/^3\./.test(doc.openapi)) fail(`expected an OpenAPI 3.x document, found openapi: ${JSON.stringify(doc.openapi)}.`);

  const tagDefs: Record<string, any>[] = Array.isArray(doc.tags) ? doc.tags : [];
  const tagOrder = tagDefs.map((t) => t.name as string);
  const groupOf = new Map(tagDefs.map((t) => [t.name as string, t['x-docs-group'] as string | undefined]));
  const serverUrl = String(doc.servers?.[0]?.url ?? config.customFields.apiBaseUrl).replace(/\/+$/, '');
  const schemes: Record<string, any> = doc.components?.securitySchemes ?? {};

  const raw: RawOperation[] = [];
  for (const [path, item] of Object.entries<Record<string, any>>(doc.paths ?? {})) {
    const pathItem = resolver.deref<Record<string, any>>(item).value ?? {};
    for (const method of METHODS) {
      const op = pathItem[method];
      if (!op) continue;
      const tag = op.tags?.[0] ?? 'Other';
      if (!tagOrder.includes(tag)) tagOrder.push(tag);
      raw.push({ method: method.toUpperCase(), path, op, pathItem, tag });
    }
  }

  const securityView = (requirements: Record<string, string[]>[]): SecurityView[][] =>
    requirements.map((req) =>
      Object.keys(req).map((name) => {
        const scheme = resolver.deref<Record<string, any>>(schemes[name]).value ?? {};
        const label =
          scheme.type === 'apiKey' ? `${name}: API key in the ${scheme.in} "${scheme.name}"` : scheme.type === 'http' ? `${name}: HTTP ${scheme.scheme}${scheme.bearerFormat ? ` (${scheme.bearerFormat})` : ''}` : `${name}: ${scheme.type ?? 'unknown scheme'}`;
        return { name, label, descriptionHtml: markdownToHtml(scheme.description).html };
      }),
    );

  const routeOf = (r: RawOperation) => {
    const slug = (r.op['x-docs-slug'] as string | undefined) ?? slugify(r.op.summary ?? r.op.operationId ?? `${r.method}-${r.path}`);
    const group = groupOf.get(r.tag);
    return { slug, route: group ? `/api/${group}/${slug}/` : `/api/${slug}/` };
  };

  const operations = new Map<string, OperationView>();
  const consoleOps: ConsoleOperationView[] = [];
  const pages: PageRecord[] = [];
  const seenIds = new Set<string>();
  const opLinks: { tag: string; method: string; label: string; href: string; summary: string; path: string }[] = [];

  for (const r of raw) {
    const { op } = r;
    const operationId: string = op.operationId ?? fail(`${r.method} ${r.path} has no operationId.`, 'Every operation needs a unique operationId: it is the page id and the "Try it" anchor.');
    if (seenIds.has(operationId)) fail(`operationId "${operationId}" is used twice.`);
    seenIds.add(operationId);
    const { route } = routeOf(r);
    const builder = new TreeBuilder(resolver);
    // Ids the page layout uses itself.
    for (const id of ['authentication', 'request', 'request-body', 'responses', 'code-samples', ...Object.keys(PARAM_TITLES).map((k) => `${k}-parameters`)]) builder.anchor(id);

    const params = [...(r.pathItem.parameters ?? []), ...(op.parameters ?? [])].map((p) => resolver.deref<Record<string, any>>(p).value);
    const byKey = new Map<string, Record<string, any>>();
    for (const p of params) byKey.set(`${p.in}:${p.name}`, p); // operation-level overrides path-level
    const paramViews = [...byKey.values()].map((p): ParamView => {
      const ex = p.example ?? (p.examples ? resolver.deref<Record<string, any>>(Object.values(p.examples)[0]).value?.value : undefined) ?? exampleOf(resolver, p.schema);
      return {
        name: p.name,
        in: p.in,
        anchor: builder.anchor(`param-${p.in}-${p.name}`),
        required: p.in === 'path' ? true : Boolean(p.required),
        deprecated: Boolean(p.deprecated),
        descriptionHtml: markdownToHtml(p.description).html,
        schema: builder.build(p.schema ?? {}, `param-${p.in}-${p.name}-schema`),
        example: ex === undefined ? undefined : typeof ex === 'string' ? ex : JSON.stringify(ex),
      };
    });
    const parameters = (['path', 'query', 'header', 'cookie'] as const)
      .map((where) => ({ in: where, title: PARAM_TITLES[where], anchor: `${where}-parameters`, items: paramViews.filter((p) => p.in === where) }))
      .filter((g) => g.items.length);

    const contentViews = (content: Record<string, any> | undefined, prefix: string): ContentView[] =>
      Object.entries(content ?? {}).map(([mediaType, media]) => {
        const m = resolver.deref<Record<string, any>>(media).value ?? {};
        const example = mediaType.includes('json') || !mediaType.includes('multipart') ? mediaExample(resolver, m) : undefined;
        const mediaSlug = Object.keys(content ?? {}).length > 1 ? `-${slugify(mediaType)}` : '';
        const view: ContentView = {
          mediaType,
          schema: m.schema ? builder.build(m.schema, `${prefix}${mediaSlug}`) : undefined,
          exampleHtml: example && example.value !== undefined ? jsonHtml(example.value) : undefined,
          exampleSynthesised: example?.synthesised ?? false,
        };
        const named = namedExamples(resolver, m.examples);
        if (named.length) view.examples = named;
        return view;
      });

    // Built in page order: a structure is expanded where it first appears, later uses link back to it.
    const body = op.requestBody ? resolver.deref<Record<string, any>>(op.requestBody).value : undefined;
    const requestBody = body ? { required: Boolean(body.required), descriptionHtml: markdownToHtml(body.description).html, contents: contentViews(body.content, 'request-body-schema') } : undefined;
    const responses: ResponseView[] = Object.entries<Record<string, any>>(op.responses ?? {}).map(([status, response]) => {
      const res = resolver.deref<Record<string, any>>(response).value ?? {};
      const anchor = builder.anchor(`response-${status}`);
      return {
        status,
        anchor,
        title: `${status} ${STATUS_TEXT[status] ?? ''}`.trim(),
        descriptionHtml: markdownToHtml(res.description).html,
        headers: Object.entries<Record<string, any>>(res.headers ?? {}).map(([name, h]) => {
          const header = resolver.deref<Record<string, any>>(h).value ?? {};
          return { name, in: 'header', anchor: builder.anchor(`${anchor}-header-${name}`), required: Boolean(header.required), deprecated: false, descriptionHtml: markdownToHtml(header.description).html, schema: builder.build(header.schema ?? {}, `${anchor}-header-${name}-schema`) };
        }),
        contents: contentViews(res.content, `${anchor}-body`),
      };
    });
    if (!responses.length) fail(`${operationId} has no responses.`);

    // The sample request: example path/query values, the security headers, the example body.
    const pathFilled = r.path.replace(/\{([^}]+)\}/g, (_, name) => encodeURIComponent(paramViews.find((p) => p.in === 'path' && p.name === name)?.example ?? name));
    const query = paramViews.filter((p) => p.in === 'query' && p.required && p.example !== undefined).map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(p.example!)}`);
    const security: Record<string, string[]>[] = op.security ?? doc.security ?? [];
    const headers: [string, string][] = [];
    for (const name of Object.keys(security[0] ?? {})) {
      const scheme = resolver.deref<Record<string, any>>(schemes[name]).value ?? {};
      if (scheme.type === 'apiKey' && scheme.in === 'header') headers.push([scheme.name, sampleCredential(scheme.name)]);
      if (scheme.type === 'http' && scheme.scheme === 'bearer') headers.push(['Authorization', 'Bearer YOUR_API_KEY']);
    }
    const bodyContent = body?.content ?? {};
    let sampleBody: SampleRequest['body'];
    const jsonType = Object.keys(bodyContent).find((t) => t.includes('json'));
    if (jsonType) sampleBody = { kind: 'json', value: mediaExample(resolver, resolver.deref<Record<string, any>>(bodyContent[jsonType]).value ?? {}).value };
    else if (Object.keys(bodyContent).some((t) => t.startsWith('multipart/'))) sampleBody = { kind: 'multipart', fileField: 'file', fields: [] };
    const sampleUrl = `${serverUrl}${pathFilled}${query.length ? '?' + query.join('&') : ''}`;
    const sources = requestSamples({ method: r.method, url: sampleUrl, headers, body: sampleBody });
    const samples = sources.map((s) => ({ id: s.id, label: s.label, language: s.language, html: renderCodeHtml(s.code, s.language, new Set()) }));

    const view: OperationView = {
      operationId,
      method: r.method,
      path: r.path,
      summary: op.summary ?? operationId,
      tag: r.tag,
      descriptionHtml: markdownToHtml(op.description).html,
      deprecated: Boolean(op.deprecated),
      serverUrl,
      security: securityView(security),
      parameters,
      requestBody,
      responses,
      samples,
      tryItHref: `/interactive-api/#${operationId}`,
    };
    operations.set(operationId, view);
    consoleOps.push({
      operationId,
      method: r.method,
      path: r.path,
      summary: view.summary,
      tag: r.tag,
      href: route,
      parameters: paramViews.filter((p) => p.in !== 'header').map((p) => ({ name: p.name, in: p.in, required: p.required, example: p.example })),
      bodyExample: sampleBody?.kind === 'json' ? JSON.stringify(sampleBody.value, null, 2) : undefined,
      bodyMediaType: jsonType ?? Object.keys(bodyContent)[0],
      curl: sources[0].code,
    });

    const headings: TocEntry[] = [];
    headings.push({ depth: 2, id: 'authentication', text: 'Authentication' });
    if (parameters.length || view.requestBody) {
      headings.push({ depth: 2, id: 'request', text: 'Request' });
      for (const g of parameters) headings.push({ depth: 3, id: g.anchor, text: g.title });
      if (view.requestBody) headings.push({ depth: 3, id: 'request-body', text: 'Request body' });
    }
    headings.push({ depth: 2, id: 'responses', text: 'Responses' });
    for (const res of responses) headings.push({ depth: 3, id: res.anchor, text: res.title });
    headings.push({ depth: 2, id: 'code-samples', text: 'Code samples' });

    const description = (op.summary ? `${op.summary}: ` : '') + `${r.method} ${r.path} in the ${config.product.name} API.`;
    pages.push({
      id: `api/${operationId}`,
      path: route,
      kind: 'api-operation',
      title: view.summary,
      description,
      headings,
      sourceFile: file,
      frontMatter: {},
      sourceLinks: [],
      titleInContent: false,
      generatedKey: operationId,
      contentHash: createHash('sha256').update(schema.hash).update(JSON.stringify(view)).digest('hex').slice(0, 16),
      method: r.method,
    });
    opLinks.push({ tag: r.tag, method: r.method, label: view.summary, href: route, summary: view.summary, path: r.path });
  }

  // One index page per grouped tag, the info page, and the sidebar.
  const groups = new Map<string, GroupView>();
  const infoRoute = `/api/${config.product.slug}-api/`;
  const sidebarItems: SidebarItem[] = [];
  const ungroupedTags = tagOrder.filter((t) => !groupOf.get(t));
  const settingsLike = tagOrder.filter((t) => groupOf.get(t) === 'settings');
  const orderedTags = [...tagOrder.filter((t) => groupOf.get(t) && groupOf.get(t) !== 'settings'), ...ungroupedTags, ...settingsLike];
  let infoInserted = false;
  for (const tag of orderedTags) {
    const links = opLinks.filter((l) => l.tag === tag);
    if (!links.length) continue;
    const group = groupOf.get(tag);
    if (!group && !infoInserted) {
      sidebarItems.push({ type: 'link', label: `${config.product.name} API`, href: infoRoute });
      infoInserted = true;
    }
    const tagDef = tagDefs.find((t) => t.name === tag);
    let href: string | undefined;
    if (group) {
      href = `/api/${group}/`;
      groups.set(group, { tag, descriptionHtml: markdownToHtml(tagDef?.description).html, operations: links.map((l) => ({ method: l.method, path: l.path, summary: l.summary, href: l.href })) });
      pages.push({
        id: `api/group/${group}`,
        path: href,
        kind: 'api-group',
        title: tag,
        description: tagDef?.description ? String(tagDef.description).split('\n')[0] : `${tag} operations of the ${config.product.name} API.`,
        headings: [],
        sourceFile: file,
        frontMatter: {},
        sourceLinks: [],
        titleInContent: false,
        generatedKey: group,
        contentHash: createHash('sha256').update(schema.hash).update(group).digest('hex').slice(0, 16),
      });
    }
    sidebarItems.push({ type: 'category', label: tag, href, collapsed: true, items: links.map((l) => ({ type: 'link', label: l.label, href: l.href, method: l.method })) });
  }
  if (!infoInserted) sidebarItems.push({ type: 'link', label: `${config.product.name} API`, href: infoRoute });

  const infoMd = markdownToHtml(doc.info?.description, { headingIds: true });
  const info: ApiInfoView = {
    title: String(doc.info?.title ?? `${config.product.name} API`),
    version: String(doc.info?.version ?? ''),
    descriptionHtml: infoMd.html,
    serverUrl,
    securitySchemes: Object.keys(schemes).flatMap((name) => securityView([{ [name]: [] }])[0]),
    groups: orderedTags.map((tag) => ({ tag, href: groupOf.get(tag) ? `/api/${groupOf.get(tag)}/` : undefined, count: opLinks.filter((l) => l.tag === tag).length })).filter((g) => g.count),
    typesHref: '/api.d.ts',
    schemaHref: '/openapi.json',
  };
  pages.push({
    id: 'api/info',
    path: infoRoute,
    kind: 'api-info',
    title: info.title,
    description: String(doc.info?.summary ?? `Reference of the ${config.product.name} API.`),
    headings: [...infoMd.headings.filter((h) => h.depth <= 3), { depth: 2, id: 'operations', text: 'Operations' }, { depth: 2, id: 'machine-readable', text: 'Schema and types' }],
    sourceFile: file,
    frontMatter: {},
    sourceLinks: infoMd.links.map((url) => ({ url, line: 0 })),
    titleInContent: false,
    generatedKey: 'info',
    contentHash: createHash('sha256').update(schema.hash).update('info').digest('hex').slice(0, 16),
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
    contentHash: createHash('sha256').update(schema.hash).update('console').digest('hex').slice(0, 16),
  });

  return { pages, sidebarItems, operations, groups, info, console: consoleOps };
}
