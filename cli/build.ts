// The pipeline: config → sections load (concurrently) → model → assets →
// render, streaming every page into the output sink while the link check
// collects ids and links → sections' extra files → check → commit. The build
// knows stages, not content kinds: those are sections (cli/sections/).
// `docs serve` keeps a SiteBuilder alive so its caches make rebuilds incremental.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { BuildState, scanOf, type PageState } from './build-state.ts';
import { Bundler } from './bundle.ts';
import { CacheRoot, settleCacheWrites } from './cache.ts';
import { LinkChecker, type Scan } from './check.ts';
import { loadConfig, type ResolvedConfig } from './config.ts';
import { createModel, routeManifest, type PageRecord, type SidebarItem, type SiteModel } from './model.ts';
import { renderPages, type RenderInput } from './render.ts';
import { createSections } from './sections/index.ts';
import type { BuildContext, PageAdditions, PageKind, Section } from './sections/types.ts';
import { OutputSink, type Manifest } from './sink.ts';
import { sitemapXml } from './sitemap.ts';
import type * as Server from '../renderer/server.tsx';
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
  /** Every file written, path under out/ → content hash. */
  manifest: Manifest;
  stats: { pages: number; reused: number; files: number; ms: Record<string, number>; total: number };
}

export class SiteBuilder {
  readonly sections: Section[] = createSections();
  /** Threads for CPU-bound jobs (MDX, Markdown twins); kept between serve's rebuilds. */
  private readonly workers = new WorkerPool();
  private bundler?: Bundler;
  private cache?: CacheRoot;
  private readonly scans = new Map<string, Scan>();
  private readonly renders: NonNullable<RenderInput['cache']> = new Map();
  private manifest?: Manifest;
  private config?: { stamp: string; config: ResolvedConfig };

  constructor(private readonly options: BuildOptions) {}

  /** Source files the last build read that changed since (serve builds again when there are any). */
  staleSources(): string[] {
    return this.sections.flatMap((s) => s.staleSources?.() ?? []);
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
    const lap = (name: string) => {
      const now = performance.now();
      ms[name] = Math.round(now - t);
      t = now;
      if (sampler) {
        peak = Math.max(peak, process.memoryUsage.rss());
        log(`memory: ${name} peak ${Math.round(peak / 1024 / 1024)} MiB (heap ${Math.round(process.memoryUsage().heapUsed / 1024 / 1024)} MiB after)`);
        peak = 0;
      }
    };

    const config = await this.loadConfig();
    if (this.options.outDir) config.outDir = this.options.outDir;
    if (this.cache?.dir !== config.cacheDir) {
      this.cache = new CacheRoot(config.cacheDir);
      this.bundler = new Bundler(this.cache.area('client-assets'));
    }
    const ctx: BuildContext = {
      config,
      offline: this.options.offline ?? false,
      strictSchema: this.options.strictSchema ?? false,
      drafts: this.options.drafts ?? false,
      log,
      cache: this.cache,
      workers: this.workers,
    };
    lap('config');

    // Sections load concurrently: the schema lints while MDX compiles. All are
    // awaited before the first error is thrown, so none is left unhandled.
    const settled = await Promise.allSettled(this.sections.map((s) => s.load?.(ctx) ?? Promise.resolve({ pages: [] })));
    const failed = settled.find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
    const contributions = settled.map((r) => (r as PromiseFulfilledResult<Awaited<ReturnType<NonNullable<Section['load']>>>>).value);
    lap('load');

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

    const [assets, server] = await Promise.all([
      this.bundler!.clientAssets(config.baseUrl, config.product.name),
      this.bundler!.serverRenderer<typeof Server>(),
    ]);
    lap('assets');

    for (const section of this.sections) section.rendering?.(ctx);
    const sink = this.options.incremental ? OutputSink.incremental(config.outDir, this.manifest) : OutputSink.atomic(config.outDir);
    // `docs build` reuses pages whose render key matches the previous build's (serve keeps renders in memory).
    const state = this.options.incremental ? undefined : new BuildState(this.cache.area('build'), config.outDir);
    const previous = state?.load() ?? new Map<string, PageState>();
    const next = new Map<string, PageState>();
    let reused = 0;
    try {
      const checker = new LinkChecker(this.scans);
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
          existsSync(join(config.outDir, before.file)) &&
          !this.sections.some((s) => s.needsContent?.(page, key))
        );
      };
      const { notFound, renderer } = await renderPages(
        { model, assets, server, serverId: this.bundler!.serverId(), kinds, additions, reusable, devScript: this.options.devScript, cache: this.options.incremental ? this.renders : undefined },
        async (page, renderer) => {
          const path = page.page.path;
          const file = path === '/' ? 'index.html' : `${path.slice(1)}index.html`;
          const links = { path, key: page.key, sourceFile: page.page.sourceFile, linkSources: page.linkSources, clientIds: page.page.clientIds };
          if (page.reused) {
            const before = previous.get(path)!;
            await sink.reuse(file, before.hash);
            checker.addPage({ ...links, scan: scanOf(before), chrome: before.chrome }, renderer.chromeHtml);
            next.set(path, before);
            reused++;
          } else {
            await sink.write(file, page.html, page.hash);
            const scan = checker.addPage({ ...links, main: page.main, chrome: page.chrome }, renderer.chromeHtml);
            if (state) next.set(path, { key: page.key, file, hash: sink.manifest.get(file)!, ids: [...scan.ids], links: scan.links, chrome: page.chrome });
          }
          const written = page.reused ? { reused: true } : { reused: false, contentHtml: page.contentHtml, html: page.html };
          for (const section of this.sections) await section.pageWritten?.({ page: page.page, key: page.key, ...written }, sink, model);
        },
      );
      await sink.write('404.html', notFound.html);
      for (const [path, contents] of renderer.extraFiles()) await sink.write(path, contents);
      lap('render');

      for (const [path, contents] of assets.files) await sink.write(path, contents);
      await sink.write('sitemap.xml', sitemapXml(config, model.pages));
      await sink.write('routes.json', JSON.stringify(routeManifest(model), null, 2));
      await sink.write('sidebars.json', JSON.stringify(model.sidebars, null, 2));
      for (const section of this.sections) await section.finish?.(ctx, sink, model);
      lap('files');

      checker.finish({ baseUrl: config.baseUrl, hasFile: (p) => sink.has(p), configFile: config.configFile, configLinks: linksInConfig(config) });
      lap('check');
      await sink.commit();
      state?.save(next);
      lap('write');
    } catch (error) {
      await sink.abort();
      throw error;
    }
    clearInterval(sampler);
    this.manifest = sink.manifest;
    return { config, model, manifest: sink.manifest, stats: { pages: model.pages.length, reused, files: sink.manifest.size, ms, total: Math.round(performance.now() - t0) } };
  }
}

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
