// The llms section: a Markdown twin of every page at `<route>.md`, linked from
// the page's head and copied by its "Copy page" button, plus `llms.txt` (the
// llms.txt convention: title, summary, a linked list per section) and
// `llms-full.txt` (every twin, in sidebar order). Built on the section seam
// alone: it sees pages as they are written and adds files at the end.
import { existsSync } from 'node:fs';
import type { StoredApiModel } from '../../api/stored-model.ts';
import { flattenLinks, type PageRecord, type SiteModel } from '../../model.ts';
import { hashOf, type OutputSink } from '../../sink.ts';
import type { CacheArea } from '../../cache.ts';
import type { BuildContext, PageAdditions, Section, SectionContribution, SummaryPass, WrittenPage } from '../types.ts';
import { runJob, type Job } from '../../workers/jobs.ts';
import type { WorkerPool } from '../../workers/pool.ts';

const twinName = (key: string) => `${key.slice(0, 32)}.md`;

/** Twins waiting for a worker beyond those posted to it (see `WorkerPool.relieve`). */
const TWIN_BACKLOG = 16;

/** `/fraud/intro/` → `/fraud/intro.md`; `/` → `/index.md`. */
export const twinRoute = (route: string) => (route === '/' ? '/index.md' : `${route.replace(/\/$/, '')}.md`);

const ARTICLE = /<article class="markdown">([\s\S]*)<\/article>/;

interface Twin {
  markdown: string;
  /** Its content hash, as the output manifest records it (an unchanged twin is not hashed again). */
  hash: string;
}

export class LlmsSection implements Section {
  readonly name = 'llms';
  /** This build's twins by page, for llms-full.txt: text only, a fraction of the HTML. */
  private twins = new Map<string, string>();
  /** Twins by render key: converting HTML to Markdown is the costly part, and most pages repeat between builds. */
  private cache?: CacheArea;
  /** Twins by render key from the last build, kept in memory for `docs serve`'s rebuilds, and this build's. */
  private recent = new Map<string, Twin>();
  private current = new Map<string, Twin>();
  /** What `finish` left for `summarize`. */
  private summary?: Map<string, string>;
  /** Twins being converted on the worker pool; `finish` awaits them. */
  private pending: Promise<void>[] = [];
  private workers?: WorkerPool;

  async load(ctx: BuildContext): Promise<SectionContribution> {
    this.cache = ctx.cache.area('llms');
    this.workers = ctx.workers;
    this.pending = [];
    // A build that failed part way left some twins: they stay usable.
    for (const [key, twin] of this.current) this.recent.set(key, twin);
    this.current = new Map();
    this.twins = new Map();
    return { pages: [] };
  }

  pageAdditions(page: PageRecord): PageAdditions {
    if (page.twin === false) return {};
    const href = twinRoute(page.path);
    return {
      headLinks: [{ rel: 'alternate', type: 'text/markdown', href, title: 'This page as Markdown' }],
      actions: [{ label: 'Copy page', copyFrom: href, title: 'Copy this page as Markdown' }],
    };
  }

  needsContent(page: PageRecord, key: string): boolean {
    if (page.twin === false) return false;
    return !this.recent.has(key) && !this.current.has(key) && (!this.cache || !existsSync(this.cache.path(twinName(key))));
  }

  async pageWritten({ page, key, contentHtml }: WrittenPage, out: OutputSink, model: SiteModel): Promise<void> {
    if (page.twin === false) return;
    const write = (twin: Twin) => {
      this.twins.set(page.path, twin.markdown);
      this.current.set(key, twin);
      const path = twinRoute(page.path).slice(1);
      if (!out.keep(path, twin.hash)) return out.write(path, twin.markdown, twin.hash);
    };
    const known = this.current.get(key) ?? this.recent.get(key);
    if (known) return write(known);
    const cacheName = twinName(key);
    const cached = this.cache?.readText(cacheName);
    if (cached !== undefined) return write({ markdown: cached, hash: hashOf(cached) });
    // Converted on a worker while the main thread renders on: never block the render for it.
    const pending = this.markdownOf(page, contentHtml ?? '', model).then((markdown) => {
      this.cache?.write(cacheName, markdown);
      return write({ markdown, hash: hashOf(markdown) });
    });
    pending.catch(() => {}); // reported by finish; a build that fails first never gets there
    this.pending.push(pending);
    // Pages waiting for their twin hold their HTML: past a short backlog, this thread converts some too.
    await this.workers?.relieve(TWIN_BACKLOG);
  }

