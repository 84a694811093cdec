// The search plugin: the /search/ page, out/search-records.json (the hosted
// index's record shape, so a provider can feed the hosted index from our own
// build) and the built-in index the browser searches when no hosted service
// is configured. It cuts every page into records as the page is written (the
// page's kind gives its parts, else its rendered HTML is cut at its headings)
// and writes the files at the end.
import { compactHeap } from '../../heap.ts';
import { largeSite } from '../../tiering.ts';
import type { ServerModule } from '../../server-module.ts';
import { createHash } from 'node:crypto';
import { CacheDamaged, type CacheArea } from '../../cache.ts';
import { toolFingerprint } from '../../paths.ts';
import { pathIndex, type PageRecord, type SiteModel } from '../../model.ts';
import { hashOf, type OutputSink } from '../../sink.ts';
import type { BuildContext, Contribution, Output, PageKind, Plugin, SummaryPass, WrittenPage } from '../../plugin-api.ts';
import { buildIndexInSlices, compressIndex, TermMemo, type RecordPages } from './builtin-index.ts';
import { RecordSpill, type Spilled } from './spill.ts';
import { loadLanguage, searchLanguageCode } from '../../../renderer/search/language.ts';
import { createAnalyzer } from '../../../renderer/search/tokenize.ts';
import { guideParts, pageRecords, sectionTitles, type RecordPart, type SearchRecord } from './records.ts';
import { SEARCH_PAGE_PATH } from '../../../renderer/contract.ts';
import { siteLayout } from '../versions/layout.ts';

/** A page's parts are kept by its render key and the code that cut them, so an unchanged page need not be rendered again. */
const partsName = (key: string) => `${createHash('sha256').update(key).update(toolFingerprint()).digest('hex').slice(0, 32)}.json`;

export class SearchPlugin implements Plugin {
  readonly name = 'search';
  /** This build's pages, cut into records, as they were written (pages may be written out of order: see `finish`). */
  private cuts: { at: number; cut: PageCut; scope: string }[] = [];
  /** Each page's place in the model: the index lists pages in that order, whichever thread rendered them first. */
  private order?: Map<string, number>;
  /** The sidebar categories above each page (searched, not shown). */
  private categories = new Map<string, string[]>();
  private lvl0?: (page: PageRecord) => string;
  private cache?: CacheArea;
  /** Each page's parts and records by render key, from the last build and this one: serve's rebuilds cut only changed pages. */
  private recent = new Map<string, PageCut>();
  private current = new Map<string, PageCut>();
  /** Whether pages' records are kept for the next build (serve), not only until the files are written. */
  private keep = false;
  /** A one-shot build's records, on disk until the index is built. */
  private spill?: RecordSpill;
  /** What `finish` left for `summarize`. */
  private summary?: { cuts: PageCut[]; categories: Map<string, string[]>; scope: string }[];
  /** serve: what tokenising the records found, so an index after an edit tokenises only the edited pages. */
  private termMemo?: TermMemo;
  /** The last index, and what it was built from (serve: an edit that changes no record builds none). */
  private lastIndex = new Map<string, { cuts: PageCut[]; categories: string; siteUrl: string; language: string; built: BuiltFiles }>();

  async load(ctx: BuildContext): Promise<Contribution> {
    this.cache = ctx.cache.area('search', { packed: true });
    this.keep = ctx.watch;
    this.closeSpill();
    this.cuts = [];
    this.categories = new Map();
    this.order = undefined;
    this.lvl0 = undefined;
    for (const [key, records] of this.current) this.recent.set(key, records);
    this.current = new Map();
    const page: PageRecord = {
      id: '__search',
      path: SEARCH_PAGE_PATH,
      kind: 'search',
      title: 'Search the documentation',
      description: `Search the ${ctx.config.product.name} documentation.`,
      headings: [],
      sourceFile: ctx.config.configFile,
      frontMatter: { hide_table_of_contents: true },
      sourceLinks: [],
      titleInContent: true,
      generatedKey: 'search',
    };
    // A search page per part of the site (`/fr/search/`): the versions plugin points it at that part's index.
    const scoped = (siteLayout(ctx.config)?.scopes ?? []).filter((s) => s.key).map((s): PageRecord => ({
      ...page,
      id: `${s.key}/__search`,
      path: s.base + SEARCH_PAGE_PATH,
      scope: { key: s.key, base: s.base, lang: s.lang, dir: s.dir, version: s.version, locale: s.locale, ...(s.noIndex ? { noIndex: true } : {}) },
    }));
    return { pages: [page, ...scoped], kinds: { search: searchKind } };
  }

