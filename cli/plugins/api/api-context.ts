// What every step of the API model reads: the schema, its plan (which pages
// exist and where), the document's servers and security schemes, and how
// pages are named and found.
import type { ResolvedConfig } from '../../config.ts';
import type { ServerView } from '../../../renderer/api-types.ts';
import { planApi, type ApiPlan, type PlannedPage } from './plan.ts';
import { SchemaResolver } from './schema-tree.ts';
import { serverUrlOf, serverViews } from './servers.ts';
import type { LoadedSchema } from './source.ts';
import { obj, str, type Obj, type OpenApiDocument } from './values.ts';

/** A sample whose `html` is still to be highlighted (buildApiModel leaves that to its caller, to run in parallel). */
export interface PendingHighlight {
  sample: { html: string };
  code: string;
  language: string;
}

export interface ApiContext {
  config: ResolvedConfig;
  doc: Obj;
  resolver: SchemaResolver;
  /** A value with its `$ref` followed, as an object (empty when it is not one). */
  deref: (v: unknown) => Obj;
  /** File blamed for problems in generated pages. */
  file: string;
  siteRoutes: string[];
  plan: ApiPlan;
  docServers: ServerView[];
  /** Where a document without servers is sent: the config's API host, else the site's own URL. */
  apiBase: string;
  /** The document's first server's URL, else the site's API base URL. */
  serverUrl: string;
  /** The document's security schemes by name. */
  schemes: Obj;
  byKey: Map<string, PlannedPage>;
  opIdToPage: Map<string, PlannedPage>;
  /** Callbacks by the key of the operation that registers them. */
  childCallbacks: Map<string, PlannedPage[]>;
  /** A page's name in lists and the sidebar. */
  labelOf: (p: PlannedPage) => string;
  /** Where samples wait to be highlighted; without it they are highlighted at once. */
  highlights?: PendingHighlight[];
}

/** A description short enough to be a title: one line of plain words, at most 100 characters; its first letter capitalised. */
function oneLine(description: unknown): string | undefined {
  const text = str(description)?.trim().replace(/\.$/, '');
  if (!text || text.length > 100 || /[\n\r`[\]<>*_|#]/.test(text)) return undefined;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function apiContext(config: ResolvedConfig, schema: LoadedSchema, highlights?: PendingHighlight[]): ApiContext {
  const doc = obj(schema.document as OpenApiDocument);
  const resolver = new SchemaResolver(doc);
  const siteRoutes = schema.siteRoutes ?? [];
  const plan = planApi(doc, config.product.slug, siteRoutes);
  const docServers = serverViews(resolver, doc.servers);
  const opIdToPage = new Map<string, PlannedPage>();
  for (const p of plan.pages) if (p.kind === 'operation' && str(p.op.operationId)) opIdToPage.set(str(p.op.operationId)!, p);
  const childCallbacks = new Map<string, PlannedPage[]>();
  for (const p of plan.pages) if (p.parentKey) childCallbacks.set(p.parentKey, [...(childCallbacks.get(p.parentKey) ?? []), p]);
  // No server in the document: the config's API host, else the document's default (`/`, the site's origin).
  const apiBase = config.customFields.apiBaseUrl ?? config.url;
  return {
    config,
    doc,
    resolver,
    deref: (v) => obj(resolver.deref(v).value),
    file: schema.sourceFile,
    siteRoutes,
    plan,
    docServers,
    apiBase,
    serverUrl: serverUrlOf(docServers[0], apiBase),
    schemes: obj(obj(doc.components).securitySchemes),
    byKey: new Map(plan.pages.map((p) => [p.key, p])),
    opIdToPage,
    childCallbacks,
    // Without a summary, an operation is named by its operationId, else by its method and path.
    // Swagger 2.0 documents (Kubernetes') often give a one-line description instead: it is the better title.
    labelOf: (p) => (p.kind === 'webhook' ? p.name! : p.kind === 'callback' ? `${p.name} (callback)` : str(p.op.summary) || oneLine(p.op.description) || (p.derivedId ? `${p.method} ${p.path}` : p.id)),
    highlights,
  };
}
