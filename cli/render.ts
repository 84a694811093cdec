// Render stage: model → one HTML document per route, streamed to the caller.
// A page's content is rendered by its kind, the layout and chrome around it by
// the server renderer. Pages whose content is made from data go through the
// render job (render-job.ts) on the worker pool — a worker thread while this
// thread renders the rest, or this thread when it has nothing else to do.
import { createHash } from 'node:crypto';
import { renderToString } from 'react-dom/server';
import type { ClientAssets } from './bundle.ts';
import { CacheDamaged } from './cache.ts';
import { BuildError } from './errors.ts';
import { hashOf } from './sink.ts';
import { neighbourIndex, type PageRecord, type SiteModel } from './model.ts';
import type { LinkSource, PageAdditions, PageContent, PageKind, Rendered } from './plugin-api.ts';
import type { ServerModule } from './server-module.ts';
import type { WorkerPool } from './workers/pool.ts';
import type { RenderContext, RenderedPageData, RenderPageInput } from './render-job.ts';
import type { Scan } from './check.ts';
import { layoutKeys, pageDataOf, sameJson, siteData } from './page-data.ts';
import type { PageKeys } from './page-keys.ts';
import type * as Server from '../renderer/server.tsx';

export interface RenderedPage {
  reused?: false;
  /** Taken from serve's render cache (the same key was rendered by an earlier build), not rendered now. */
  cached: boolean;
  /** Rendered by a job on a worker thread. */
  offThread?: boolean;
  page: PageRecord;
  kind: PageKind;
  html: string;
  /** The content as rendered, with the twin and search parts its kind made meanwhile. */
  rendered: Rendered;
  /** Layout and content without the chrome (what the link check scans per page). */
  main: string;
  /** `main`'s ids and links, when the job that rendered the page scanned them. */
  scan?: Scan;
  chrome: string[];
  key: string;
  /** Content hash of `html` (what the output manifest records). */
  hash: string;
  linkSources: LinkSource[];
}

/** A page whose render key matches the previous build's: its file is reused, not rendered. */
export interface ReusedPage {
  reused: true;
  page: PageRecord;
  kind: PageKind;
  key: string;
  linkSources: LinkSource[];
  /** Its content rendered now (without the layout), for a plugin that needs it. */
  content: () => Promise<Rendered>;
}

/** What serve keeps of a rendered page, by render key. */
export type CachedRender = Omit<RenderedPageData, 'scan'>;

export interface RenderInput {
  model: SiteModel;
  assets: ClientAssets;
  server: ServerModule;
  /** The server renderer bundle's file (workers import it) and what identifies its code (part of every key). */
  serverFile: string;
  additions: (page: PageRecord) => PageAdditions;
  /** Whether the previous build's output for this page and key can stand (no-change rebuilds). */
  reusable: (page: PageRecord, key: string) => boolean;
  pool: WorkerPool;
  /** Pages posted to workers ahead of being written. */
  window: number;
  devScript?: string;
  /** serve: kept between builds, so unchanged sidebars are not rendered again. */
  rendererCache?: Map<string, unknown>;
  /** serve: each page's key and what it was hashed from (an unchanged page's key is not hashed again, its data not made again). */
  keys?: PageKeys;
  /** The plugins' additions read only the page's own record and the config (see PageKeys.begin). */
  additionsLocal?: boolean;
  /** serve's first build: routes requests wait for, keyed and written before the others. */
  wanted?: ReadonlySet<string>;
  /** serve, after an edit: the changed pages are written first (the open tab waits for one of them). */
  changedFirst?: boolean;
  /** serve: render results by key from the previous build, replaced on every build. */
  cache?: Map<string, CachedRender>;
}

function renderError(error: Error, page: PageRecord): Error {
  if (error instanceof BuildError || error instanceof CacheDamaged) return error;
  return new BuildError(`Rendering failed: ${error.message}`, { file: page.sourceFile }, 'Check the components and props used on this page.', error);
}

/** A page ready to render: its data, content and render key. */
interface Prepared {
  page: PageRecord;
  kind: PageKind;
  pageData: Server.PageData;
  content: PageContent;
  key: string;
}

const RENDER_PAGE = { module: 'core', export: 'renderPage' } as const;

/** Content rendered from React on this thread. */
async function renderReact(content: PageContent): Promise<string> {
  const html = renderToString(await content.render!());
  return content.finalize ? content.finalize(html) : html;
}

