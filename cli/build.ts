// The pipeline: config → sections load (concurrently) → model → assets →
// render, streaming every page into the output sink while the link check
// collects ids and links → sections' extra files → check → commit. The build
// knows stages, not content kinds: those are sections (cli/plugins/).
// `docs serve` keeps a SiteBuilder alive so its caches make rebuilds incremental.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { BuildState, scanOf, type PageState } from './build-state.ts';
import { Bundler, clientAssetsCache } from './bundle.ts';
import { CacheRoot, settleCacheWrites } from './cache.ts';
import { CheckMemory, LinkChecker, type Scan } from './check.ts';
import { loadConfig, type ResolvedConfig } from './config.ts';
import { createModel, routeManifest, type PageRecord, type SidebarItem, type SiteModel } from './model.ts';
import { renderPages, type RenderInput } from './render.ts';
import { createSections } from './plugins/index.ts';
import { report } from './report/index.ts';
import type { BuildContext, PageAdditions, PageKind, Section, WrittenPage } from './plugins/types.ts';
import { hashOf, OutputSink, type Manifest } from './sink.ts';
import { sitemapXml } from './sitemap.ts';
import type * as Server from '../renderer/server.tsx';
import type { PageExtras } from './workers/render-job.ts';
import { WorkerPool } from './workers/pool.ts';

export interface BuildOptions {
  configFile: string;
  /** Overrides the config's output folder. */
  outDir?: string;
  offline?: boolean;
  strictSchema?: boolean;
  /** Include pages marked `draft: true` (serve does). */
  drafts?: boolean;
  /** Markup appended to every page (serve's live-reload client). */
  devScript?: string;
  /** serve: update out/ in place (only changed files) and keep render results in memory. */
  incremental?: boolean;
  log?: (message: string) => void;
  env?: NodeJS.ProcessEnv;
}

export interface BuildResult {
  config: ResolvedConfig;
  model: SiteModel;
  /** Every file of the site in out/, path under out/ → content hash. */
  manifest: Manifest;
  /**
   * serve, when the build updated the previous out/ in place: the files it wrote
   * or removed (paths under out/). Undefined when out/ was replaced as a whole.
   */
  changed?: string[];
  /**
   * serve: the site-wide files (sitemap, route manifest, search index, llms
   * files…), made from every page, still to be written. The pages are in out/
   * already; call this before the next build. It returns the new manifest, or
   * undefined when `stop` said to leave the files to a later build (a new
   * edit came in) or a later build has started.
   */
  deferred?: (stop?: () => boolean) => Promise<Manifest | undefined>;
  /**
   * serve: whether what every page shares around its content and sidebar (navbar, footer,
   * announcement, assets, site data) is the same as in the last build, so an open page can take
   * its new content and sidebar in place.
   */
  sameLayout?: boolean;
  stats: {
    pages: number;
    /** Pages whose previous file stands (their render key is unchanged). */
    reused: number;
    /** Pages rendered by this build (the rest were reused or taken from serve's render cache). */
    rendered: number;
    /** Of those, the pages a worker thread rendered. */
    offThread: number;
    files: number;
    ms: Record<string, number>;
    total: number;
  };
}

/** A page as the last serve build left it: its key, file and what the link check read from it. */
interface ServedPage {
  key: string;
  file: string;
  hash: string;
  scan: Scan;
  chrome: string[];
}

