// API reference views (the same ones the HTML pages render) → Markdown for
// the llms section. Tables instead of nested schema views: an LLM reads
// `file_urls[]` in a flat table more reliably than indentation.
import type { BlockContent, List, ListItem, PhrasingContent, Root, RootContent, Table, TableRow } from 'mdast';
import { htmlText } from '../../markdown/parse-html.ts';
import type { ApiInfoView, ContentView, GroupView, OperationView, ParamView, SchemaNode, SecurityView } from '../../../renderer/api-types.ts';
import { htmlToMdast, inlineFromHtml, rootRelative, serialize, type LinkBase } from '../../markdown/html-to-markdown.ts';

export interface ApiMarkdownOptions {
  /** The page's URL (absolute or root-relative); relative links in descriptions resolve against it. */
  url: string;
  /** The site's root URL (`config.url` plus `config.baseUrl`); model routes and root-relative links hang off it. */
  siteUrl: string;
  /** Shown as the base URL when the view has no server URL of its own. */
  /** The config's `customFields.apiBaseUrl`, when set (an operation's view has its server otherwise). */
  apiBaseUrl?: string;
}

/** Nesting levels of a request body listed in its field table (`a.b.c.d`); deeper fields are summarised. */
const BODY_DEPTH = 4;
/** Success responses list their top-level fields only: full response trees would swamp llms-full.txt. */
const RESPONSE_DEPTH = 1;
/** Fields a nested shape may have and still be listed below the depth limit (`{id, name}`, `{value, score}`), if none of them nests further. */
const SMALL_SHAPE = 4;
/** A success response's example is shown when it is this short (lines); longer ones would swamp llms-full.txt. */
const EXAMPLE_LINES = 30;

// --- mdast builders ----------------------------------------------------------

const t = (value: string): PhrasingContent => ({ type: 'text', value });
const code = (value: string): PhrasingContent => ({ type: 'inlineCode', value });
const strong = (...children: PhrasingContent[]): PhrasingContent => ({ type: 'strong', children });
const para = (...children: PhrasingContent[]): RootContent => ({ type: 'paragraph', children });
const heading = (depth: 1 | 2 | 3 | 4, value: string): RootContent => ({ type: 'heading', depth, children: [t(value)] });
const link = (url: string, ...children: PhrasingContent[]): PhrasingContent => ({ type: 'link', url, children });
const item = (...children: BlockContent[]): ListItem => ({ type: 'listItem', spread: false, children });
const list = (items: ListItem[], ordered = false): List => ({ type: 'list', ordered, spread: false, children: items });
const valueText = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v) ?? String(v));

function table(header: string[], rows: PhrasingContent[][][]): Table {
  const row = (cells: PhrasingContent[][]): TableRow => ({ type: 'tableRow', children: cells.map((children) => ({ type: 'tableCell', children })) });
  return { type: 'table', align: header.map(() => null), children: [row(header.map((h) => [t(h)])), ...rows.map(row)] };
}

/** Joins phrasing runs with a separator, skipping empty ones. */
function joined(parts: PhrasingContent[][], sep = ' '): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  for (const p of parts.filter((p) => p.length)) {
    if (out.length) out.push(t(sep));
    out.push(...p);
  }
  return out;
}

function blocks(html: string | undefined, base: LinkBase): RootContent[] {
  return html?.trim() ? htmlToMdast(html, base).children : [];
}

/** Model routes (`/api/x/`) are root-relative and carry no baseUrl. */
function absolute(href: string, siteUrl: string): string {
  return href.startsWith('/') && !href.startsWith('//') ? rootRelative(href, siteUrl) : href;
}

// --- operation ---------------------------------------------------------------

