// One operation, webhook or callback page: its view (parameters, bodies,
// responses, errors, servers, samples), its console data, its headings and
// its page record. The parts are built in page order (see TreeBuilder).
import type { TocEntry } from '../../mdx/compile-data.ts';
import type { PageRecord } from '../../model.ts';
import type { ConsoleOperationData, OperationView, ResponseView } from '../../../renderer/api-types.ts';
import type { ApiContext } from './api-context.ts';
import { consoleOperation } from './console-data.ts';
import { markdownToHtml } from './markdown.ts';
import { PARAM_PLACES, requestParameters } from './operation-params.ts';
import { errorList, requestBodyView, responseViews } from './operation-responses.ts';
import { operationSamples } from './operation-samples.ts';
import type { PlannedPage } from './plan.ts';
import { TreeBuilder, TreeTooLarge } from './schema-tree.ts';
import { PAGE_SHARE_LEVELS, SHARE_AFTER, type SharedLevels } from './shared-levels.ts';
import { securityViews } from './security.ts';
import { operationServers } from './servers.ts';
import { str } from './values.ts';

/** Ids the page layout uses itself. */
const LAYOUT_IDS = ['authentication', 'servers', 'request', 'request-body', 'responses', 'errors', 'callbacks', 'code-samples', ...PARAM_PLACES.map((k) => `${k}-parameters`)];

export interface OperationPage {
  view: OperationView;
  /** Element ids on the page, for links written in schema text. */
  ids: Set<string>;
  /** Operations only: what the interactive API page knows of it. */
  console?: ConsoleOperationData;
  page: PageRecord;
}

/**
 * The page's parameters, body and responses, in page order. Schemas that grow
 * past SHARE_AFTER are built again with their deep components shared
 * (shared-levels.ts); smaller ones are drawn whole, as before.
 */
function schemaParts(ctx: ApiContext, planned: PlannedPage, shared?: SharedLevels) {
  const { op, pathItem } = planned;
  const attempt = (share: boolean) => {
    const builder = new TreeBuilder(ctx.resolver);
    for (const id of LAYOUT_IDS) builder.anchor(id);
    if (share && shared) builder.share = { sink: shared, ...PAGE_SHARE_LEVELS };
    else if (shared) builder.limit = SHARE_AFTER;
    const params = requestParameters(ctx, builder, op, pathItem);
    const body = op.requestBody !== undefined ? ctx.deref(op.requestBody) : undefined;
    const requestBody = requestBodyView(ctx, builder, body);
    const responses = responseViews(ctx, builder, op);
    return { builder, params, body, requestBody, responses };
  };
  try {
    return attempt(false);
  } catch (error) {
    if (!(error instanceof TreeTooLarge)) throw error;
    if (shared) shared.route = planned.route;
    return attempt(true);
  }
}

/** `shared`: where components of large pages go (without, every page is drawn whole). */
export function operationPage(ctx: ApiContext, planned: PlannedPage, shared?: SharedLevels): OperationPage {
  const { op, pathItem, kind } = planned;
  const isOperation = kind === 'operation';
  const { builder, params, body, requestBody, responses } = schemaParts(ctx, planned, shared);
  const errors = errorList(responses);
  const servers = operationServers(ctx.resolver, op, pathItem, ctx.docServers, ctx.serverUrl);
  const security: unknown = op.security ?? ctx.doc.security ?? [];
  const { bodies, requests, samples, modeSamples } = operationSamples(ctx, planned, params, body, requestBody, security, servers.url);

  const parent = planned.parentKey ? ctx.byKey.get(planned.parentKey) : undefined;
  const view: OperationView = {
    kind,
    operationId: planned.id,
    method: planned.method,
    path: planned.path,
    summary: ctx.labelOf(planned),
    tag: planned.tag,
    descriptionHtml: markdownToHtml([kind !== 'operation' ? str(op.summary) : undefined, str(op.description)].filter(Boolean).join('\n\n')).html,
    deprecated: planned.deprecated,
    serverUrl: servers.url,
    servers: servers.show && isOperation ? servers.servers : [],
    security: isOperation ? securityViews(ctx, security) : [],
    parameters: params.groups,
    ...(params.signing && isOperation && { signing: params.signing }),
    requestBody,
    responses,
    errors: kind === 'operation' ? errors : [],
    samples,
    ...(modeSamples.length > 1 && { sampleModes: modeSamples }),
    requests,
    tryItHref: isOperation ? `/interactive-api/#${planned.id}` : undefined,
    name: planned.name,
    parent: parent ? { label: ctx.labelOf(parent), href: parent.route, method: parent.method } : undefined,
    callbacks: (ctx.childCallbacks.get(planned.key) ?? []).map((c) => ({ name: c.name!, method: c.method, path: c.path, href: c.route })),
  };
  const console = isOperation ? consoleOperation(ctx, planned, view, params, body, bodies, servers, security) : undefined;

  const what = kind === 'webhook' ? `The ${planned.name} webhook` : kind === 'callback' ? `The ${planned.name} callback` : `${planned.method} ${planned.path}`;
  const description = (str(op.summary) && kind === 'operation' ? `${str(op.summary)}: ` : '') + `${what} in the ${ctx.config.product.name} API.`;
  const page: PageRecord = {
    id: `api/${planned.key}`,
    path: planned.route,
    kind: 'api-operation',
    title: view.summary,
    description,
    headings: operationHeadings(view, responses, isOperation),
    sourceFile: ctx.file,
    frontMatter: {},
    sourceLinks: [],
    titleInContent: false,
    generatedKey: planned.key,
    contentHash: '', // set once links in the view are resolved (buildApiModel)
    method: planned.method,
  };
  return { view, ids: builder.ids, console, page };
}

/** The page's table of contents. */
function operationHeadings(view: OperationView, responses: ResponseView[], isOperation: boolean): TocEntry[] {
  const headings: TocEntry[] = [];
  // The samples come right after the description (the right pane on wide screens).
  if (view.samples.length) headings.push({ depth: 2, id: 'code-samples', text: 'Code samples' });
  if (isOperation) headings.push({ depth: 2, id: 'authentication', text: 'Authentication' });
  if (view.servers.length) headings.push({ depth: 2, id: 'servers', text: 'Servers' });
  if (view.parameters.length || view.requestBody) {
    headings.push({ depth: 2, id: 'request', text: isOperation ? 'Request' : 'Payload' });
    for (const g of view.parameters) headings.push({ depth: 3, id: g.anchor, text: g.title });
    if (view.requestBody) headings.push({ depth: 3, id: 'request-body', text: isOperation ? 'Request body' : 'Body' });
  }
  headings.push({ depth: 2, id: 'responses', text: isOperation ? 'Responses' : 'Expected response' });
  for (const res of responses) headings.push({ depth: 3, id: res.anchor, text: res.title });
  if (view.errors.length) headings.push({ depth: 2, id: 'errors', text: 'Errors' });
  if (view.callbacks.length) headings.push({ depth: 2, id: 'callbacks', text: 'Callbacks' });
  return headings;
}