export class SiteBuilder {
  readonly sections: Section[] = createSections();
  /** Threads for CPU-bound jobs (MDX, Markdown twins); kept between serve's rebuilds. */
  private readonly workers = new WorkerPool();
  private bundler?: Bundler;
  private cache?: CacheRoot;
  private readonly scans = new Map<string, Scan>();
  private readonly renders: NonNullable<RenderInput['cache']> = new Map();
  /** serve: the last build's pages and other files, except the site-wide ones (`siteWide`). */
  private manifest?: Manifest;
  /** serve: the site-wide files as last written (written after the pages: see `deferred`). */
  private siteWide?: Manifest;
  /** serve: the last build's pages, so unchanged ones are neither rendered nor written again. */
  private served = new Map<string, ServedPage>();
  /** serve: what the last link check that passed read, so the next checks only what changed. */
  private readonly checked = new CheckMemory();
  private readonly rendererCache = new Map<string, unknown>();
  private readonly pageKeys: NonNullable<RenderInput['keys']> = new Map();
  private readonly assetHashes = new WeakMap<Uint8Array, string>();
  /** serve: the key of the last build's shared layout. */
  private layout?: string;
  /** Counts builds: a deferred pass of an older build never writes. */
  private generation = 0;
  private config?: { stamp: string; config: ResolvedConfig };
  /** serve: whether the state `docs build` left for this out/ is forgotten (see `run`). */
  private forgotBuildState = false;

  constructor(private readonly options: BuildOptions) {}

  /** Source files the last build read that changed since (serve builds again when there are any). */
  staleSources(): string[] {
    return this.sections.flatMap((s) => s.staleSources?.() ?? []);
  }

  /** Whether the last build read every one of these files as they are now (a watcher event about them needs no rebuild). */
  upToDate(paths: string[]): boolean {
    return paths.length > 0 && paths.every((path) => this.sections.some((s) => s.readUnchanged?.(path)));
  }

  /** The config, reloaded only when its file changed (serve rebuilds on every edit). */
  private async loadConfig(): Promise<ResolvedConfig> {
    const st = statSync(this.options.configFile, { throwIfNoEntry: false });
    const stamp = st ? `${st.mtimeMs}:${st.size}` : '';
    if (!this.config || this.config.stamp !== stamp || !stamp) {
      this.config = { stamp, config: await loadConfig(this.options.configFile, this.options.env) };
    }
    // A copy: callers adjust outDir.
    const config = Object.assign(Object.create(Object.getPrototypeOf(this.config.config)), this.config.config) as ResolvedConfig;
    Object.defineProperty(config, 'secrets', { value: this.config.config.secrets, enumerable: false });
    return config;
  }

  async build(): Promise<BuildResult> {
    try {
      return await this.run();
    } finally {
      report().done(); // report: the build ended
      // Cache entries are written in the background; none may outlive the build (callers may remove the site next).
      await settleCacheWrites();
    }
  }

  private async run(): Promise<BuildResult> {
    const log = this.options.log ?? (() => {});
    const ms: Record<string, number> = {};
    const t0 = performance.now();
    let t = t0;
    // DOCS_PROFILE_MEMORY=1: the peak RSS of each stage, sampled, on stderr (the benchmark's profile).
    let peak = 0;
    const sampler = process.env.DOCS_PROFILE_MEMORY ? setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 20) : undefined;
    // DOCS_PROFILE_CPU=1: each stage's CPU time, this thread's and the whole process's (wall times mislead on a busy machine).
    const cpu = process.env.DOCS_PROFILE_CPU ? { thread: threadCpuMs(), process: processCpuMs() } : undefined;
    const lap = (name: string) => {
      const now = performance.now();
      ms[name] = Math.round(now - t);
      t = now;
      if (cpu) {
        const thread = threadCpuMs();
        const all = processCpuMs();
        log(`cpu: ${name} main thread ${thread - cpu.thread} ms, process ${all - cpu.process} ms (wall ${ms[name]} ms)`);
        Object.assign(cpu, { thread, process: all });
      }
      if (sampler) {
        peak = Math.max(peak, process.memoryUsage.rss());
        log(`memory: ${name} peak ${Math.round(peak / 1024 / 1024)} MiB (heap ${Math.round(process.memoryUsage().heapUsed / 1024 / 1024)} MiB after)`);
        peak = 0;
      }
    };