/** One operation: endpoint, description, authentication, parameters, body fields, responses with error codes, a curl sample. */
export function operationMarkdown(view: OperationView, opts: ApiMarkdownOptions): string {
  const title = view?.summary || view?.operationId || 'Operation';
  try {
    return serialize({ type: 'root', children: operationTree(view, opts) });
  } catch {
    // Views come from our own model, but a malformed one must not fail the build.
    const endpoint = `${view?.method ?? ''} ${view?.path ?? ''}`.trim();
    return `# ${title}\n${endpoint ? `\n\`${endpoint}\`\n` : ''}`;
  }
}

function operationTree(view: OperationView, opts: ApiMarkdownOptions): RootContent[] {
  const base: LinkBase = { url: opts.url, siteUrl: opts.siteUrl };
  const schemas = new SchemaIndex(view);
  const out: RootContent[] = [heading(1, view.summary || view.operationId || 'Operation')];
  // A webhook or callback is a request the API sends to the reader's endpoint: no base URL, no credentials to send.
  const incoming = view.kind === 'webhook' || view.kind === 'callback';
  const endpoint = `${view.method ?? ''} ${view.path ?? ''}`.trim();
  if (incoming) {
    out.push(para(t(view.kind === 'webhook' ? 'Webhook event ' : 'Callback '), code(view.path ?? view.operationId ?? ''), t(`: sent as an HTTP ${view.method ?? 'POST'} request to your endpoint.`)));
  } else {
    if (endpoint) out.push(para(code(endpoint)));
    const server = view.serverUrl || opts.apiBaseUrl;
    if (server) out.push(para(t('Base URL: '), code(server)));
  }
  if (view.deprecated) {
    out.push({ type: 'blockquote', children: [{ type: 'paragraph', children: [strong(t('Deprecated:')), t(' this operation may be removed in a later version of the API.')] }] });
  }
  out.push(...blocks(view.descriptionHtml, base));

  if (!incoming) out.push(heading(2, 'Authentication'), ...authentication(view.security ?? [], base));
  // The signing headers: one short paragraph, not rows of the header table.
  if (!incoming && view.signing?.headers?.length) out.push(para(strong(t('Request signing:')), t(' '), ...inlineFromHtml(view.signing.descriptionHtml, base)));

  const parameters = (view.parameters ?? []).filter((g) => g.items?.length);
  if (parameters.length) {
    out.push(heading(2, 'Parameters'));
    for (const group of parameters) {
      out.push(heading(3, group.title || `${group.in} parameters`));
      out.push(table(['Name', 'Type', 'Required', 'Description'], group.items.map((p) => paramRow(p, base))));
    }
  }

  if (view.requestBody) {
    out.push(heading(2, incoming ? 'Payload' : 'Request body'));
    out.push(para(t(view.requestBody.required ? 'Required.' : 'Optional.')));
    out.push(...blocks(view.requestBody.descriptionHtml, base));
    for (const content of view.requestBody.contents ?? []) out.push(...contentSection(content, schemas, base, BODY_DEPTH));
  }

  if (view.responses?.length) {
    out.push(heading(2, 'Responses'));
    const errorShapes = new Map<string, string>(); // error body structure (anchor) → the status that lists its fields
    for (const r of view.responses) {
      out.push(heading(3, r.title || r.status));
      out.push(...blocks(r.descriptionHtml, base));
      if (r.headers?.length) {
        out.push(para(t('Headers:')));
        out.push(table(['Name', 'Type', 'Required', 'Description'], r.headers.map((h) => paramRow(h, base))));
      }
      const isError = /^[45]/.test(r.status) || r.status === 'default';
      for (const content of r.contents ?? []) {
        // Error bodies mostly share one shape: its fields are listed once (as the page shows them), then only each status's codes.
        if (!isError) out.push(...contentSection(content, schemas, base, RESPONSE_DEPTH), ...shortExample(content));
        else {
          const shape = content.schema && (content.schema.sameAs?.anchor ?? content.schema.anchor);
          const before = shape ? errorShapes.get(shape) : undefined;
          if (shape && !before) errorShapes.set(shape, r.status);
          out.push(...(before || !shape ? [errorHead(content, before)] : contentSection(content, schemas, base, RESPONSE_DEPTH)), ...errorCodes(content));
        }
      }
    }
  }

  const curl = curlSample(view);
  if (curl) out.push(heading(2, 'Example request'), { type: 'code', lang: 'bash', meta: null, value: curl });
  return out;
}

/** The credentials to send: one list per alternative (`security` is an OR of ANDs). */
function authentication(alternatives: SecurityView[][], base: LinkBase): RootContent[] {
  const sets = alternatives.filter((a) => a?.length);
  if (!sets.length) return [para(t('None: this operation is public.'))];
  const entries = (set: SecurityView[]) => list(set.map((s) => item({ type: 'paragraph', children: credential(s, base) })));
  if (sets.length === 1) return [para(t('Send:')), entries(sets[0])];
  return [para(t('Send one of these sets of credentials:')), list(sets.map((set, i) => item(para(t(`Option ${i + 1}:`)) as BlockContent, entries(set))), true)];
}

/** `CLIENT-ID` header (ClientId): description. The label is the model's "Name: API key in the header "X"" wording. */
function credential(s: SecurityView, base: LinkBase): PhrasingContent[] {
  const label = s.label ?? s.name ?? '';
  const apiKey = /^.*?: API key in the (header|query|cookie) "(.+)"$/.exec(label);
  const http = /^.*?: HTTP (\w+)/.exec(label);
  let head: PhrasingContent[];
  if (apiKey) head = [code(apiKey[2]), t(` ${apiKey[1] === 'query' ? 'query parameter' : apiKey[1]} (${s.name})`)];
  else if (http) head = [code(`Authorization: ${http[1].charAt(0).toUpperCase()}${http[1].slice(1)} …`), t(` header (${s.name})`)];
  else head = [t(label)];
  const description = inlineFromHtml(s.descriptionHtml, base);
  return description.length ? [...head, t(': '), ...description] : head;
}

function paramRow(p: ParamView, base: LinkBase): PhrasingContent[][] {
  const node = p.schema ?? { anchor: '', types: [], constraints: [] };
  const facts = schemaFacts(node);
  // The model synthesises `string` for untyped examples and repeats the default; neither tells the reader anything.
  if (p.example !== undefined && p.example !== 'string' && (node.default === undefined || p.example !== valueText(node.default))) facts.push([t('Example: '), code(p.example)]);
  const notes = p.deprecated ? [[strong(t('Deprecated.'))]] : [];
  return [[code(p.name ?? '')], [t(typeLabel(node))], [t(p.required ? 'yes' : 'no')], joined([...notes, inlineFromHtml(p.descriptionHtml, base), ...facts])];
}

/** A request or success-response body: its media type, alternatives, and a field table. */
function contentSection(content: ContentView, schemas: SchemaIndex, base: LinkBase, depth: number): RootContent[] {
  const out: RootContent[] = [];
  const root = content.schema ? schemas.resolve(content.schema) : undefined;
  const head: PhrasingContent[] = [t('Content type '), code(content.mediaType ?? '')];
  if (root && !root.properties && !root.variants && !objectItems(root)) {
    // A scalar or opaque body: its type says it all.
    out.push(para(...head, t(': '), code(typeLabel(root)), ...(root.descriptionHtml ? [t('. '), ...inlineFromHtml(root.descriptionHtml, base)] : [])));
    return out;
  }
  out.push(para(...head, t(root ? ':' : '.')));
  if (!root) return out;
  if (root.variants) {
    const kind = root.variants.kind === 'oneOf' ? 'exactly one of these alternatives (oneOf)' : 'one or more of these alternatives (anyOf)';
    const names = root.variants.options.map((o, i) => [strong(t(optionTitle(o, i)))]);
    out.push(para(t(`The body takes ${kind}: `), ...joined(names, ', '), t('.')));
  }
  const rows: PhrasingContent[][][] = [];
  const walk = new FieldWalker(schemas, base, depth, rows);
  if (objectItems(root) && !root.properties && !root.variants) walk.fields(root.items!, '[]', 1, []);
  else walk.fields(root, '', 1, []);
  if (rows.length) out.push(table(['Field', 'Type', 'Required', 'Description'], rows));
  return out;
}

/** A success body's example, when it is short and real (not synthesised from the schema). */
function shortExample(content: ContentView): RootContent[] {
  if (!content.exampleHtml || content.exampleSynthesised) return [];
  const text = htmlText(content.exampleHtml).replace(/\n+$/, '');
  if (!text || text.split('\n').length > EXAMPLE_LINES) return [];
  return [para(t('Example:')), { type: 'code', lang: /json/.test(content.mediaType ?? '') ? 'json' : null, meta: null, value: text }];
}

/** An error body whose fields are listed under an earlier status (or that has no schema): its media type. */
const errorHead = (content: ContentView, listedUnder: string | undefined): RootContent =>
  para(t('Content type '), code(content.mediaType ?? ''), ...(listedUnder ? [t(': the same fields as the '), code(listedUnder), t(' response.')] : [t('.')]));

/** An error body's codes (the response's named examples, and a `code` property's enum) with their default messages. */
function errorCodes(content: ContentView): RootContent[] {
  const codes = new Map<string, string | undefined>();
  for (const ex of content.examples ?? []) if (ex?.name) codes.set(ex.name, ex.message ?? (ex.summary !== ex.name ? ex.summary : undefined));
  for (const v of content.schema?.properties?.find((p) => /code$/i.test(p.name ?? '') && Array.isArray(p.enum))?.enum ?? []) if (!codes.has(valueText(v))) codes.set(valueText(v), undefined);
  return !codes.size ? [] : [para(t('Error codes:')), list([...codes].map(([name, message]) => item({ type: 'paragraph', children: message ? [code(name), t(`: ${message}`)] : [code(name)] })))];
}

/**
 * Flattens a schema tree into table rows with dotted names (`a.b`, `items[].c`,
 * `map.*`). Like the HTML page, a structure is listed where it first appears in
 * the table; later uses say "Same structure as `a`" instead of repeating it.
 */
class FieldWalker {
  /** Anchor of each structure listed in this table → the dotted name it was listed under. */
  private readonly listedAt = new Map<string, string>();
  constructor(
    private readonly schemas: SchemaIndex,
    private readonly base: LinkBase,
    private readonly maxDepth: number,
    private readonly rows: PhrasingContent[][][],
  ) {}

  fields(node: SchemaNode, prefix: string, depth: number, notes: PhrasingContent[][]) {
    const s = this.schemas.resolve(node);
    for (const p of s.properties ?? []) {
      const name = prefix ? `${prefix}.${p.name}` : p.name ?? '';
      const child = this.schemas.resolve(p);
      const items = child.items ? this.schemas.resolve(child.items) : undefined;
      const listed = this.listed(p) ?? (child.items ? this.listed(child.items) : undefined);
      const nested = hasFields(child);
      const extra: PhrasingContent[][] = [];
      if (p.recursiveRef) extra.push([t(`Recursive: the same structure as ${p.recursiveRef.name}.`)]);
      // The same field in another alternative (same dotted name) is listed once; its rows are already there.
      else if (listed && listed !== name) extra.push([t('Same structure as '), code(listed), t('.')]);
      const deeper = depth < this.maxDepth || this.small(child);
      if (!p.recursiveRef && !listed && nested && (!deeper || child.shared || items?.shared)) extra.push([t('Nested fields not listed.')]);
      this.rows.push([[code(name)], [t(typeLabel(child))], [t(p.required ? 'yes' : 'no')], joined([...notes, ...flags(p), inlineFromHtml(p.descriptionHtml ?? child.descriptionHtml, this.base), ...schemaFacts(child), ...extra])]);
      if (!nested || listed || p.recursiveRef || !deeper) continue;
      this.listedAt.set(child.anchor, name);
      if (child.properties || child.variants || child.additional) this.fields(child, name, depth + 1, notes);
      if (items && hasFields(items)) {
        this.listedAt.set(items.anchor, `${name}[]`);
        this.fields(items, `${name}[]`, depth + 1, notes);
      }
    }
    if (s.variants) {
      s.variants.options.forEach((option, i) => {
        const note = [t(`(${s.variants!.kind === 'oneOf' ? 'only' : 'also'} with “${optionTitle(option, i)}”)`)];
        this.fields(option, prefix, depth, [...notes, note]);
      });
    }
    const extra = s.additional ? this.schemas.resolve(s.additional) : undefined;
    if (extra && hasFields(extra) && depth < this.maxDepth) this.fields(extra, prefix ? `${prefix}.*` : '*', depth + 1, notes);
  }

  /** A small flat shape (an object, or an array of objects, with a few fields that do not nest): listed whatever the depth. */
  private small(node: SchemaNode): boolean {
    const shape = node.items ? this.schemas.resolve(node.items) : node;
    const fields = shape.properties ?? [];
    return !shape.variants && !shape.additional && fields.length > 0 && fields.length <= SMALL_SHAPE && fields.every((f) => !hasFields(this.schemas.resolve(f)));
  }

  /** Where the structure a `sameAs` node repeats was already listed in this table. */
  private listed(node: SchemaNode): string | undefined {
    return node.sameAs ? this.listedAt.get(node.sameAs.anchor) : undefined;
  }
}

/** Every expanded schema of the page by anchor, so a `sameAs` node can be listed where the page's first expansion is not in the same table. */
class SchemaIndex {
  private readonly byAnchor = new Map<string, SchemaNode>();
  constructor(view: OperationView) {
    const add = (n: SchemaNode | undefined) => {
      if (!n) return;
      if (n.anchor && !n.sameAs && !n.recursiveRef) this.byAnchor.set(n.anchor, n);
      n.properties?.forEach(add);
      n.variants?.options.forEach(add);
      add(n.items);
      add(n.additional);
    };
    for (const g of view.parameters ?? []) for (const p of g.items ?? []) add(p.schema);
    for (const c of view.requestBody?.contents ?? []) add(c.schema);
    for (const r of view.responses ?? []) {
      for (const c of r.contents ?? []) add(c.schema);
      for (const h of r.headers ?? []) add(h.schema);
    }
  }

  /** The node itself, or the expansion a `sameAs` node points to (keeping the reference's own name and required flag). */
  resolve(node: SchemaNode): SchemaNode {
    const target = node.sameAs ? this.byAnchor.get(node.sameAs.anchor) : undefined;
    return target ? { ...target, name: node.name, required: node.required, descriptionHtml: node.descriptionHtml ?? target.descriptionHtml } : node;
  }
}

function hasFields(n: SchemaNode): boolean {
  return Boolean(n.properties?.length || n.variants || (n.items && (n.items.properties?.length || n.items.variants || n.items.sameAs || n.items.shared)) || n.additional?.properties?.length || n.additional?.shared || n.sameAs || n.shared);
}
const objectItems = (n: SchemaNode) => Boolean(n.items && (n.items.properties?.length || n.items.variants || n.items.sameAs || n.items.shared));

function optionTitle(option: SchemaNode, i: number): string {
  return option.title || typeLabel(option) || `Option ${i + 1}`;
}

/** `string (uri)`, `array of integer`, `string | null`, `Name` for a recursive reference. */
export function typeLabel(n: SchemaNode): string {
  if (n.recursiveRef) return n.recursiveRef.name;
  const types = (n.types ?? []).filter((x) => x !== 'null');
  let label: string;
  if (types.length === 1 && types[0] === 'array') label = n.items ? `array of ${typeLabel(n.items)}` : 'array';
  else if (types.length) label = types.join(' | ') + (n.format ? ` (${n.format})` : '');
  else if (n.variants) label = n.variants.options.map((o, i) => optionTitle(o, i)).join(' | ');
  else label = n.sameAs?.name ?? n.title ?? 'any';
  return (n.types ?? []).includes('null') ? `${label} | null` : label;
}

function flags(n: SchemaNode): PhrasingContent[][] {
  const out: PhrasingContent[][] = [];
  if (n.deprecated && !/^\s*(<p>)?\s*Deprecated/i.test(n.descriptionHtml ?? '')) out.push([strong(t('Deprecated.'))]);
  if (n.readOnly) out.push([t('Read-only.')]);
  if (n.writeOnly) out.push([t('Write-only.')]);
  return out;
}

/** Allowed values, constant, default and constraints of a schema, as short sentences. */
function schemaFacts(n: SchemaNode): PhrasingContent[][] {
  const out: PhrasingContent[][] = [];
  if (Array.isArray(n.enum) && n.enum.length) out.push([t('One of: '), ...joined(n.enum.map((v) => [code(valueText(v))]), ', '), t('.')]);
  if (n.const !== undefined) out.push([t('Always '), code(valueText(n.const)), t('.')]);
  if (n.default !== undefined) out.push([t('Default: '), code(valueText(n.default)), t('.')]);
  if (n.constraints?.length) out.push([t(`${n.constraints.join(', ')}.`)]);
  return out;
}

/** The curl sample as plain text: the model holds it highlighted, and its text is exactly what the curl generator wrote. */
function curlSample(view: OperationView): string | undefined {
  const sample = view.samples?.find((s) => s.id === 'curl');
  if (!sample?.html) return undefined;
  return htmlText(sample.html).replace(/\n+$/, '');
}

// --- group and info pages ----------------------------------------------------

/** An API group's index page: its description and every operation with method, path and link. */
export function groupMarkdown(view: GroupView, opts: ApiMarkdownOptions & { title?: string }): string {
  const base: LinkBase = { url: opts.url, siteUrl: opts.siteUrl };
  const title = opts.title || view?.tag || 'API operations';
  try {
    const out: RootContent[] = [heading(1, title), ...blocks(view.descriptionHtml, base)];
    const ops = view.operations ?? [];
    if (ops.length) {
      out.push(heading(2, 'Operations'));
      out.push(list(ops.map((op) => item({ type: 'paragraph', children: [link(absolute(op.href ?? '', opts.siteUrl), t(op.summary || op.path)), t(': '), code(`${op.method} ${op.path}`)] }))));
    }
    return serialize({ type: 'root', children: out });
  } catch {
    return `# ${title}\n`;
  }
}

