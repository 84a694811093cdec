// The pipeline, read top to bottom: config → plugins load (concurrently, the
// tool's bundles meanwhile) → model → render (pages stream into the output as
// they are made, the link check collecting ids and links) → the plugins'
// extra and site-wide files → check → commit. The core knows stages, not
// content: every kind of page is a plugin (cli/plugins/, and the site's own).
// `build` runs it once; `docs serve`'s context (context.ts) runs it per edit.
import { stop as stopEsbuild } from 'esbuild';
import { SavedBuild, type PreviousBuild } from './build-state.ts';
import { CacheDamaged } from './cache.ts';
import { LinkChecker } from './check.ts';
import { BuildError, BuildErrors } from './errors.ts';
import { OutLock } from './out-lock.ts';
import { faultPoint } from './fault.ts';
import type { ResolvedConfig } from './config.ts';
import { createModel, type SiteModel } from './model.ts';
import { tierForBuild, tierForSite } from './tiering.ts';
import type { BuildContext, Contribution, Output, PageAdditions, PageKind, Plugin } from './plugin-api.ts';
import { PageWriter } from './page-writer.ts';
import type { LocalAdditions } from './page-keys.ts';
import { renderPages, type RenderInput } from './render.ts';
import { Session, type BuildOptions } from './session.ts';
import { writeSiteWide } from './site-wide.ts';
import type { Manifest } from './sink.ts';
import { Stages } from './stages.ts';
import { compactHeap } from './heap.ts';
import { assetFiles } from './bundle.ts';
import { searchLanguageCode } from '../renderer/search/language.ts';
import { report } from './report/index.ts';

export type { BuildOptions } from './session.ts';

export interface BuildResult {
  config: ResolvedConfig;
  model: SiteModel;
  /** Every file of the site in out/, path under out/ → content hash (serve: the site-wide files as last written). */
  manifest: Manifest;
  /** Files this build wrote or removed in out/ (paths under out/); undefined when out/ was made anew. */
  changed?: string[];
  /** Key of what every page shares around its content and sidebar. */
  layout: string;
  /** Files and folders to watch (`docs serve`): the config's own files (its imports, its sidebars file) and the plugins'. */
  watch: string[];
  /** serve: the site-wide files are still to be written: this writes them into `out` (false: `stop` gave the pass up). */
  siteWide?: (out: Output, stop: () => boolean) => Promise<boolean>;
  /** The site-wide files, when this build wrote them. */
  siteWideFiles?: Set<string>;
  stats: { pages: number; reused: number; rendered: number; offThread: number; files: number; ms: Record<string, number>; total: number };
}

/** What serve's context adds to a build: its render caches and the markup every page carries. */
export type WatchExtras = Pick<RenderInput, 'rendererCache' | 'keys' | 'cache' | 'wanted'>;

/**
 * One build of the site, start to finish: `docs build`. One at a time per output folder. A cache
 * may make it faster, never broken: a build that fails on a damaged cache entry, or on an error
 * nobody expected while it used cached work, is made once more without the cache.
 */
export async function build(options: BuildOptions): Promise<BuildResult> {
  const first = new Session(options, false);
  try {
    return await buildOnce(first);
  } catch (error) {
    if (!first.usedCache || !cacheMayBeAtFault(error) || options.signal?.aborted) throw error;
    first.log(`The build failed (${describe(error)}) after using cached work; building once more without the cache, to rule the cache out.`);
    await first.forgetCaches();
    return await buildOnce(new Session(options, false));
  } finally {
    report().done(); // report: the build ended
  }
}

async function buildOnce(session: Session): Promise<BuildResult> {
  let lock: OutLock | undefined;
  try {
    return await runBuild(session, (config, ctx) => {
      lock = OutLock.acquire(config.outDir, 'build');
      return new SavedBuild(ctx.cache.area('build'), config.outDir);
    });
  } finally {
    lock?.release();
    await session.dispose();
  }
}

/** Whether an error may come from a cache entry: one found damaged, or one no check of the input raised. */
function cacheMayBeAtFault(error: unknown): boolean {
  if (error instanceof CacheDamaged) return true;
  if (error instanceof BuildErrors) return false;
  const cause = error instanceof BuildError ? error.cause : error;
  return cause instanceof Error && !(cause instanceof BuildError) && cause.name !== 'AbortError';
}

function describe(error: unknown): string {
  const cause = error instanceof BuildError && error.cause instanceof Error ? error.cause : error;
  return (cause instanceof Error ? cause.message : String(cause)).split('\n')[0];
}