  /** A page's parts: its kind's, else its rendered HTML cut at its headings (cached by render key). */
  private async partsOf(written: WrittenPage): Promise<RecordPart[]> {
    const { page, kind, key, rendered } = written;
    if (typeof kind.searchParts === 'function') return kind.searchParts(page, rendered);
    const name = partsName(key);
    let parts = rendered === undefined ? this.cache?.readJson<RecordPart[]>(name) : undefined;
    if (!parts) {
      parts = guideParts((await written.content()).contentHtml);
      // Named by what they are made from: an entry of that name holds these very parts (a rendered page's are cut again, not stored again).
      if (!this.cache?.has(name)) this.cache?.writeJson(name, parts);
    }
    return parts;
  }

  // Not async: serve passes every page of a large site through here per edit, most of them with
  // records known (a promise per page is garbage the edit pays for).
  pageWritten(written: WrittenPage, _out: Output, model: SiteModel): Promise<void> | void {
    const { page, kind, key } = written;
    if (kind.searchParts === false) return;
    this.lvl0 ??= sectionTitles(model);
    const { config } = model;
    const siteUrl = config.url + config.baseUrl.replace(/\/$/, '');
    const lvl0 = this.lvl0(page);
    // The render key covers the page's content, title and place; the section title and site URL come from the config and navbar.
    const at = `${lvl0}\0${siteUrl}\0${page.scope?.version ?? ''}\0${page.scope?.locale ?? ''}`;
    const cut = this.current.get(key) ?? this.recent.get(key);
    if (cut?.at === at) return this.add(page, model, cut);
    if (written.rendered === undefined && !this.keep && !cut) {
      // An unchanged page: its records are made only if the index must be built again (see `summarize`).
      return this.add(page, model, { key, parts: [], at, make: async () => pageRecords(page, await this.partsOf(written), { siteUrl, lvl0 }) });
    }
    const made = (parts: RecordPart[]) => {
      const records = pageRecords(page, parts, { siteUrl, lvl0 });
      // The parts stay only while records are kept between builds (to remake them for a new section title);
      // a one-shot build of a large site keeps its records on disk until the index is built.
      this.add(page, model, this.keep ? { key, parts, at, records } : this.spills() ? { key, parts: [], at, spilled: (this.spill ??= new RecordSpill(this.cache?.dir)).put(records) } : { key, parts: [], at, records });
    };
    return cut?.parts ? made(cut.parts) : this.partsOf(written).then(made);
  }

  /** A page's records, in their place among the site's. */
  private add(page: WrittenPage['page'], model: SiteModel, cut: PageCut): void {
    if (this.keep) this.current.set(cut.key, cut);
    this.order ??= new Map(model.pages.map((p, i) => [p.path, i]));
    this.cuts.push({ at: this.order.get(page.path) ?? Infinity, cut, scope: page.scope?.key ?? '' });
    const crumbs = page.sidebar ? (pathIndex(model.sidebars[page.sidebar] ?? []).get(page.path) ?? []) : [];
    if (crumbs.length) this.categories.set(page.path, crumbs.map((c) => c.label));
  }

  /** Every page is written: the records are kept for the next build; the files are left to `summarize`. */
  finish(): void {
    const at = (path: string) => this.order?.get(path) ?? Infinity;
    const sorted = this.cuts.sort((a, b) => a.at - b.at);
    const categories = new Map([...this.categories].sort(([a], [b]) => at(a) - at(b)));
    // One index per scope (a docs version in a locale): search covers the part of the site being read.
    const scopes = [...new Set(['', ...sorted.map((c) => c.scope)])];
    this.summary = scopes.map((scope) => ({ scope, cuts: sorted.filter((c) => c.scope === scope).map((c) => c.cut), categories }));
    this.cuts = [];
    this.categories = new Map();
    this.recent = this.current;
    this.current = new Map();
  }

  async summarize(ctx: BuildContext, out: Output, model: SiteModel, pass: SummaryPass): Promise<void> {
    const summary = this.summary ?? [{ scope: '', cuts: [], categories: new Map<string, string[]>() }];
    this.summary = undefined;
    const scopes = new Map(model.pages.flatMap((p) => (p.scope ? [[p.scope.key, p.scope] as const] : [])));
    try {
      for (const { scope, cuts, categories } of summary) {
        const own = scopes.get(scope);
        const language = (own?.lang && searchLanguageCode(own.lang)) || ctx.config.search.language;
        await this.summarizeScope(ctx, out, model, pass, { key: scope, base: own?.base ?? '', language, cuts, categories: scope ? new Map([...categories].filter(([path]) => path.startsWith(own!.base + '/'))) : categories });
        if (pass.stop()) return;
      }
    } finally {
      this.closeSpill();
    }
  }

