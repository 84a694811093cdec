// The pipeline: load → model → render → check, producing the full set of
// output files in memory. `docs build` emits them; `docs serve` keeps a
// SiteBuilder alive so its caches make rebuilds incremental.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { buildClientAssets } from './bundle.ts';
import { checkLinks } from './check.ts';
import { loadConfig, type ResolvedConfig } from './config.ts';
import { listContentFiles, readSourceFile, type SourceFile } from './content.ts';
import type { OutputFiles } from './emit.ts';
import { MdxCompiler } from './mdx/compile.ts';
import { createModel, routeManifest, type GeneratedSection, type SiteModel } from './model.ts';
import { renderSite, type GeneratedRenderer } from './render.ts';
import { sitemapXml } from './sitemap.ts';
import { loadApiSection } from './api/section.ts';
import { toolRoot } from './paths.ts';

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
  log?: (message: string) => void;
  env?: NodeJS.ProcessEnv;
}

export interface BuildResult {
  config: ResolvedConfig;
  model: SiteModel;
  files: OutputFiles;
  stats: { pages: number; ms: Record<string, number>; total: number };
}

export class SiteBuilder {
  private compiler?: MdxCompiler;
  private readonly sources = new Map<string, { stamp: string; src: SourceFile }>();
  constructor(private readonly options: BuildOptions) {}

  private readSource(config: ResolvedConfig, file: string): SourceFile {
    const st = statSync(file);
    const stamp = `${st.mtimeMs}:${st.size}:${JSON.stringify(config.tokens)}`;
    const hit = this.sources.get(file);
    if (hit && hit.stamp === stamp) return hit.src;
    const src = readSourceFile(config.contentDir, file, config.tokens);
    this.sources.set(file, { stamp, src });
    return src;
  }

  private config?: { stamp: string; config: ResolvedConfig };
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
    const log = this.options.log ?? (() => {});
    const ms: Record<string, number> = {};
    const t0 = performance.now();
    let t = t0;
    const lap = (name: string) => {
      const now = performance.now();
      ms[name] = Math.round(now - t);
      t = now;
    };

    const config = await this.loadConfig();
    if (this.options.outDir) config.outDir = this.options.outDir;
    this.compiler ??= new MdxCompiler(join(toolRoot, '.cache', 'mdx'));
    lap('config');

    const all = listContentFiles(config.contentDir).map((f) => this.readSource(config, f));
    const partials = new Map(all.filter((s) => s.isPartial).map((s) => [s.file, s]));
    const docs = all.filter((s) => !s.isPartial && (this.options.drafts || !s.frontMatter.draft));
    // The schema stage runs while MDX compiles (on worker threads when many files changed).
    const apiLoading = loadApiSection(config, { offline: this.options.offline ?? false, strict: this.options.strictSchema ?? false, log });
    apiLoading.catch(() => {}); // awaited below; a compile error must not leave it unhandled
    const outputs = await this.compiler.compileAll(docs.map((src) => ({ body: src.body, file: src.file })));
    const compiled = docs.map((src, i) => ({ src, compiled: outputs[i] }));
    lap('mdx');

    const api = await apiLoading;
    const generated: GeneratedSection[] = api ? [api.section] : [];
    const generatedRenderers: Record<string, GeneratedRenderer> = api?.renderers ?? {};
    lap('schema');

    const model = createModel(config, compiled, generated);
    lap('model');

    const assets = await buildClientAssets(config.baseUrl, config.product.name);
    lap('assets');

    const clientConfig = {
      baseUrl: config.baseUrl,
      productName: config.product.name,
      apiBaseUrl: config.customFields.apiBaseUrl,
      apiClientId: config.customFields.apiClientId,
      sessionCookie: config.sessionCookie,
      links: config.links,
      storagePrefix: config.storagePrefix,
      colorMode: config.colorMode,
      announcementId: config.announcementBar?.id ?? null,
      hideOnScroll: config.navbar.hideOnScroll ?? true,
      errorReporting: config.errorReporting ? { dsn: config.errorReporting.dsn, environment: config.errorReporting.environment ?? 'production' } : null,
    };
    const { pages, notFound } = await renderSite({
      model,
      assets,
      compiler: this.compiler,
      partial: (file) => {
        try {
          return partials.get(file) ?? this.readSource(config, file);
        } catch {
          return undefined; // reported by the renderer as a missing partial at the import line
        }
      },
      generated: generatedRenderers,
      devScript: this.options.devScript,
      clientConfig,
    });
    lap('render');

    const files: OutputFiles = new Map();
    for (const { page, html } of pages) files.set(page.path === '/' ? 'index.html' : `${page.path.slice(1)}index.html`, html);
    files.set('404.html', notFound);
    for (const [path, contents] of assets.files) files.set(path, contents);
    files.set('sitemap.xml', sitemapXml(config, model.pages));
    files.set('routes.json', JSON.stringify(routeManifest(model), null, 2));
    files.set('sidebars.json', JSON.stringify(model.sidebars, null, 2));
    for (const [path, contents] of api?.files ?? []) files.set(path, contents);
    for (const [path, contents] of (await api?.pending) ?? []) files.set(path, contents);

    checkLinks(
      pages.map((p) => ({ path: p.page.path, html: p.html, key: p.key, sourceFile: p.page.sourceFile, linkSources: p.linkSources })),
      { baseUrl: config.baseUrl, files: new Set(files.keys()), configFile: config.configFile, configLinks: linksInConfig(config) },
    );
    lap('check');
    return { config, model, files, stats: { pages: pages.length, ms, total: Math.round(performance.now() - t0) } };
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
