// Model stage for the API reference: one page per operation, webhook and
// callback (plus the API info page, one index per group and the interactive
// API page), built straight from the bundled schema. Which pages exist and
// where is decided by plan.ts; every value read may be anything a provider
// wrote. The steps, in order:
//   1. the context: the plan, the document's servers and schemes (api-context.ts);
//   2. each operation's page, view and console data (operation-page.ts);
//   3. the index pages, sidebar, info and interactive pages (reference-index.ts);
//   4. links in schema text resolved against every page's ids (schema-links.ts);
//   5. each page's content hash, made from exactly what it shows.
import { createHash } from 'node:crypto';
import type { ResolvedConfig } from '../../config.ts';
import type { PageRecord, SidebarItem } from '../../model.ts';
import type { ApiInfoView, ConsoleOperationData, GroupView, OperationView, SchemaNode } from '../../../renderer/api-types.ts';
import { apiContext, type ApiContext, type PendingHighlight } from './api-context.ts';
import { operationPage } from './operation-page.ts';
import { infoPage, interactivePage, referenceIndex } from './reference-index.ts';
import { fixHtmlFields, linkFixer } from './schema-links.ts';
import { staticFileOf } from './plan.ts';
import { deferLevels, examplesWithinBudget } from './schema-levels.ts';
import { eachNode, setUrls, SharedLevels, type SharedLevel } from './shared-levels.ts';
import { toolFingerprint } from '../../paths.ts';
import { withBase } from '../../../renderer/url.ts';
import { groupLine } from './console-facts.ts';
import type { LoadedSchema } from './source.ts';

export { METHODS, slugify } from './plan.ts';
export type { PendingHighlight } from './api-context.ts';

export interface ApiModel {
  pages: PageRecord[];
  sidebarItems: SidebarItem[];
  operations: Map<string, OperationView>;
  groups: Map<string, GroupView>;
  info: ApiInfoView;
  console: ConsoleOperationData[];
  /** Component structures shared by large pages (shared-levels.ts), one file each. */
  sharedLevels: SharedLevel[];
  /** The interactive API page's groups (tags with operations), each with its index page (else the info page) and count. */
  consoleGroups: { tag: string; href: string; count: number; description?: string }[];
}

/**
 * The first pass's result: every page's record and ids, each operation's view as JSON text (a view
 * is parsed again, finished and handed on one at a time: all of them as objects were 350 MiB of a
 * 4,000-operation schema's heap), and the rest of the model.
 */
export interface ApiModelDraft {
  config: ResolvedConfig;
  ctx: ApiContext;
  pages: PageRecord[];
  /** UTF-8: half of a JSON text V8 holds as two bytes a character (one `≤` in a view makes it so). */
  texts: Map<string, Buffer>;
  /** Per operation, where its samples still to be highlighted are in its view: [pending highlight, place]. */
  spots: Map<string, [number, SampleSpot][]>;
  idsByRoute: Map<string, Set<string>>;
  consoleOps: ConsoleOperationData[];
  shared: SharedLevels;
  index: ReturnType<typeof referenceIndex>;
  info: ApiInfoView;
}

/** A sample of a view: in its `samples`, or in a request mode's. */
type SampleSpot = [list: 's', at: number] | [list: 'm', mode: number, at: number];

/** With `highlights`, samples are left for the caller to highlight (before `finishApiModel`); without, they are highlighted here. */
export function draftApiModel(config: ResolvedConfig, schema: LoadedSchema, highlights?: PendingHighlight[]): ApiModelDraft {
  const ctx = apiContext(config, schema, highlights);
  const { plan } = ctx;
  /** Element ids of each generated page, for links written in schema text. */
  const idsByRoute = new Map<string, Set<string>>();
  const texts = new Map<string, Buffer>();
  const spots = new Map<string, [number, SampleSpot][]>();
  const consoleOps: ConsoleOperationData[] = [];
  const pages: PageRecord[] = [];
  const shared = new SharedLevels(ctx.resolver);
  for (const planned of plan.pages) {
    const first = highlights?.length ?? 0;
    const built = operationPage(ctx, planned, shared);
    if (highlights && highlights.length > first) spots.set(planned.key, samplesToHighlight(built.view, highlights, first));
    texts.set(planned.key, Buffer.from(JSON.stringify(built.view)));
    idsByRoute.set(planned.route, built.ids);
    if (built.console) consoleOps.push(built.console);
    pages.push(built.page);
  }

  // Index pages after the operations: a group's list is complete only once every tag is placed (tags may share a group).
  const index = referenceIndex(ctx);
  pages.push(...index.groupPages);
  const { info, page: infoRecord, ids: infoIds } = infoPage(ctx, index);
  pages.push(infoRecord, interactivePage(ctx, consoleOps));
  idsByRoute.set(plan.infoRoute, infoIds);
  for (const [key] of index.groups) idsByRoute.set(`/api/${key}/`, new Set());
  idsByRoute.set('/interactive-api/', new Set(consoleOps.map((o) => o.operationId)));
  return { config, ctx, pages, texts, spots, idsByRoute, consoleOps, shared, index, info };
}

/** Where the samples pushed to `highlights` since `first` are in `view` (a sample may be in two lists). */
function samplesToHighlight(view: OperationView, highlights: PendingHighlight[], first: number): [number, SampleSpot][] {
  const found: [number, SampleSpot][] = [];
  for (let i = first; i < highlights.length; i++) {
    const { sample } = highlights[i];
    view.samples.forEach((s, at) => s === sample && found.push([i, ['s', at]]));
    view.sampleModes?.forEach((m, mode) => m.samples.forEach((s, at) => s === sample && found.push([i, ['m', mode, at]])));
  }
  return found;
}

