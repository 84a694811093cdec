// Render stage: model → one HTML document per route, streamed to the sink.
// A page's content is rendered by its kind (from the sections' registry), the
// layout and chrome around it by the server renderer. Results are cached by a
// key of everything a page depends on, so `docs serve` re-renders only what an
// edit touched.
import { createHash } from 'node:crypto';
import { renderToString } from 'react-dom/server';
import type { ClientAssets } from './bundle.ts';
import type { ResolvedConfig } from './config.ts';
import { BuildError } from './errors.ts';
import { hashOf } from './sink.ts';
import { flattenLinks, neighbourIndex, pathIndex, type PageRecord, type SiteModel } from './model.ts';
import type { LinkSource, PageAdditions, PageContent, PageKind, ServerModule } from './plugins/types.ts';
import type { WorkerPool } from './workers/pool.ts';
import type { PageExtras, RenderedOffThread } from './workers/render-job.ts';
import type { Scan } from './check.ts';
import type { ClientConfig } from '../renderer/contract.ts';
import { withBase } from '../renderer/url.ts';
import { sidebarTitles } from './sidebar-titles.ts';
import type * as Server from '../renderer/server.tsx';

export interface RenderedPage {
  reused?: false;
  /** Taken from the render cache (the same key was rendered by an earlier serve build), not rendered now. */
  cached: boolean;
  /** Rendered on a worker thread. */
  offThread?: boolean;
  page: PageRecord;
  html: string;
  /** The content's own HTML. */
  contentHtml: string;
  /** Layout and content without the chrome (what the link check scans per page). */
  main: string;
  /** `main`'s ids and links, when the worker that rendered the page scanned them. */
  scan?: Scan;
  /** The page's Markdown twin, when the worker that rendered the page made it (see `extras`). */
  twin?: string;
  /** The page's search parts, when the worker that rendered the page made them (see `extras`). */
  searchParts?: RenderedOffThread['searchParts'];
  chrome: string[];
  key: string;
  /** Content hash of `html` (what the output manifest records). */
  hash: string;
  linkSources: LinkSource[];
}

/** A page ready to render: its data, content and render key. */
interface Prepared {
  page: PageRecord;
  pageData: Server.PageData;
  content: PageContent;
  key: string;
}

/**
 * Whether two values serialise to the same JSON: plain objects with the same keys in the same
 * order, equal arrays, equal primitives. Anything else (a Date, a class instance) counts as
 * different, so the caller serialises it.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return typeof a !== 'number' || Number.isFinite(a); // JSON writes NaN and ±Infinity as null
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i], b[i])) return false;
    return true;
  }
  const plain = (o: object) => {
    const proto = Object.getPrototypeOf(o);
    return proto === Object.prototype || proto === null;
  };
  if (Array.isArray(b) || !plain(a) || !plain(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  for (let i = 0; i < ka.length; i++) {
    if (ka[i] !== kb[i] || !sameJson((a as Record<string, unknown>)[ka[i]], (b as Record<string, unknown>)[kb[i]])) return false;
  }
  return true;
}

function renderError(error: Error, page: PageRecord): Error {
  if (error instanceof BuildError) return error;
  return new BuildError(`Rendering failed: ${error.message}`, { file: page.sourceFile }, 'Check the components and props used on this page.');
}

/** A page whose render key matches the previous build's: its file is reused, not rendered. */
export interface ReusedPage {
  reused: true;
  page: PageRecord;
  key: string;
  linkSources: LinkSource[];
}

export interface RenderInput {
  /** Whether the previous build's output for this page and key can stand (no-change rebuilds). */
  reusable?: (page: PageRecord, key: string) => boolean;
  model: SiteModel;
  assets: ClientAssets;
  server: ServerModule;
  kinds: Map<string, PageKind>;
  additions: (page: PageRecord) => PageAdditions;
  devScript?: string;
  /** Identifies the server renderer's code (a page's key changes with it). */
  rendererKey?: string;
  /** serve: kept by the builder between builds, so unchanged sidebars are not rendered again. */
  rendererCache?: Map<string, unknown>;
  /** serve: each page's key and what it was hashed from, by path (an unchanged page's key is not hashed again). */
  keys?: Map<string, { content: string; layout: string; key: string; pageData: Server.PageData }>;
  /**
   * `docs build`: worker threads that render the pages whose content is data (`PageContent.offThread`)
   * while this thread renders the rest. `serverFile` is the server renderer bundle they import;
   * `window` bounds the pages rendered ahead of being written.
   */
  offThread?: { pool: WorkerPool; serverFile: string; window: number };
  /** What is made from a page rendered on a worker, there, besides its HTML (the sections ask). */
  extras?: (page: PageRecord, key: string) => PageExtras | undefined;
  /** Render results by key from the previous build (serve), replaced on every build. */
  cache?: Map<string, { html: string; contentHtml: string; main: string; chrome: string[]; hash: string }>;
}