/** Renders every page in model order (serve: changed pages first), handing each to `emit` as soon as it is ready. */
export async function renderPages(
  input: RenderInput,
  emit: (page: RenderedPage | ReusedPage, renderer: Server.PageRenderer) => Promise<void> | void,
): Promise<{
  notFound: Server.RenderedDocument;
  renderer: Server.PageRenderer;
  /** Key of what every page shares around its content and sidebar. */
  layout: string;
  /** Pages were emitted out of model order (on several threads, or changed pages first). */
  reordered: boolean;
}> {
  const { server, model } = input;
  const site = siteData(model, input.assets, input.devScript);
  // Its inline scripts are minified already: the bundler does it as it loads the module (cli/bundle.ts).
  let renderer: Server.PageRenderer;
  try {
    renderer = server.createRenderer(site, { navbarItemTypes: model.config.navbarItemTypes, cache: input.rendererCache });
  } catch (error) {
    if (error instanceof server.NavbarRenderError) throw new BuildError(error.message, { file: model.config.configFile });
    throw error;
  }
  // A site's own navbar item types are code in its config: their source is part of the key, and only this thread can render them.
  const customTypes = JSON.stringify(model.config.navbarItemTypes, (_k, v: unknown) => (typeof v === 'function' ? String(v) : v));
  const layoutKey = layoutKeys(site, renderer, `${input.serverFile}\0${String(server.createRenderer)}\0${customTypes}`);
  const local = model.config.navbarItemTypes.length > 0;
  const context: RenderContext = { serverFile: input.serverFile, site, scripts: server.minifiedScripts(), ...(local ? { live: { server, renderer } } : {}) };
  const jobContext = { key: `${input.serverFile}\0${layoutKey(undefined)}`, data: context };
  const neighbours = neighbourIndex(model);
  const previous = input.cache ? new Map(input.cache) : undefined;
  input.cache?.clear();

  const kindOf = (page: PageRecord): PageKind => {
    const kind = model.kinds.get(page.kind);
    if (!kind) throw new BuildError(`No plugin renders pages of kind "${page.kind}".`, { file: page.sourceFile });
    return kind;
  };

  /** A page's data, content and render key. */
  const prepare = async (page: PageRecord): Promise<Prepared> => {
    const kind = kindOf(page);
    const content = await kind.content(page, { server, model });
    const layout = layoutKey(page.sidebar);
    const keys = input.keys;
    // serve: a page an edit cannot have changed keeps its data and key (rendering copies the data before it adds headings).
    const carried = keys?.carry(page, content.key, layout);
    if (carried) return { page, kind, pageData: carried.pageData, content, key: carried.key };
    const pageData = { ...pageDataOf(page, model, neighbours), ...input.additions(page) };
    const known = keys?.get(page.path);
    let key: string;
    // serve: most pages' data is what it was (much of it the very same objects): compared, not serialised again.
    if (known && known.content === content.key && known.layout === layout && sameJson(known.pageData, pageData)) key = known.key;
    else key = createHash('sha256').update(content.key).update(layout).update(JSON.stringify(pageData)).digest('hex');
    keys?.set(page, { content: content.key, layout, key, pageData: key === known?.key ? known.pageData : pageData });
    return { page, kind, pageData, content, key };
  };

  /** A page's rendering as a job (its content made from data): on a worker, or here when `here`. */
  const runJob = (item: Prepared, here: boolean): Promise<RenderedPageData> =>
    input.pool.run<RenderedPageData>(RENDER_PAGE, { page: item.pageData, content: item.content.job! } satisfies RenderPageInput, { context: jobContext, local: here || local });

  /** Renders a page on this thread (or takes it from serve's render cache). */
  const renderHere = async (item: Prepared): Promise<RenderedPage> => {
    const { page, kind, content, key } = item;
    const hit = previous?.get(key);
    let result: CachedRender;
    let scan: Scan | undefined;
    if (hit) result = hit;
    else {
      try {
        if (content.job) ({ scan, ...result } = await runJob(item, true));
        else {
          const contentHtml = await renderReact(content);
          // A copy with the headings: the prepared data is serve's record of the page's key (never changed).
          const pageData = content.tocFromHtml ? { ...item.pageData, headings: server.tocFromHtml(contentHtml) } : item.pageData;
          const doc = renderer.renderPage(pageData, contentHtml);
          result = { ...doc, contentHtml, hash: hashOf(doc.html) };
        }
      } catch (error) {
        throw renderError(error as Error, page);
      }
    }
    const cached = hit !== undefined;
    input.cache?.set(key, result);
    const { html, main, chrome, hash, ...rendered } = result;
    return { page, kind, key, linkSources: content.linkSources, cached, html, main, chrome, hash, scan, rendered };
  };

  /** A page's content alone, rendered now, for a page whose file stands (its twin or search parts are wanted). */
  const contentOf = async (page: PageRecord): Promise<Rendered> => {
    const item = await prepare(page);
    try {
      if (!item.content.job) return { contentHtml: await renderReact(item.content) };
      const { html: _h, main: _m, chrome: _c, hash: _x, scan: _s, ...rendered } = await runJob(item, true);
      return rendered;
    } catch (error) {
      throw renderError(error as Error, page);
    }
  };

  // Pages go out through one queue, one at a time, whichever thread rendered them.
  let emitted: Promise<void> = Promise.resolve();
  /** Set once the build fails: pages finishing after that are not written (the output is being abandoned). */
  let failed = false;
  const send = (page: RenderedPage | ReusedPage) => {
    if (failed) return emitted;
    emitted = emitted.then(() => emit(page, renderer));
    emitted.catch(() => {}); // awaited by the loop below; a page a worker finishes after a failure must not crash the process
    return emitted;
  };
  const offThread = input.pool.parallel && !local;
  /** Pages a worker may render, waiting for a place in the window. */
  const waiting: Prepared[] = [];
  /** Pages posted to a worker and not yet written; a failed one fails the build (awaited at the end). */
  const posted = new Set<Promise<void>>();
  let sentOffThread = false;
  /** Posts waiting pages while the window has room: beyond it, finished pages would only pile up. */
  const post = () => {
    while (posted.size < input.window && waiting.length) {
      const item = waiting.shift()!;
      const done = runJob(item, false).then(
        ({ html, main, chrome, hash, scan, ...rendered }) =>
          send({ page: item.page, kind: item.kind, key: item.key, linkSources: item.content.linkSources, cached: false, offThread: true, html, main, chrome, hash, scan, rendered }),
        (error: Error) => {
          throw renderError(error, item.page);
        },
      );
      sentOffThread = true;
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
  const reusedAfter: ReusedPage[] | undefined = input.changedFirst ? [] : undefined;
  try {
    // First every page's key; pages a worker can render are posted as soon as they are known.
    const onThisThread: Prepared[] = [];
    const keyed = new Set<PageRecord>();
    input.keys?.begin(model, !!input.additionsLocal);
    for (let i = 0; i < model.pages.length; ) {
      // serve's first build: a page a request waits for is keyed (and rendered, when it changed) first.
      let page = model.pages[i];
      const wanted = input.wanted?.size ? [...input.wanted].map((path) => model.byPath.get(path)).find((p) => p && !keyed.has(p)) : undefined;
      if (wanted) page = wanted;
      else i++;
      if (keyed.has(page)) continue;
      keyed.add(page);
      const item = await prepare(page);
      if (input.reusable(page, item.key)) {
        const reused: ReusedPage = { reused: true, page, kind: item.kind, key: item.key, linkSources: item.content.linkSources, content: () => contentOf(page) };
        if (reusedAfter) reusedAfter.push(reused);
        else if (input.wanted) void send(reused); // serve: its file is answered from now on (see PageWriter.reusable); keying goes on
        else await send(reused);
        continue;
      }
      if (wanted) {
        await send(await renderHere(item));
        continue;
      }
      if (offThread && item.content.job && !previous?.has(item.key)) {
        waiting.push(item);
        post();
      } else onThisThread.push(item);
    }
    input.keys?.end(model);
    // This thread renders the rest, then whatever the workers have not started.
    for (const item of onThisThread) await send(await renderHere(item));
    for (let item = waiting.shift(); item; item = waiting.shift()) await send(await renderHere(item));
    if (reusedAfter?.length) {
      // One task for them all, not a promise per page (a large site's edit passes every page).
      const all = reusedAfter;
      emitted = emitted.then(async () => {
        for (const reused of all) {
          if (failed) return;
          const done = emit(reused, renderer);
          if (done) await done;
        }
      });
      emitted.catch(() => {}); // awaited below
    }
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

  return { notFound: renderer.renderNotFound(), renderer, layout: layoutKey(undefined), reordered: sentOffThread || !!reusedAfter?.length };
}