    report().stage('config'); // report: stage
    const config = await this.loadConfig();
    if (this.options.outDir) config.outDir = this.options.outDir;
    if (this.cache?.dir !== config.cacheDir) {
      this.cache = new CacheRoot(config.cacheDir);
      this.bundler = new Bundler(clientAssetsCache());
    }
    const ctx: BuildContext = {
      config,
      offline: this.options.offline ?? false,
      strictSchema: this.options.strictSchema ?? false,
      drafts: this.options.drafts ?? false,
      log,
      cache: this.cache,
      workers: this.workers,
      incremental: this.options.incremental ?? false,
    };
    lap('config');
    // The tool's bundles (esbuild runs in its own process) are made while the sections load.
    const bundles = Promise.all([this.bundler!.clientAssets(config.baseUrl, config.product.name), this.bundler!.serverRenderer<typeof Server>()]);
    bundles.catch(() => {}); // awaited below, after the sections' own errors

    report().stage('load'); // report: stage
    // Sections load concurrently: the schema lints while MDX compiles. All are
    // awaited before the first error is thrown, so none is left unhandled.
    const settled = await Promise.allSettled(this.sections.map((s) => s.load?.(ctx) ?? Promise.resolve({ pages: [] })));
    const failed = settled.find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
    const contributions = settled.map((r) => (r as PromiseFulfilledResult<Awaited<ReturnType<NonNullable<Section['load']>>>>).value);
    lap('load');

    report().stage('model'); // report: stage
    const kinds = new Map<string, PageKind>();
    const sidebarItems: Record<string, SidebarItem[]> = {};
    const sectionData = new Map<string, unknown>();
    contributions.forEach((c, i) => {
      for (const [name, kind] of Object.entries(c.kinds ?? {})) kinds.set(name, kind);
      Object.assign(sidebarItems, c.sidebarItems);
      if (c.data !== undefined) sectionData.set(this.sections[i].name, c.data);
    });
    const model = createModel(config, contributions.flatMap((c) => c.pages), sidebarItems, sectionData);
    lap('model');

    report().stage('assets'); // report: stage
    const [assets, server] = await bundles;
    lap('assets');