export function clientConfig(config: ResolvedConfig): ClientConfig {
  return {
    baseUrl: config.baseUrl,
    productName: config.product.name,
    apiBaseUrl: config.customFields.apiBaseUrl,
    apiClientId: config.customFields.apiClientId,
    sessionCookie: config.sessionCookie,
    links: config.links,
    storagePrefix: config.storagePrefix,
    colorMode: config.colorMode,
    announcementId: config.announcementBar?.id ?? null,
    hideOnScroll: config.navbar.hideOnScroll,
    errorReporting: config.errorReporting ? { dsn: config.errorReporting.dsn, environment: config.errorReporting.environment ?? 'production' } : null,
    search: config.search.hosted ? { backend: 'hosted', ...config.search.hosted } : { backend: 'builtin', indexPath: config.search.indexPath, language: config.search.language },
  };
}

function siteData(input: RenderInput): Server.SiteData {
  const { config } = input.model;
  return {
    title: config.title,
    titleDelimiter: config.titleDelimiter,
    url: config.url,
    baseUrl: config.baseUrl,
    productName: config.product.name,
    productSlug: config.product.slug,
    links: config.links,
    navbar: { title: config.navbar.title, hideOnScroll: config.navbar.hideOnScroll, items: config.navbar.items as Server.SiteData['navbar']['items'] },
    footer: config.footer,
    announcementBar: config.announcementBar,
    colorMode: config.colorMode,
    sidebars: input.model.sidebars,
    sidebarTitles: sidebarTitles(input.model),
    docRoutes: Object.fromEntries(input.model.pages.map((p) => [p.id, p.path])),
    ...homeLinks(input.model),
    storagePrefix: config.storagePrefix,
    clientConfig: clientConfig(config) as unknown as Record<string, unknown>,
    assets: { css: input.assets.css, js: input.assets.js, favicon: input.assets.favicon },
    tagManager: config.tagManager,
    devScript: input.devScript,
  };
}

/** Front matter the layout shows (Docusaurus keys): title hiding, keywords, Open Graph image, unlisted, tags, edit link, last update. */
function docExtras(page: PageRecord, config: ResolvedConfig): Partial<Server.PageData> {
  const fm = page.frontMatter;
  const meta: NonNullable<Server.PageData['meta']> = [];
  if (fm.keywords?.length) meta.push({ name: 'keywords', content: fm.keywords.join(', ') });
  if (fm.image) {
    const image = /^[a-z][a-z0-9+.-]*:|^\/\//i.test(fm.image) ? fm.image : config.url + withBase(config.baseUrl, fm.image.startsWith('/') ? fm.image : `/${fm.image}`);
    meta.push({ property: 'og:image', content: image }, { name: 'twitter:image', content: image });
  }
  return {
    ...(meta.length ? { meta } : {}),
    ...(fm.hide_title ? { hideTitle: true } : {}),
    ...(fm.unlisted ? { unlisted: true, noindex: true } : {}),
    ...(page.tags?.length ? { tags: page.tags } : {}),
    ...(page.editUrl ? { editUrl: page.editUrl } : {}),
    ...(page.lastUpdate ? { lastUpdate: page.lastUpdate } : {}),
  };
}

/** Without a page at `/`, the chrome links the first doc of the first sidebar instead (or the first page). */
function homeLinks(model: SiteModel): { homeHref: string; hasHome: boolean } {
  if (model.byPath.has('/')) return { homeHref: '/', hasHome: true };
  const first = Object.values(model.sidebars).map((items) => flattenLinks(items)[0]).find(Boolean);
  return { homeHref: first?.href ?? model.pages[0]?.path ?? '/', hasHome: false };
}

