// The llms plugin: a Markdown twin of every page at `<route>.md`, linked from
// the page's head and copied by its "Copy page" button, plus `llms.txt` (the
// llms.txt convention: title, summary, a linked list per section) and
// `llms-full.txt` (every twin, in sidebar order). A page's kind makes its twin;
// for kinds that make none, the rendered article is converted.
import { createHash } from 'node:crypto';
import type { PageRecord, SiteModel } from '../../model.ts';
import { hashOf } from '../../sink.ts';
import { CacheDamaged, type CacheArea } from '../../cache.ts';
import { toolFingerprint } from '../../paths.ts';
import type { BuildContext, Contribution, Output, PageAdditions, Plugin, SummaryPass, WrittenPage } from '../../plugin-api.ts';
import type { WorkerPool } from '../../workers/pool.ts';
import { GUIDE_MARKDOWN } from './jobs.ts';
import { llmsIndexes } from './indexes.ts';

/** A twin is kept by its page's render key and the code that made it (the render key does not cover the converters). */
const twinName = (key: string) => `${createHash('sha256').update(key).update(toolFingerprint()).digest('hex').slice(0, 32)}.md`;

/** Twins waiting for a worker beyond those posted to it (see `WorkerPool.relieve`). */
const TWIN_BACKLOG = 16;

/** `/fraud/intro/` → `/fraud/intro.md`; `/` → `/index.md`. */
export const twinRoute = (route: string) => (route === '/' ? '/index.md' : `${route.replace(/\/$/, '')}.md`);

const ARTICLE = /<article class="markdown">([\s\S]*)<\/article>/;

interface Twin {
  /** The Markdown, or how to read it from the cache (a build that writes neither it nor llms-full.txt never does). */
  markdown: string | (() => string);
  /** Its content hash, as the output manifest records it (an unchanged twin is not hashed again). */
  hash: string;
}

const textOf = (twin: Twin): string => (typeof twin.markdown === 'string' ? twin.markdown : twin.markdown());

/** The cache's list of twins' hashes (by twin file name) and llms-full.txt's (by what it is made of). */
const HASHES = 'hashes.json';
interface Hashes {
  twins: Record<string, string>;
  full: Record<string, string>;
}

export class LlmsPlugin implements Plugin {
  readonly name = 'llms';
  /** This build's twins by page, for llms-full.txt: text only, a fraction of the HTML. */
  private twins = new Map<string, Twin>();
  /** The hashes the cache knows (see HASHES), and whether this build added any. */
  private hashes: Hashes = { twins: {}, full: {} };
  private hashesLoaded = false;
  private hashesChanged = false;
  /** Keys whose twin this build found in the cache. */
  private inCache = new Set<string>();
  /** Twins by render key: converting HTML to Markdown is the costly part, and most pages repeat between builds. */
  private cache?: CacheArea;
  /** Twins by render key from the last build, kept in memory for `docs serve`'s rebuilds, and this build's. */
  private recent = new Map<string, Twin>();
  private current = new Map<string, Twin>();
  /** What `finish` left for `summarize`. */
  private summary?: Map<string, Twin>;
  /** Twins being converted on the worker pool; `finish` awaits them. */
  private pending: Promise<void>[] = [];
  private workers?: WorkerPool;
  /** Whether twins' text stays in memory (serve's rebuilds), rather than read back from the cache when llms-full.txt is made. */
  private keepText = false;
  /** Twins' cache names by page key (serve passes every page through `pageWritten` per edit: each name is hashed once). */
  private names = new Map<string, string>();

  private nameOf(key: string): string {
    if (!this.keepText) return twinName(key);
    let name = this.names.get(key);
    if (name === undefined) this.names.set(key, (name = twinName(key)));
    return name;
  }