  /** A page's twin, converted on the worker pool: API pages from their model, guides from their HTML. */
  private markdownOf(page: PageRecord, contentHtml: string, model: SiteModel): Promise<string> {
    const { config } = model;
    const siteUrl = config.url + config.baseUrl.replace(/\/$/, '');
    const url = siteUrl + page.path;
    const api = model.sectionData.get('api') as StoredApiModel | undefined;
    const opts = { url, siteUrl, apiBaseUrl: config.customFields.apiBaseUrl };
    if (api && page.kind === 'api-operation') {
      const operation = api.operation(page.generatedKey!);
      // Posted to a worker: only the curl sample is in the twin, and the other seven are most of a view's size.
      if (operation) return this.convert({ type: 'api-markdown', options: opts, operation: { ...operation, samples: operation.samples.filter((s) => s.id === 'curl'), sampleModes: undefined } });
    }
    if (api && page.kind === 'api-group') {
      const group = api.group(page.generatedKey!);
      if (group) return this.convert({ type: 'api-markdown', options: { ...opts, title: page.title }, group });
    }
    if (api && page.kind === 'api-info') return this.convert({ type: 'api-markdown', options: opts, info: api.info });
    // Guides (and any other kind): the rendered content, as Markdown.
    const article = ARTICLE.exec(contentHtml)?.[1] ?? contentHtml;
    return this.convert({ type: 'guide-markdown', html: article, options: { title: page.title, description: page.description, url, siteUrl } });
  }

  private convert(job: Extract<Job, { type: 'guide-markdown' | 'api-markdown' }>): Promise<string> {
    // Shared: whatever is still queued when the pages are done, this thread converts too (finish).
    return this.workers ? (this.workers.run(job as never, { shared: true }) as Promise<string>) : (runJob(job) as Promise<string>);
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
  }

  async summarize(_ctx: BuildContext, out: OutputSink, model: SiteModel, pass: SummaryPass): Promise<void> {
    const twins = this.summary ?? new Map<string, string>();
    this.summary = undefined;
    const { config } = model;
    const siteUrl = config.url + config.baseUrl.replace(/\/$/, '');
    const groups = sectionsOf(model);
    const line = (p: PageRecord) => `- [${p.title}](${siteUrl}${twinRoute(p.path)})${p.description ? `: ${p.description.replace(/\s+/g, ' ')}` : ''}`;
    const summary = config.tagline || `Documentation of ${config.product.name}.`;
    const index = [`# ${config.title}`, '', `> ${summary}`, ''];
    for (const [title, pages] of groups) index.push(`## ${title}`, '', ...pages.map(line), '');
    await out.write('llms.txt', index.join('\n'));
    const full = [`# ${config.title}`, '', `> ${summary}`, ''];
    for (const [, pages] of groups) for (const p of pages) full.push(twins.get(p.path) ?? '', '');
    await out.writeParts('llms-full.txt', { parts: full, separator: '\n' }, pass.breathe);
  }
}

/** Pages grouped by sidebar (in config order, titled by the navbar item that opens it), the rest last. */
function sectionsOf(model: SiteModel): [string, PageRecord[]][] {
  const titles = new Map<string, string>();
  const items = model.config.navbar.items as { type?: string; sidebarId?: string; label?: string; to?: string; items?: { label?: string; to?: string }[] }[];
  const byTarget = new Map<string, string>();
  for (const item of items) {
    if (item.type === 'docSidebar' && item.sidebarId && item.label) titles.set(item.sidebarId, item.label);
    for (const link of [item, ...(item.items ?? [])]) if (link.to && link.label) byTarget.set(link.to, link.label);
  }
  const seen = new Set<string>();
  const groups: [string, PageRecord[]][] = [];
  for (const [id, sidebar] of Object.entries(model.sidebars)) {
    const pages = flattenLinks(sidebar)
      .map((l) => model.byPath.get(l.href))
      .filter((p): p is PageRecord => !!p && p.sidebar === id && !seen.has(p.path));
    pages.forEach((p) => seen.add(p.path));
    if (!pages.length) continue;
    const title = titles.get(id) ?? pages.map((p) => byTarget.get(p.path)).find(Boolean) ?? id.charAt(0).toUpperCase() + id.slice(1);
    groups.push([title, pages]);
  }
  // Unlisted pages keep their twin but are in no index.
  const rest = model.pages.filter((p) => !seen.has(p.path) && !p.frontMatter.unlisted && p.twin !== false);
  if (rest.length) groups.push(['Other pages', rest]);
  return groups;
}