/** The API info page: version, base URL, description, security schemes, groups, machine-readable files. */
export function infoMarkdown(view: ApiInfoView, opts: ApiMarkdownOptions): string {
  const base: LinkBase = { url: opts.url, siteUrl: opts.siteUrl };
  const title = view?.title || 'API';
  try {
    const out: RootContent[] = [heading(1, title)];
    const meta = joined([view.version ? [t('Version '), code(view.version)] : [], view.serverUrl || opts.apiBaseUrl ? [t('Base URL '), code((view.serverUrl || opts.apiBaseUrl)!)] : []], ' · ');
    if (meta.length) out.push(para(...meta));
    out.push(...blocks(view.descriptionHtml, base));
    if (view.securitySchemes?.length) {
      out.push(heading(2, 'Security schemes'), list(view.securitySchemes.map((s) => item({ type: 'paragraph', children: credential(s, base) }))));
    }
    if (view.groups?.length) {
      out.push(heading(2, 'Operations'));
      out.push(list(view.groups.map((g) => item({ type: 'paragraph', children: [g.href ? link(absolute(g.href, opts.siteUrl), t(g.tag)) : t(g.tag), t(`: ${g.count} operation${g.count === 1 ? '' : 's'}`)] }))));
    }
    const files = [
      view.schemaHref && item({ type: 'paragraph', children: [link(absolute(view.schemaHref, opts.siteUrl), t('openapi.json')), t(': the resolved OpenAPI document this reference was built from.')] }),
      view.typesHref && item({ type: 'paragraph', children: [link(absolute(view.typesHref, opts.siteUrl), t('api.d.ts')), t(': TypeScript types of every path, request and response.')] }),
    ].filter((x): x is ListItem => Boolean(x));
    if (files.length) out.push(heading(2, 'Schema and types'), list(files));
    return serialize({ type: 'root', children: out as Root['children'] });
  } catch {
    return `# ${title}\n`;
  }
}