  async load(ctx: BuildContext): Promise<Contribution> {
    this.cache = ctx.cache.area('llms', { packed: true });
    this.workers = ctx.workers;
    this.keepText = ctx.watch;
    this.pending = [];
    // A build that failed part way left some twins: they stay usable.
    for (const [key, twin] of this.current) this.recent.set(key, twin);
    this.current = new Map();
    this.twins = new Map();
    // serve keeps them between builds (with changes a stopped site-wide pass did not write yet):
    // not read and parsed again on every edit.
    if (!ctx.watch || !this.hashesLoaded) {
      this.hashes = this.cache.readJson<Hashes>(HASHES) ?? { twins: {}, full: {} };
      this.hashesChanged = false;
    }
    this.hashesLoaded = true;
    this.inCache = new Set();
    return {};
  }

  /** See LocalAdditions: the additions are made from the page's path and kind. */
  additionsReadPageOnly(): boolean {
    return true;
  }

  pageAdditions(page: PageRecord, model: SiteModel): PageAdditions {
    if (model.kinds.get(page.kind)?.markdown === false) return {};
    const href = twinRoute(page.path);
    return {
      headLinks: [{ rel: 'alternate', type: 'text/markdown', href, title: 'This page as Markdown' }],
      actions: [{ label: 'Copy page', copyFrom: href, title: 'Copy this page as Markdown' }],
    };
  }

  /** The hash of the twin the cache holds for `key`, when the cache knows it (the twin is then read only if it must be written). */
  private cachedHash(key: string): string | undefined {
    const known = this.cache && this.hashes.twins[this.nameOf(key)];
    return known && (this.inCache.has(key) || this.cache!.has(this.nameOf(key))) ? known : undefined;
  }

  // Not async: most pages' twins are known, and a large site's serve rebuild passes every page through here.
  pageWritten(written: WrittenPage, out: Output, model: SiteModel): Promise<void> | void {
    const { page, kind, key } = written;
    if (kind.markdown === false) return;
    const cacheName = this.nameOf(key);
    const write = (twin: Twin) => {
      // A one-shot build keeps no twin's text once it is written and cached: llms-full.txt reads them
      // back from the cache. (The large benchmark corpus's twins held 16 MiB to the end of the build,
      // a quarter of what grew with its pages.) serve keeps them for its next rebuild.
      const kept = this.keepText || !this.cache || typeof twin.markdown !== 'string' ? twin : { hash: twin.hash, markdown: fromCache(this.cache, cacheName, twin.hash) };
      this.twins.set(page.path, kept);
      this.current.set(key, kept);
      if (this.hashes.twins[cacheName] !== twin.hash) {
        this.hashes.twins[cacheName] = twin.hash;
        this.hashesChanged = true;
      }
      const path = twinRoute(page.path).slice(1);
      if (!out.keep(path, twin.hash)) return out.writeLazily(path, twin.hash, () => textOf(twin));
    };
    const known = this.current.get(key) ?? this.recent.get(key);
    if (known) return write(known);
    const cache = this.cache;
    const knownHash = this.cachedHash(key);
    if (cache && knownHash) return write({ markdown: fromCache(cache, cacheName, knownHash), hash: knownHash });
    // Made by the kind as the page rendered (an API page's, from its view).
    const made = written.rendered?.markdown;
    if (made !== undefined) {
      this.cache?.write(cacheName, made);
      return write({ markdown: made, hash: hashOf(made) });
    }
    const cached = cache?.readText(cacheName);
    if (cached !== undefined) return write({ markdown: cached, hash: hashOf(cached) });
    // Made by the kind, or converted from the page's article on a worker while the main thread renders on: never block the render for it.
    const pending = this.markdownOf(written, model).then((markdown) => {
      this.cache?.write(cacheName, markdown);
      return write({ markdown, hash: hashOf(markdown) });
    });
    pending.catch(() => {}); // reported by finish; a build that fails first never gets there
    this.pending.push(pending);
    // Pages waiting for their twin hold their HTML: past a short backlog, this thread converts some too.
    return this.workers?.relieve(TWIN_BACKLOG);
  }