  /**
   * Whether records wait on disk (a one-shot build of a large site). A small site's stay in memory:
   * a few MB, where writing each page's, and reading and parsing them twice for the index, cost
   * the small benchmark corpus about 30 ms. DOCS_SPILL_RECORDS=1 spills on any site (the tests
   * compare both ways).
   */
  private spills(): boolean {
    return !this.keep && (largeSite() || process.env.DOCS_SPILL_RECORDS === '1');
  }

  private closeSpill(): void {
    this.spill?.close();
    this.spill = undefined;
  }

  /** The records of `cuts` a page at a time, in order: an unchanged page's made first (and spilled, in a one-shot build). */
  private async recordPages(cuts: PageCut[]): Promise<RecordPages> {
    for (const cut of cuts) {
      if (!cut.make) continue;
      const records = await recordsOf(cut);
      if (this.spills()) {
        cut.spilled = (this.spill ??= new RecordSpill(this.cache?.dir)).put(records);
        cut.records = undefined;
      }
    }
    const spill = this.spill;
    return {
      *pages() {
        for (const cut of cuts) yield cut.records ?? spill!.records(cut.spilled!);
      },
    };
  }

  /** The records file and built-in index of one scope (the whole site when it has none). */
  private async summarizeScope(
    ctx: BuildContext,
    out: Output,
    model: SiteModel,
    pass: SummaryPass,
    { key: scopeKey, base, language, cuts, categories }: { key: string; base: string; language: string; cuts: PageCut[]; categories: Map<string, string[]> },
  ): Promise<void> {
    const { config } = ctx;
    // search-records.json is `JSON.stringify` of every record: each page's records serialised once, never joined
    // into one string.
    const recordsJson = async () => {
      const parts: string[] = [];
      for (const cut of cuts) {
        // A spilled page's text is its records' JSON as it is written here.
        const text = cut.spilled && this.spill!.text(cut.spilled);
        if (text === '[]') continue;
        const records = text ? undefined : await recordsOf(cut);
        if (records && !records.length) continue;
        const json = cut.json ?? (text ?? JSON.stringify(records)).slice(1, -1);
        if (this.keep) cut.json = json;
        parts.push(json);
        if (parts.length % 64 === 0) await pass.breathe();
      }
      return { parts, separator: ',', prefix: '[', suffix: ']' };
    };
    // Written only for feeding the hosted index: otherwise it would be the site's largest file, downloaded by nobody.
    if (config.search.records) await out.writeParts(`${base.slice(1)}${base ? '/' : ''}search-records.json`, await recordsJson(), pass.breathe);
    // The built-in index answers unless a hosted service is configured (then nothing in the browser reads it).
    if (config.search.hosted || pass.stop()) return;
    const records = async () => (await Promise.all(cuts.map(recordsOf))).flat();
    const siteUrl = config.url + config.baseUrl.replace(/\/$/, '');
    const analyzer = createAnalyzer(await loadLanguage(language));
    const categoriesJson = JSON.stringify([...categories]);
    let built: BuiltFiles | undefined;
    let unchanged = true;
    const started = performance.now();
    /** The files as written (chunks compressed), with their hashes. */
    const finish = async (index: { files: Map<string, string>; stats: { terms: number } }, records: number, stop?: () => boolean): Promise<BuiltFiles | undefined> => {
      // serve: a chunk the last index had is that chunk (chunks are named by their contents), already
      // compressed and hashed: after an edit only the chunks it changed are compressed again.
      const last = pass.deferred ? this.lastIndex.get(scopeKey)?.built : undefined;
      const lastAt = new Map((last?.names ?? []).map((name, i) => [name, i] as const).filter(([name]) => name !== 'meta.json'));
      const files = await compressIndex(new Map([...index.files].filter(([name]) => !lastAt.has(name))), stop && { stop });
      if (!files) return undefined;
      const names = [...index.files.keys()];
      const contents = names.map((name) => files.get(name) ?? last!.content(lastAt.get(name)!));
      const hashes = names.map((name, i) => (files.has(name) ? hashOf(contents[i]) : last!.hashes[lastAt.get(name)!]));
      return { names, hashes, content: (i) => contents[i], terms: index.stats.terms, records, sizes: contents.map((c) => (typeof c === 'string' ? Buffer.byteLength(c) : c.length)) };
    };
    if (pass.deferred) {
      // serve: the same pages' records (the very same objects) and categories make the same index.
      const last = this.lastIndex.get(scopeKey);
      const same = last?.siteUrl === siteUrl && last.language === analyzer.language && last.categories === categoriesJson && last.cuts.length === cuts.length && cuts.every((cut, i) => cut === last.cuts[i]);
      if (same) built = last.built;
      else {
        unchanged = false;
        const all = await records();
        if (this.termMemo?.language !== analyzer.language) this.termMemo = new TermMemo(analyzer.language);
        const index = await buildIndexInSlices(all, { siteUrl, analyzer, categories, memo: this.termMemo }, pass.stop);
        if (index) built = await finish(index, all.length, pass.stop);
      }
    } else {
      // The same pages make the same records, and the same records the same index: an unchanged site reuses
      // the last one (on disk, across builds). A page's render key covers its content, title and place; `at`
      // the section title and site URL its records carry.
      const hash = createHash('sha256');
      for (const cut of cuts) hash.update(cut.key).update('\0').update(cut.at).update('\n');
      const indexKey = hash.update(categoriesJson).update(siteUrl).update(analyzer.language).update(toolFingerprint()).digest('hex').slice(0, 24);
      // The list of files and their hashes, and their contents one after the other: a file the last
      // build wrote with the same hash is linked from out/ without reading its contents.
      const listName = `index-${indexKey}.json`;
      const blobName = `index-${indexKey}.bin`;
      const cached = this.cache?.has(blobName) ? this.cache.readJson<Omit<BuiltFiles, 'content'>>(listName) : undefined;
      if (cached) {
        let blob: Buffer | undefined;
        const offsets: number[] = [];
        let at = 0;
        for (const size of cached.sizes) {
          offsets.push(at);
          at += size;
        }
        const cache = this.cache!;
        const whole = () => {
          blob ??= cache.readBuffer(blobName);
          // Its list is in use: a damaged blob is no miss (the build is made again without the cache).
          if (!blob) throw new CacheDamaged(`the search index ${blobName}`);
          return blob;
        };
        built = { ...cached, content: (i) => whole().subarray(offsets[i], offsets[i] + cached.sizes[i]) };
      } else {
        unchanged = false;
        const pages = await this.recordPages(cuts);
        // The index's work is garbage made fast on top of everything the build holds: from a compacted heap
        // it stays under the render stage's peak (the 5,621-page corpus peaked 130 MiB higher without).
        if (!this.keep) compactHeap();
        // In slices, though nothing stops it: files still being written land meanwhile (the other
        // plugins' site-wide files have landed already: site-wide.ts).
        const index = (await buildIndexInSlices(pages, { siteUrl, analyzer, categories }, () => false))!;
        built = (await finish(index, index.meta.n))!; // never stopped
        const { content, ...list } = built;
        this.cache?.write(blobName, Buffer.concat(built.names.map((_, i) => Buffer.from(content(i)))));
        this.cache?.writeJson(listName, list);
      }
    }
    if (!built) return; // given up for a newer edit
    const ms = Math.round(performance.now() - started);
    if (this.keep) this.lastIndex.set(scopeKey, { cuts, categories: categoriesJson, siteUrl, language: analyzer.language, built });
    let bytes = 0;
    const dir = (base + config.search.indexPath).replace(/^\//, '');
    for (let i = 0; i < built.names.length; i++) {
      const path = dir + built.names[i];
      const hash = built.hashes[i];
      bytes += built.sizes[i];
      const content = built.content;
      await out.writeLazily(path, hash, () => content(i));
      await pass.breathe();
    }
    const recordCount = built.records;
    ctx.log(`Search${scopeKey ? ` (${scopeKey})` : ''}: ${recordCount} records of ${scopeKey ? cuts.length : model.pages.length - 1} pages, ${built.terms} terms; built-in index ${Math.round(bytes / 1024)} KB in ${built.names.length} files, ${unchanged ? 'unchanged' : `built in ${ms} ms`}.`);
  }
}

/** The index's files as written: names, hashes and sizes, and each one's contents when asked for. */
interface BuiltFiles {
  names: string[];
  hashes: string[];
  sizes: number[];
  content: (i: number) => string | Uint8Array;
  terms: number;
  records: number;
}

interface PageCut {
  /** The page's render key. */
  key: string;
  parts: RecordPart[];
  /** The section title and site URL the records were made with. */
  at: string;
  /** The records, or how to make them (an unchanged page's, needed only when the index is built again), or where they wait on disk. */
  records?: SearchRecord[];
  spilled?: Spilled;
  make?: () => Promise<SearchRecord[]>;
  /** The records as JSON, without the brackets (made when first needed). */
  json?: string;
}

async function recordsOf(cut: PageCut): Promise<SearchRecord[]> {
  if (!cut.records) {
    cut.records = await cut.make!();
    cut.make = undefined;
  }
  return cut.records;
}

const searchKind: PageKind<ServerModule> = {
  // A tool, not text: no twin, not searched.
  markdown: false,
  searchParts: false,
  content: async (page, { server, model }) => ({
    key: `search:${model.config.baseUrl}${page.path === SEARCH_PAGE_PATH ? '' : page.path}`,
    linkSources: [],
    render: () => server.SearchPage({ baseUrl: model.config.baseUrl, pagePath: page.path }),
  }),
};
