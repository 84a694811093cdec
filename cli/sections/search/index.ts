// The search section: the /search/ page, out/search-records.json (the hosted
// index's record shape, so a provider can feed the hosted index from our own
// build) and the built-in index the browser searches when no hosted service
// is configured. Built on the section seam alone: it cuts every page into
// records as the page is written and writes the files at the end.
import type { ApiModel } from '../../api/operations.ts';
import { pathTo, type PageRecord, type SiteModel } from '../../model.ts';
import type { OutputSink } from '../../sink.ts';
import type { BuildContext, PageKind, Section, SectionContribution, WrittenPage } from '../types.ts';
import { buildIndex } from './builtin-index.ts';
import { pageParts, pageRecords, sectionTitles, type SearchRecord } from './records.ts';
import { SEARCH_PAGE_PATH } from '../../../renderer/contract.ts';

/** Page kinds that are not searched: the search page itself, and the console (every operation again). */
const UNSEARCHED = new Set(['search', 'interactive-api']);

export class SearchSection implements Section {
  readonly name = 'search';
  private records: SearchRecord[] = [];
  /** The sidebar categories above each page (searched, not shown). */
  private categories = new Map<string, string[]>();
  private lvl0?: (page: PageRecord) => string;

  async load(ctx: BuildContext): Promise<SectionContribution> {
    this.records = [];
    this.categories = new Map();
    this.lvl0 = undefined;
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
    return { pages: [page], kinds: { search: searchKind } };
  }

  pageWritten({ page, contentHtml }: WrittenPage, _out: OutputSink, model: SiteModel): void {
    if (UNSEARCHED.has(page.kind)) return;
    this.lvl0 ??= sectionTitles(model);
    const { config } = model;
    const siteUrl = config.url + config.baseUrl.replace(/\/$/, '');
    const parts = pageParts(page, contentHtml, model.sectionData.get('api') as ApiModel | undefined);
    this.records.push(...pageRecords(page, parts, { siteUrl, lvl0: this.lvl0(page) }));
    const crumbs = page.sidebar ? (pathTo(model.sidebars[page.sidebar], page.path) ?? []) : [];
    if (crumbs.length) this.categories.set(page.path, crumbs.map((c) => c.label));
  }

  async finish(ctx: BuildContext, out: OutputSink, model: SiteModel): Promise<void> {
    const { config } = ctx;
    const records = this.records;
    const categories = this.categories;
    this.records = [];
    this.categories = new Map();
    await out.write('search-records.json', JSON.stringify(records));
    // The built-in index answers unless a hosted service is configured (then nothing in the browser reads it).
    if (config.search.hosted) return;
    const started = performance.now();
    const { files, stats } = buildIndex(records, { siteUrl: config.url + config.baseUrl.replace(/\/$/, ''), categories });
    const ms = Math.round(performance.now() - started);
    let bytes = 0;
    const dir = config.search.indexPath.replace(/^\//, '');
    for (const [name, text] of files) {
      bytes += text.length;
      await out.write(dir + name, text);
    }
    ctx.log(`Search: ${records.length} records of ${model.pages.length - 1} pages, ${stats.terms} terms; built-in index ${Math.round(bytes / 1024)} KB in ${files.size} files, built in ${ms} ms.`);
  }
}

const searchKind: PageKind = {
  content: async (_page, { server, model }) => ({
    key: `search:${model.config.baseUrl}`,
    linkSources: [],
    render: () => server.SearchPage({ baseUrl: model.config.baseUrl }),
  }),
};