/** The pipeline. `previousOf` says what the last build left (on disk, or serve's memory). */
export async function runBuild(
  session: Session,
  previousOf: (config: ResolvedConfig, ctx: BuildContext) => PreviousBuild,
  extras: WatchExtras = {},
): Promise<BuildResult> {
  const stages = new Stages(session.log);
  const stopped = () => session.options.signal?.throwIfAborted();
  session.inputs.reset();
  report().stage('config'); // report: stage
  const { config, plugins } = await session.config();
  const ctx = session.context(config);
  tierForBuild(!!ctx.watch);
  stages.lap('config');

  const bundles = session.bundles(config);
  bundles.catch(() => {}); // awaited below, after the plugins' own errors
  report().stage('load'); // report: stage
  const loaded = await loadPlugins(plugins, ctx);
  stages.lap('load');
  if (!ctx.watch) compactHeap();

  report().stage('model'); // report: stage
  const kinds = new Map<string, PageKind>(loaded.flatMap((c) => Object.entries(c.kinds ?? {})));
  const model = createModel(config, loaded.flatMap((c) => c.pages ?? []), Object.assign({}, ...loaded.map((c) => c.sidebarItems)), kinds, {
    sidebars: Object.assign({}, ...loaded.map((c) => c.sidebars)),
    menus: loaded.flatMap((c) => c.menus ?? []),
  });
  tierForSite(model.pages.length);
  stages.lap('model');

  report().stage('assets'); // report: stage
  const { assets, server, serverFile } = await bundles;
  // Every bundle of a one-shot build is made by now (the plugins' own too): esbuild's service
  // process, 100–500 MB once it has bundled, goes now rather than at exit. A later bundle would
  // start it again.
  if (!ctx.watch) await stopEsbuild().catch(() => {});
  stages.lap('assets');

  stopped();
  const previous = previousOf(config, ctx);
  const out = previous.open();
  const checker = new LinkChecker(session.scans, previous.check);
  const writer = new PageWriter(out, previous, checker, plugins, model, stopped);
  try {
    report().stage('render'); // report: stage
    const rendered = await renderPages(
      { model, assets, server, serverFile, pool: session.pool, window: 48, additions: (page) => pageAdditions(plugins, page, model), additionsLocal: plugins.every(additionsLocal), reusable: (page, key) => writer.reusable(page, key), changedFirst: !!previous.defersSiteWide, ...extras },
      (page, renderer) => writer.write(page, renderer),
    );
    await out.write('404.html', rendered.notFound.html);
    // Trimmed sidebars' fragments: those of every sidebar a page shows, rendered now or not.
    for (const [path, contents] of rendered.renderer.extraFiles(new Set(model.pages.flatMap((p) => (p.sidebar ? [p.sidebar] : []))))) await out.write(path, contents);
    stages.lap('render');
    if (!ctx.watch) compactHeap();

    report().stage('files'); // report: stage
    for (const [path, contents] of assetFiles(assets, searchLanguages(model))) await out.write(path, contents, session.assetHash(contents));
    for (const plugin of plugins) await plugin.finish?.(ctx, out, model);
    await session.pagesDone();
    // The render threads are gone; the API types' thread starts with the site-wide files.
    if (!ctx.watch) compactHeap(true);
    let siteWideFiles: Set<string> | undefined;
    if (!previous.defersSiteWide) {
      const before = new Set(out.manifest.keys());
      await writeSiteWide(plugins, ctx, out, model);
      siteWideFiles = new Set([...out.manifest.keys()].filter((p) => !before.has(p)));
    }
    stages.lap('files');
    if (!ctx.watch) compactHeap();

    report().stage('check'); // report: stage
    // The previous build's files this one lacks (a walk over every file of the site: once).
    const removed = previous.removed(out);
    writer.check(config, removed, previous.lastSiteWide, rendered.reordered);
    stages.lap('check');
    stopped(); // the last moment a stop leaves out/ as it was
    report().stage('write'); // report: stage
    await out.commit();
    faultPoint('saved');
    previous.save(writer.pages, out);
    stages.lap('write');

    const { reused, renderedCount, offThread } = writer;
    return {
      config,
      model,
      manifest: out.manifest,
      changed: out.inPlace ? [...out.changed(), ...(removed ?? [])] : undefined,
      layout: rendered.layout,
      watch: [...session.configSources, ...loaded.flatMap((c) => c.watch ?? [])],
      siteWide: previous.defersSiteWide ? (into, stop) => writeSiteWide(plugins, ctx, into, model, stop) : undefined,
      siteWideFiles,
      stats: { pages: model.pages.length, reused, rendered: renderedCount, offThread, files: out.manifest.size, ms: stages.ms, total: stages.total() },
    };
  } catch (error) {
    await out.abort();
    throw error;
  } finally {
    stages.stop();
  }
}

/** The languages the site is searched in: the config's, and each locale's (as its pages' search client and index take it). */
function searchLanguages(model: SiteModel): Set<string> {
  const fallback = model.config.search.language;
  const codes = new Set([fallback]);
  for (const page of model.pages) if (page.scope?.lang) codes.add(searchLanguageCode(page.scope.lang) ?? fallback);
  return codes;
}

/** The plugins load concurrently (MDX compiles while the schema lints); every one is awaited before the first error is thrown. */
async function loadPlugins(plugins: Plugin[], ctx: BuildContext): Promise<Contribution[]> {
  const settled = await Promise.allSettled(plugins.map(async (p) => (await p.load?.(ctx)) ?? {}));
  const failed = settled.find((r) => r.status === 'rejected');
  if (failed) throw (failed as PromiseRejectedResult).reason;
  return settled.map((r) => (r as PromiseFulfilledResult<Contribution>).value);
}

/** Whether a plugin's additions read only the page's own record and the config (a built-in one says so; a site's own may read anything). */
function additionsLocal(plugin: Plugin): boolean {
  return !plugin.pageAdditions || (plugin as Partial<LocalAdditions>).additionsReadPageOnly?.() === true;
}

/** What the plugins add to one page's head and header. */
function pageAdditions(plugins: Plugin[], page: Parameters<NonNullable<Plugin['pageAdditions']>>[0], model: SiteModel): PageAdditions {
  const all: PageAdditions = {};
  for (const plugin of plugins) {
    const add = plugin.pageAdditions?.(page, model);
    if (add?.headLinks) (all.headLinks ??= []).push(...add.headLinks);
    if (add?.actions) (all.actions ??= []).push(...add.actions);
    if (add?.menus) all.menus = { ...all.menus, ...add.menus };
    if (add?.strings) all.strings = { ...all.strings, ...add.strings };
    if (add?.client) all.client = { ...all.client, ...add.client };
    // The rest: the last plugin that says wins.
    for (const key of ['canonical', 'noindex', 'html', 'notice'] as const) if (add?.[key] !== undefined) (all as Record<string, unknown>)[key] = add[key];
  }
  return all;
}