  /** A page's twin: its kind's, or its rendered article converted on the worker pool. */
  private async markdownOf(written: WrittenPage, model: SiteModel): Promise<string> {
    const { page, kind } = written;
    if (typeof kind.markdown === 'function') return kind.markdown(page, written.rendered);
    const { config } = model;
    const siteUrl = config.url + config.baseUrl.replace(/\/$/, '');
    const contentHtml = (await written.content()).contentHtml;
    const article = ARTICLE.exec(contentHtml)?.[1] ?? contentHtml;
    return this.convert({ html: article, options: { title: page.title, description: page.description, url: siteUrl + page.path, siteUrl } });
  }

  private convert(input: { html: string; options: { title: string; description?: string; url: string; siteUrl: string } }): Promise<string> {
    // Shared: whatever is still queued when the pages are done, this thread converts too (finish).
    return this.workers!.run<string>(GUIDE_MARKDOWN, input, { shared: true });
  }

  /** Every page is written: the twins are kept for the next build, llms.txt and llms-full.txt are left to `summarize`. */
  async finish(): Promise<void> {
    const pending = this.pending;
    this.pending = [];
    await this.workers?.help();
    await Promise.all(pending);
    this.summary = this.twins;
    this.twins = new Map();
    this.recent = this.current;
    this.current = new Map();
    // The names of this build's twins only (one build's worth: a large site's keys change with every layout change).
    const names = new Map<string, string>();
    for (const key of this.recent.keys()) {
      const name = this.names.get(key);
      if (name !== undefined) names.set(key, name);
    }
    this.names = names;
  }

  async summarize(_ctx: BuildContext, out: Output, model: SiteModel, pass: SummaryPass): Promise<void> {
    const twins = this.summary ?? new Map<string, Twin>();
    this.summary = undefined;
    // One llms.txt and llms-full.txt per part of the site (a docs version in a locale), each listing its own pages.
    const full: Record<string, string> = {};
    let fullChanged = false;
    for (const { dir, header, groups } of llmsIndexes(model)) {
      const { config } = model;
      const siteUrl = config.url + config.baseUrl.replace(/\/$/, '');
      const line = (p: PageRecord) => `- [${p.title}](${siteUrl}${twinRoute(p.path)})${p.description ? `: ${p.description.replace(/\s+/g, ' ')}` : ''}`;
      const index = [...header];
      for (const [title, pages] of groups) index.push(`## ${title}`, '', ...pages.map(line), '');
      await out.write(`${dir}llms.txt`, index.join('\n'));
      // llms-full.txt: the header and the twins in order. The same twins (by hash) make the same file,
      // whose hash the cache keeps: an unchanged site's is neither read, joined nor hashed again.
      const order = groups.flatMap(([, pages]) => pages.map((p) => twins.get(p.path)));
      const madeOf = hashOf(JSON.stringify([header, order.map((t) => t?.hash ?? '')]));
      const known = this.hashes.full[madeOf];
      if (known && out.keep(`${dir}llms-full.txt`, known)) {
        full[madeOf] = known;
        continue;
      }
      const parts = [...header];
      for (const twin of order) parts.push(twin ? textOf(twin) : '', '');
      await out.writeParts(`${dir}llms-full.txt`, { parts, separator: '\n' }, pass.breathe);
      const hash = out.manifest.get(`${dir}llms-full.txt`);
      if (hash) full[madeOf] = hash;
      if (hash && hash !== known) fullChanged = true;
    }
    if (fullChanged) {
      this.hashes.full = full;
      this.hashesChanged = true;
    }
    if (this.hashesChanged && this.cache) {
      // This build's twins only: those of pages gone or changed since are of no further use.
      const used = new Set([...this.recent.keys()].map((key) => this.nameOf(key)));
      this.hashes.twins = Object.fromEntries(Object.entries(this.hashes.twins).filter(([name]) => used.has(name)));
      this.cache.writeJson(HASHES, this.hashes);
      this.hashesChanged = false;
    }
  }
}

/** A cached twin's text, read when asked for. Its hash is in use already: a twin that is not whole, or not that hash, is no miss (the build is made again without the cache). */
function fromCache(cache: CacheArea, name: string, hash: string): () => string {
  return () => {
    const text = cache.readText(name);
    if (text === undefined || hashOf(text) !== hash) throw new CacheDamaged(`the Markdown twin ${name}`);
    return text;
  };
}