    report().stage('render'); // report: stage
    for (const section of this.sections) section.rendering?.(ctx);
    const generation = ++this.generation;
    // `docs build` reuses pages whose render key matches the previous build's (state on disk); serve, those of its last build.
    const state = this.options.incremental ? undefined : new BuildState(this.cache.area('build'), config.outDir);
    // serve writes pages that carry its live-reload script into out/: the last `docs build`'s state no
    // longer describes out/, so the next `docs build` makes out/ anew instead of keeping those pages.
    if (this.options.incremental && !this.forgotBuildState) {
      new BuildState(this.cache.area('build'), config.outDir).clear();
      this.forgotBuildState = true;
    }
    const lastBuild = state?.load();
    // docs build over the out/ the previous build left: only changed files are written (staged beside their
    // place, renamed over it on success); otherwise a new out/ is made, files of the hash they had linked from
    // the previous one.
    const sink = this.options.incremental
      ? OutputSink.incremental(config.outDir, this.manifest)
      : lastBuild?.files && existsSync(config.outDir)
        ? OutputSink.updating(config.outDir, lastBuild.files)
        : OutputSink.atomic(config.outDir, lastBuild?.files);
    // serve updates out/ in place (only changed files) and writes the site-wide files after
    // the pages (`deferred`); otherwise (`docs build`, serve's first build) out/ is made whole.
    const inPlace = sink.inPlace && this.siteWide !== undefined;
    const previous: Map<string, PageState | ServedPage> = lastBuild?.pages ?? (inPlace ? this.served : new Map());
    // docs build: the previous build's scans, restored once (a reused page passes the very object its check memory holds).
    const previousScans = lastBuild && new Map([...lastBuild.pages].map(([path, page]) => [path, scanOf(page)]));
    const checkMemory = lastBuild ? (lastBuild.check && previousScans ? CheckMemory.restore(lastBuild.check, previousScans) : new CheckMemory()) : this.checked;
    const next = new Map<string, PageState>();
    const served = new Map<string, ServedPage>();
    let reused = 0;
    let rendered = 0;
    let offThread = 0;
    let pagesDone = 0;
    try {
      const checker = new LinkChecker(this.scans, state || this.options.incremental ? checkMemory : undefined);
      const additions = (page: PageRecord): PageAdditions => {
        const all: PageAdditions = {};
        for (const section of this.sections) {
          const add = section.pageAdditions?.(page, model);
          if (add?.headLinks) (all.headLinks ??= []).push(...add.headLinks);
          if (add?.actions) (all.actions ??= []).push(...add.actions);
        }
        return all;
      };
      const reusable = (page: PageRecord, key: string) => {
        const before = previous.get(page.path);
        return (
          before !== undefined &&
          before.key === key &&
          (inPlace || existsSync(join(config.outDir, before.file))) &&
          !this.sections.some((s) => s.needsContent?.(page, key))
        );
      };
      const { notFound, renderer, layout, reordered } = await renderPages(
        {
          model,
          assets,
          server,
          kinds,
          additions,
          reusable,
          devScript: this.options.devScript,
          rendererKey: this.bundler!.serverKey,
          // docs build: a worker renders the pages whose content is data (the API reference) beside this thread.
          // A site's own navbar item types are code in its config, which only this thread has.
          offThread:
            !this.options.incremental && this.workers.parallel && !config.navbarItemTypes.length && !this.options.devScript
              ? { pool: this.workers, serverFile: this.bundler!.serverKey, window: 48 }
              : undefined,
          // What the sections want made from a page where a worker renders it (its twin, its search parts).
          extras: (page, key) => {
            let extras: PageExtras | undefined;
            for (const section of this.sections) {
              const asked = section.offThreadExtras?.(page, key, model);
              if (asked) extras = { ...extras, ...asked };
            }
            return extras;
          },
          rendererCache: this.options.incremental ? this.rendererCache : undefined,
          keys: this.options.incremental ? this.pageKeys : undefined,
          cache: this.options.incremental ? this.renders : undefined,
        },
        async (page, renderer) => {
          const path = page.page.path;
          const file = path === '/' ? 'index.html' : `${path.slice(1)}index.html`;
          const links = { path, key: page.key, sourceFile: page.page.sourceFile, linkSources: page.linkSources, clientIds: page.page.clientIds };
          if (page.reused) {
            const before = previous.get(path)!;
            // `reusable` saw the file in out/ (serve keeps out/ itself).
            if (!sink.keep(file, before.hash, true)) await sink.reuse(file, before.hash);
            const scan = 'scan' in before ? before.scan : (previousScans?.get(path) ?? scanOf(before));
            checker.addPage({ ...links, scan, chrome: before.chrome }, renderer.chromeHtml);
            if (state) next.set(path, before as PageState);
            // serve: the previous build's record stands as it is (the same key, file and scan).
            else served.set(path, 'scan' in before && before.file === file ? before : { key: before.key, file, hash: before.hash, scan, chrome: before.chrome });
            reused++;
          } else {
            if (!page.cached) rendered++;
            if (page.offThread) offThread++;
            await sink.write(file, page.html, page.hash);
            const scan = checker.addPage({ ...links, main: page.main, scan: page.scan, chrome: page.chrome }, renderer.chromeHtml);
            if (state) next.set(path, { key: page.key, file, hash: sink.manifest.get(file)!, ids: [...scan.ids], links: scan.links, chrome: page.chrome });
            else served.set(path, { key: page.key, file, hash: page.hash, scan, chrome: page.chrome });
          }
          report().pages(++pagesDone, model.pages.length); // report: page progress
          // One object for every section (serve passes each of a large site's pages through them).
          const written: WrittenPage = page.reused
            ? { page: page.page, key: page.key, reused: true }
            : { page: page.page, key: page.key, reused: false, contentHtml: page.contentHtml, html: page.html, twin: page.twin, searchParts: page.searchParts };
          for (const section of this.sections) {
            const done = section.pageWritten?.(written, sink, model);
            if (done) await done;
          }
        },
      );
      for (const path of this.pageKeys.keys()) if (!model.byPath.has(path)) this.pageKeys.delete(path);
      await sink.write('404.html', notFound.html);
      // Trimmed sidebars' fragments: those of every sidebar a page shows, rendered now or not.
      const sidebarIds = new Set(model.pages.flatMap((p) => (p.sidebar ? [p.sidebar] : [])));
      for (const [path, contents] of renderer.extraFiles(sidebarIds)) await sink.write(path, contents);
      lap('render');

      report().stage('files'); // report: stage
      for (const [path, contents] of assets.files) await sink.write(path, contents, this.assetHash(contents));
      for (const section of this.sections) await section.finish?.(ctx, sink, model);
      // `docs build`: every page job is done; the threads' memory (their libraries) is not needed
      // for the site-wide files. serve keeps them for its next rebuild.
      if (!this.options.incremental) await this.workers.close();
      let siteWide: Set<string> | undefined;
      if (!inPlace) {
        const before = new Set(sink.manifest.keys());
        await this.writeSiteWide(ctx, sink, model);
        siteWide = new Set([...sink.manifest.keys()].filter((p) => !before.has(p)));
      }
      lap('files');

      // In place, the site-wide files are written after this check: links to them count as
      // resolved when the last site-wide pass wrote them (the same paths come again).
      // docs build: the files the previous build wrote and this one did not (their linkers are checked again).
      report().stage('check'); // report: stage
      const removed = inPlace ? sink.removed() : lastBuild?.files && [...lastBuild.files.keys()].filter((p) => !sink.has(p));
      checker.finish({
        baseUrl: config.baseUrl,
        hasFile: inPlace ? (p) => sink.has(p) || this.siteWide!.has(p) : (p) => sink.has(p),
        configFile: config.configFile,
        configLinks: linksInConfig(config),
        removed,
        // Pages rendered on a worker were written as they finished, serve writes changed pages first: the check lists problems in the site's order.
        order: offThread || reordered ? new Map(model.pages.map((p, i) => [p.path, i])) : undefined,
      });
      lap('check');
      report().stage('write'); // report: stage
      await sink.commit();
      if (state) state.save(next, lastBuild!.pages, checkMemory.persist(), sink.manifest);
      lap('write');

      clearInterval(sampler);
      const stats = { pages: model.pages.length, reused, rendered, offThread, files: 0, ms, total: 0 };
      if (!this.options.incremental) {
        stats.files = sink.manifest.size;
        stats.total = Math.round(performance.now() - t0);
        return { config, model, manifest: sink.manifest, stats };
      }
      this.served = served;
      const sameLayout = this.layout === layout;
      this.layout = layout;
      if (!inPlace) {
        this.manifest = new Map([...sink.manifest].filter(([p]) => !siteWide!.has(p)));
        this.siteWide = new Map([...sink.manifest].filter(([p]) => siteWide!.has(p)));
        stats.files = sink.manifest.size;
        stats.total = Math.round(performance.now() - t0);
        return { config, model, manifest: sink.manifest, stats };
      }
      this.manifest = sink.manifest;
      const pagesManifest = sink.manifest;
      const deferred = async (stop?: () => boolean): Promise<Manifest | undefined> => {
        if (generation !== this.generation) return undefined;
        const out = OutputSink.overlay(config.outDir, this.siteWide!, pagesManifest);
        try {
          if (!(await this.writeSiteWide(ctx, out, model, stop))) {
            await out.abort();
            return undefined;
          }
          await out.commit();
        } catch (error) {
          await out.abort();
          if (error instanceof PassStopped) return undefined; // while a file was being written
          throw error;
        } finally {
          await settleCacheWrites();
        }
        this.siteWide = out.manifest;
        return this.siteManifest();
      };
      stats.files = pagesManifest.size + this.siteWide!.size;
      stats.total = Math.round(performance.now() - t0);
      return { config, model, manifest: this.siteManifest(), changed: [...sink.changed(), ...(removed ?? [])], deferred, sameLayout, stats };
    } catch (error) {
      await sink.abort();
      throw error;
    }
  }

  /** serve, after its first build: the sections run once what an edit runs (failures are of no consequence). */
  async warm(): Promise<void> {
    await Promise.allSettled(this.sections.map((s) => s.warm?.()));
  }

  /** serve: every file of the site now in out/. */
  private siteManifest(): Manifest {
    return new Map([...(this.siteWide ?? []), ...(this.manifest ?? [])]);
  }

  /** A client asset's hash, computed once per bundle output (serve writes the same assets every build). */
  private assetHash(contents: Uint8Array): string {
    let hash = this.assetHashes.get(contents);
    if (hash === undefined) this.assetHashes.set(contents, (hash = hashOf(contents)));
    return hash;
  }

  /**
   * The files made from every page at once: sitemap, route manifest, sidebars
   * and the sections' site-wide files (search index, llms files). False when
   * `stop` asked to leave them (nothing is committed then).
   */
  private async writeSiteWide(ctx: BuildContext, out: OutputSink, model: SiteModel, stop?: () => boolean): Promise<boolean> {
    const { config } = ctx;
    let since = performance.now();
    // Yields once the current slice of work took 10 ms; gives the pass up (throws) once `stop` says so.
    const breathe = async () => {
      if (stop!()) throw new PassStopped();
      if (performance.now() - since < 10) return;
      await new Promise((resolve) => setImmediate(resolve));
      since = performance.now();
      if (stop!()) throw new PassStopped();
    };
    const pass = { deferred: stop !== undefined, stop: stop ?? (() => false), breathe: stop ? breathe : async () => {} };
    try {
      await out.write('sitemap.xml', sitemapXml(config, model.pages));
      // Data for tools, minified like every JSON file of the output.
      await out.write('routes.json', JSON.stringify(routeManifest(model)));
      await out.write('sidebars.json', JSON.stringify(model.sidebars));
      for (const section of this.sections) {
        await pass.breathe();
        await section.summarize?.(ctx, out, model, pass);
      }
      await pass.breathe();
    } catch (error) {
      if (error instanceof PassStopped) return false;
      throw error;
    }
    return !pass.stop();
  }

}

/** CPU time of the calling thread in ms (Linux; elsewhere the process's, which includes the workers). */
function threadCpuMs(): number {
  try {
    // Fields 14 and 15 of /proc/thread-self/stat: user and system time in clock ticks (100 a second).
    const fields = readFileSync('/proc/thread-self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return processCpuMs();
  }
}

function processCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return Math.round((user + system) / 1000);
}

/** Thrown by a deferred pass's `breathe` once a newer edit waits: the pass is given up. */
class PassStopped extends Error {}

/** Links written in the config (navbar, footer, sidebars, announcement), so a broken one is blamed on it. */
function linksInConfig(config: ResolvedConfig): Set<string> {
  const links = new Set<string>();
  const collect = (items: { to?: string; href?: string; items?: unknown[] }[] = []) => {
    for (const item of items) {
      if (item.to) links.add(item.to);
      if (item.href) links.add(item.href);
      collect(item.items as typeof items);
    }
  };
  collect(config.navbar.items as never);
  for (const col of config.footer?.links ?? []) collect(col.items);
  for (const items of Object.values(config.sidebars)) collect(items as never);
  for (const [, href] of (config.announcementBar?.content ?? '').matchAll(/href="([^"]*)"/g)) links.add(href);
  return links;
}
