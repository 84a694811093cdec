// Where rendered pages go: each page's file into the output (a page whose key
// is unchanged keeps the previous build's file), its ids and links to the
// link check, its record for the next build, and the page itself to every
// plugin's `pageWritten`.
import type { PageState, PreviousBuild } from './build-state.ts';
import type { LinkChecker } from './check.ts';
import type { ResolvedConfig } from './config.ts';
import type { PageRecord, SiteModel } from './model.ts';
import type { Plugin, WrittenPage } from './plugin-api.ts';
import type { RenderedPage, ReusedPage } from './render.ts';
import type { OutputSink } from './sink.ts';
import { report } from './report/index.ts';
import { unbuiltPart } from './unbuilt-links.ts';
import type * as Server from '../renderer/server.tsx';

export class PageWriter {
  /** The pages as this build leaves them (what the next build may reuse). */
  readonly pages = new Map<string, PageState>();
  reused = 0;
  /** Pages rendered by this build (the rest were reused or taken from serve's render cache). */
  renderedCount = 0;
  /** Of those, the pages a worker thread rendered. */
  offThread = 0;
  /** Pages written so far. */
  private done = 0;

  constructor(
    private readonly out: OutputSink,
    private readonly previous: PreviousBuild,
    private readonly checker: LinkChecker,
    private readonly plugins: Plugin[],
    private readonly model: SiteModel,
    /** Throws once the build is to stop (Ctrl+C): checked before every page. */
    private readonly stopped: () => void = () => {},
  ) {}

  /** Whether the previous build's file of this page stands with this key (then the page is not rendered). */
  reusable(page: PageRecord, key: string): boolean {
    const before = this.previous.pages.get(page.path);
    if (before === undefined || before.key !== key || !this.previous.stands(before)) return false;
    this.out.stands(fileOf(page.path), before.hash);
    return true;
  }

  /**
   * Takes one page: its file, its ids and links, its record and every plugin's look at it. A
   * promise only when something is to be awaited: serve passes every page of the site through here
   * per edit, most of them unchanged.
   */
  write(page: RenderedPage | ReusedPage, renderer: Server.PageRenderer): Promise<void> | void {
    this.stopped();
    if (!page.reused) return this.writeRendered(page, renderer);
    const path = page.page.path;
    const file = fileOf(path);
    const before = this.previous.pages.get(path)!;
    // `reusable` saw the file in out/.
    if (!this.out.keep(file, before.hash, true)) return this.out.reuse(file, before.hash).then(() => this.kept(page, renderer, before, file));
    return this.kept(page, renderer, before, file);
  }

  /** A page whose previous file stands. */
  private kept(page: ReusedPage, renderer: Server.PageRenderer, before: PageState, file: string): Promise<void> | void {
    const path = page.page.path;
    this.checker.addPage({ path, key: page.key, sourceFile: page.page.sourceFile, linkSources: page.linkSources, clientIds: page.page.clientIds, scan: before.scan, chrome: before.chrome }, renderer.chromeHtml);
    // The previous record stands as it is (the same key, file, hash and scan).
    this.pages.set(path, before.file === file ? before : { ...before, file });
    this.reused++;
    report().pages(++this.done, this.model.pages.length); // report: page progress
    return this.tell({ page: page.page, kind: page.kind, key: page.key, content: page.content });
  }

  private async writeRendered(page: RenderedPage, renderer: Server.PageRenderer): Promise<void> {
    const path = page.page.path;
    const file = fileOf(path);
    if (!page.cached) this.renderedCount++;
    if (page.offThread) this.offThread++;
    await this.out.write(file, page.html, page.hash);
    const scan = this.checker.addPage({ path, key: page.key, sourceFile: page.page.sourceFile, linkSources: page.linkSources, clientIds: page.page.clientIds, main: page.main, scan: page.scan, chrome: page.chrome }, renderer.chromeHtml);
    this.pages.set(path, { key: page.key, file, hash: page.hash, scan, chrome: page.chrome });
    const { rendered } = page;
    report().pages(++this.done, this.model.pages.length); // report: page progress
    await this.tell({ page: page.page, kind: page.kind, key: page.key, rendered, content: () => Promise.resolve(rendered) });
  }

  /** Every plugin's `pageWritten`, one after the other, from the `from`th (one object for them all). */
  private tell(written: WrittenPage, from = 0): Promise<void> | void {
    for (let i = from; i < this.plugins.length; i++) {
      const done = this.plugins[i].pageWritten?.(written, this.out, this.model);
      if (done) return done.then(() => this.tell(written, i + 1));
    }
  }

  /**
   * Every link must resolve, else the build fails listing them all. `removed`: the previous build's
   * files this one lacks (their linkers are checked again); `siteWide`: serve's site-wide files as
   * last written (this build writes them after the check); `reordered`: pages came out of the
   * site's order (the check lists problems in that order).
   */
  check(config: ResolvedConfig, removed: string[] | undefined, siteWide: { has(path: string): boolean } | undefined, reordered: boolean): void {
    this.checker.finish({
      baseUrl: config.baseUrl,
      hasFile: (p) => this.out.has(p) || !!siteWide?.has(p),
      configFile: config.configFile,
      configLinks: linksInConfig(config),
      removed,
      order: reordered ? new Map(this.model.pages.map((p, i) => [p.path, i])) : undefined,
      externalPaths: config.externalPaths,
      unbuilt: (path) => unbuiltPart(config.rootDir, path),
    });
  }
}

const fileOf = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}index.html`);

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