/**
 * What every page's layout is made of, as keys: the chrome and site data all
 * pages share, and each sidebar by id. A page's key takes the shared part and
 * its own sidebar only, so a change to one sidebar (a guide's new title)
 * re-renders the pages showing that sidebar, not every page. The sidebars and
 * doc routes reach other pages only through the navbar, whose HTML is keyed.
 */
function layoutKeys(site: Server.SiteData, renderer: Server.PageRenderer, rendererKey: string) {
  const { sidebars, docRoutes: _routes, ...shared } = site;
  const hash = createHash('sha256').update(JSON.stringify(shared)).update(rendererKey);
  for (const region of ['skip', 'announcement', 'navbar', 'footer']) hash.update('\0').update(renderer.chromeHtml(region));
  const common = hash.digest('hex');
  const bySidebar = new Map<string, string>();
  return (sidebar: string | undefined): string => {
    if (sidebar === undefined) return common; // also what renderPages reports as the shared layout's key
    let key = bySidebar.get(sidebar);
    if (key === undefined) bySidebar.set(sidebar, (key = createHash('sha256').update(common).update(JSON.stringify(sidebars[sidebar] ?? null)).digest('hex')));
    return key;
  };
}

/** Renders every page in model order, handing each to `emit` as soon as it is ready. */
export async function renderPages(
  input: RenderInput,
  emit: (page: RenderedPage | ReusedPage, renderer: Server.PageRenderer) => Promise<void>,
): Promise<{
  notFound: Server.RenderedDocument;
  renderer: Server.PageRenderer;
  /** Key of what every page shares around its content and sidebar. */
  layout: string;
  /** Unchanged pages were emitted after the changed ones (serve; see `reusedAfter`). */
  reordered: boolean;
}> {
  const { server, model } = input;
  const site = siteData(input);
  let renderer: Server.PageRenderer;
  await server.prepareRenderer();
  try {
    renderer = server.createRenderer(site, { navbarItemTypes: model.config.navbarItemTypes, cache: input.rendererCache });
  } catch (error) {
    if (error instanceof server.NavbarRenderError) throw new BuildError(error.message, { file: model.config.configFile });
    throw error;
  }
  // A site's own navbar item types are code in its config: their source is part of the key too.
  const customTypes = JSON.stringify(model.config.navbarItemTypes, (_k, v: unknown) => (typeof v === 'function' ? String(v) : v));
  const layoutKey = layoutKeys(site, renderer, `${input.rendererKey ?? ''}\0${String(server.createRenderer)}\0${customTypes}`);
  const neighbours = neighbourIndex(model);
  const { config } = model;
  const previous = input.cache ? new Map(input.cache) : undefined;
  input.cache?.clear();

  /** A page's data, content and render key. */
  const prepare = async (page: PageRecord): Promise<Prepared> => {
    const kind = input.kinds.get(page.kind);
    if (!kind) throw new BuildError(`No section renders pages of kind "${page.kind}".`, { file: page.sourceFile });
    const nb = neighbours.get(page.path) ?? {};
    const crumbs = page.sidebar ? (pathIndex(model.sidebars[page.sidebar] ?? []).get(page.path) ?? []) : [];
    const fm = page.frontMatter;
    const pageData: Server.PageData = {
      id: page.id,
      path: page.path,
      kind: page.kind,
      title: page.title,
      description: page.description,
      sidebar: page.sidebar,
      headings: page.headings,
      hideToc: fm.hide_table_of_contents ?? false,
      noFooter: fm.no_footer ?? false,
      tocMin: fm.toc_min_heading_level ?? config.toc.minHeadingLevel,
      tocMax: fm.toc_max_heading_level ?? config.toc.maxHeadingLevel,
      titleInContent: page.titleInContent,
      breadcrumbs: crumbs.filter((c) => c.href !== page.path).map((c) => ({ label: c.label, href: c.href ?? '' })),
      previous: nb.previous,
      next: nb.next,
      ...docExtras(page, config),
      ...input.additions(page),
    };
    const content = await kind.content(page, { server, model });
    const layout = layoutKey(page.sidebar);
    const known = input.keys?.get(page.path);
    let key: string;
    // serve: most pages' data is what it was (much of it the very same objects): compared, not serialised again.
    if (known && known.content === content.key && known.layout === layout && sameJson(known.pageData, pageData)) key = known.key;
    else {
      key = createHash('sha256').update(content.key).update(layout).update(JSON.stringify(pageData)).digest('hex');
      // A copy: rendering may set the page's headings on the object it renders from.
      input.keys?.set(page.path, { content: content.key, layout, key, pageData: { ...pageData } });
    }
    return { page, pageData, content, key };
  };

  /** Renders a page on this thread (or takes it from serve's render cache). */
  const renderHere = async ({ page, pageData, content, key }: Prepared): Promise<RenderedPage> => {
    let result = previous?.get(key);
    const cached = result !== undefined;
    if (!result) {
      try {
        const rendered = renderToString(await content.render());
        const contentHtml = content.finalize ? content.finalize(rendered) : rendered;
        if (content.tocFromHtml) pageData.headings = server.tocFromHtml(contentHtml);
        const doc = renderer.renderPage(pageData, contentHtml);
        result = { ...doc, contentHtml, hash: hashOf(doc.html) };
      } catch (error) {
        throw renderError(error as Error, page);
      }
    }
    input.cache?.set(key, result);
    return { page, key, linkSources: content.linkSources, cached, ...result };
  };

  // Pages go out through one queue, one at a time, whichever thread rendered them.
  let emitted: Promise<void> = Promise.resolve();
  /** Set once the build fails: pages finishing after that are not written (the sink is being abandoned). */
  let failed = false;
  const send = (page: RenderedPage | ReusedPage) => {
    if (failed) return emitted;
    emitted = emitted.then(() => emit(page, renderer));
    emitted.catch(() => {}); // awaited by the loop below; a page a worker finishes after a failure must not crash the process
    return emitted;
  };
  const offThread = input.offThread;
  const context = offThread && { key: `${input.rendererKey}\0${layoutKey(undefined)}`, data: { serverFile: offThread.serverFile, site, scripts: server.minifiedScripts() } };
  /** Pages a worker may render, waiting for a place in its window. */
  const waiting: Prepared[] = [];
  /** Pages posted to a worker and not yet written; a failed one fails the build (awaited at the end). */
  const posted = new Set<Promise<void>>();
  /** Posts waiting pages while the workers' window has room: beyond it, finished pages would only pile up. */
  const post = () => {
    while (offThread && posted.size < offThread.window && waiting.length) {
      const item = waiting.shift()!;
      const extras = input.extras?.(item.page, item.key);
      const content = extras ? { ...item.content.offThread!, extras } : item.content.offThread!;
      const done = offThread.pool.run({ type: 'render-page', context: context!, page: item.pageData, content }).then(
        (result) => send({ page: item.page, key: item.key, linkSources: item.content.linkSources, cached: false, offThread: true, ...result }),
        (error: Error) => {
          throw renderError(error, item.page);
        },
      );
      posted.add(done);
      const release = () => {
        posted.delete(done);
        post();
      };
      done.then(release, release);
    }
  };

  // serve: the pages an edit changed go out first, the unchanged ones after them (a changed page's
  // twin converts on a worker meanwhile; the tab waits for the changed page, not for the others).
  const reusedAfter: ReusedPage[] | undefined = input.cache && [];
  try {
    // First every page's key; pages a worker can render are posted as soon as they are known.
    const onThisThread: Prepared[] = [];
    for (const page of model.pages) {
      const item = await prepare(page);
      if (input.reusable?.(page, item.key)) {
        const reused: ReusedPage = { reused: true, page, key: item.key, linkSources: item.content.linkSources };
        if (reusedAfter) reusedAfter.push(reused);
        else await send(reused);
        continue;
      }
      if (offThread && item.content.offThread && !previous?.has(item.key)) {
        waiting.push(item);
        post();
      } else onThisThread.push(item);
    }
    // This thread renders the rest, then whatever the workers have not started.
    for (const item of onThisThread) await send(await renderHere(item));
    for (let item = waiting.shift(); item; item = waiting.shift()) await send(await renderHere(item));
    for (const reused of reusedAfter ?? []) void send(reused);
    while (posted.size) await Promise.all(posted);
    await emitted;
  } catch (error) {
    // Nothing may be written once the caller abandons the output: let what is under way settle first.
    failed = true;
    waiting.length = 0;
    while (posted.size) await Promise.allSettled([...posted]);
    await emitted.catch(() => {});
    throw error;
  }
  return { notFound: renderer.renderNotFound(), renderer, layout: layoutKey(undefined), reordered: !!reusedAfter?.length };
}