/**
 * The second pass: links in schema text resolved, shared levels and deferred levels placed, each
 * operation's view finished (its samples highlighted, when they were left to the caller) and given
 * to `store`, then dropped. The draft's texts go as they are read.
 */
export function finishApiModel(draft: ApiModelDraft, store: (key: string, view: OperationView) => void, highlights?: PendingHighlight[]): Omit<ApiModel, 'operations'> {
  const { config, ctx, pages, texts, spots, idsByRoute, consoleOps, shared, index, info } = draft;
  const { plan } = ctx;
  const { groups, tagsWithOps } = index;
  // Links in schema text: kept when they lead somewhere in the site, else shown as text.
  const fix = linkFixer(plan, idsByRoute, new Set(ctx.siteRoutes), ctx.opIdToPage, config.baseUrl, staticFileOf(config.rootDir));
  for (const [key, view] of groups) fixHtmlFields(view, `/api/${key}/`, fix);
  fixHtmlFields(info, plan.infoRoute, fix);

  // The shared structures, built once each; the pages get their files' URLs.
  const sharing = shared.size ? shared.finish(fix, config.baseUrl) : undefined;

  // Each page's content hash is the hash of exactly what it shows (its view, links resolved), so an
  // edit to one operation changes that operation's page, and the pages that list it, and no other.
  const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value) ?? '').digest('hex').slice(0, 16);
  for (const page of pages) {
    if (page.kind !== 'api-operation') continue;
    const key = page.generatedKey!;
    const view = JSON.parse(texts.get(key)!.toString('utf8')) as OperationView;
    texts.delete(key);
    fixHtmlFields(view, page.path, fix);
    if (sharing) for (const root of schemaRoots(view)) setUrls(root, sharing.urlOf);
    // Pages whose schemas are too large to draw whole leave their deeper levels to a file (schema-levels.ts).
    examplesWithinBudget(view);
    const deferred = deferLevels(view);
    const twinHref = withBase(config.baseUrl, `${page.path.replace(/\/$/, '')}.md`);
    if (!deferred) {
      // Shared levels only: the placeholders link to the twin.
      if (sharing && schemaRoots(view).some(hasShared)) view.schemaLevels = { anchors: [], depths: [], twinHref };
    } else {
      const name = createHash('sha256').update(JSON.stringify(view)).update(toolFingerprint()).digest('hex').slice(0, 10);
      const file = `/assets/api/levels/${view.operationId.replace(/[^A-Za-z0-9_-]+/g, '-').slice(0, 100)}-${name}.json`;
      view.schemaLevels = { url: withBase(config.baseUrl, file), anchors: [...deferred.lazy.keys()], depths: [...deferred.lazy.values()], twinHref };
      // The ids the levels file holds: links to them (a "described above") are checked as the page's own.
      page.clientIds = [...(page.clientIds ?? []), ...deferred.ids.keys()];
    }
    // The hash covers the samples' code (their `html` until highlighted).
    page.contentHash = hashOf(view);
    for (const [i, spot] of spots.get(key) ?? []) {
      const list = spot[0] === 's' ? view.samples : view.sampleModes![spot[1]].samples;
      list[spot[spot.length - 1] as number].html = highlights![i].sample.html;
    }
    store(key, view);
  }

  const opsByTag = new Map<string, number>();
  for (const o of consoleOps) opsByTag.set(o.tag, (opsByTag.get(o.tag) ?? 0) + 1);
  const consoleGroups = tagsWithOps
    .filter((tag) => opsByTag.has(tag))
    .map((tag) => ({ tag, href: plan.folderOf.has(tag) ? `/api/${plan.folderOf.get(tag)}/` : plan.infoRoute, count: opsByTag.get(tag)!, ...(groupLine(plan.tagDefs.get(tag)?.description) && { description: groupLine(plan.tagDefs.get(tag)?.description) }) }));

  for (const page of pages) {
    const key = page.generatedKey!;
    if (page.kind === 'api-group') page.contentHash = hashOf([key, groups.get(key) ?? null]);
    else if (page.kind === 'api-info') page.contentHash = hashOf(info);
    else if (page.kind === 'interactive-api') page.contentHash = hashOf([consoleOps, consoleGroups]);
  }
  return { pages, sidebarItems: index.sidebarItems, groups, info, console: consoleOps, consoleGroups, sharedLevels: sharing?.files ?? [] };
}

/** Both passes, every view kept (tests, tools): samples highlighted as they are made. */
export function buildApiModel(config: ResolvedConfig, schema: LoadedSchema): ApiModel {
  const operations = new Map<string, OperationView>();
  const model = finishApiModel(draftApiModel(config, schema), (key, view) => operations.set(key, view));
  return { ...model, operations };
}

function hasShared(root: SchemaNode): boolean {
  let found = false;
  eachNode(root, (n) => void (n.shared && (found = true)));
  return found;
}

/** The schemas of an operation's page. */
function schemaRoots(view: OperationView): SchemaNode[] {
  const out: SchemaNode[] = [];
  for (const g of view.parameters) for (const p of g.items) out.push(p.schema);
  for (const c of view.requestBody?.contents ?? []) if (c.schema) out.push(c.schema);
  for (const r of view.responses) {
    for (const h of r.headers) if (h.schema) out.push(h.schema);
    for (const c of r.contents) if (c.schema) out.push(c.schema);
  }
  return out;
}
