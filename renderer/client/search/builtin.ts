// The built-in backend: queries the chunked index the build wrote (see
// cli/plugins/search/builtin-index.ts), fetching only the chunks a query
// needs: the small meta file, the term chunks of the query's words, and the
// record chunks of the hits shown. Everything fetched is kept for the next
// keystroke.
import { INDEX_VERSION, isCompressed, WEIGHT_MAX, type DocChunk, type IndexMeta, type TermChunk } from '../../search/index-format.ts';
import { hasMatch, mark, matcher, snippet } from '../../search/highlight.ts';
import { loadLanguage } from '../../search/language.ts';
import { createAnalyzer, typedMatch, typedStems, type Analyzer } from '../../search/tokenize.ts';
import { SearchUnavailableError, type HitType, type SearchBackend, type SearchHit, type SearchOptions, type SearchResult } from '../../search/types.ts';

/** A page shows at most this many of its records, so one long page does not crowd out the rest. */
const PER_PAGE_CAP = 3;
/** A word being typed matches the terms that start with it in at most this many chunks. */
const PREFIX_CHUNKS = 2;
/**
 * Hits that hold only some of the query's words (at least half of them) follow
 * the hits that hold them all when those are fewer than this: a query with a
 * word no page has still finds the pages with the others, ranked below.
 */
const PARTIAL_BELOW = 20;
/** How much more a record whose own title holds every word of the query scores. */
const TITLE_BOOST = 1.5;

/** Index of the last entry ≤ key in a sorted array. */
function floorIndex<T>(sorted: T[], key: T): number {
  let lo = 0;
  let hi = sorted.length - 1;
  let found = 0;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] <= key) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** A gzip-compressed chunk's JSON (decompressed by the browser's DecompressionStream, or by fflate, loaded only where there is none). */
async function decompressed(res: Response): Promise<unknown> {
  const bytes = new Uint8Array(await res.arrayBuffer());
  let text: string;
  // A host that sends a .gz file with `Content-Encoding: gzip` has had the browser decompress it already.
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) text = new TextDecoder().decode(bytes);
  else if (typeof DecompressionStream === 'function') text = await new Response(new Response(bytes).body!.pipeThrough(new DecompressionStream('gzip'))).text();
  else text = new TextDecoder().decode((await import('./gunzip.ts')).gunzipSync(bytes));
  return JSON.parse(text);
}

const analyzers = new Map<string, Promise<Analyzer>>();
/** The words of a language as the index has them (its stemmer is a chunk of its own, loaded with the first query). */
function analyzerFor(language: string): Promise<Analyzer> {
  let analyzer = analyzers.get(language);
  if (!analyzer) {
    analyzer = loadLanguage(language).then(createAnalyzer, (error: unknown) => {
      analyzers.delete(language);
      throw new SearchUnavailableError(`The search could not load its words for "${language}": ${String(error)}`, { cause: error });
    });
    analyzers.set(language, analyzer);
  }
  return analyzer;
}

/** Whether a query has anything to search for (before anything is loaded). */
const hasWords = (query: string) => /[\p{L}\p{N}]/u.test(query);

export class BuiltinBackend implements SearchBackend {
  private meta?: Promise<IndexMeta & { pageStarts: number[] }>;
  private readonly files = new Map<string, Promise<unknown>>();

  /**
   * `indexUrl`: the folder the build wrote the index to (ends with `/`); `baseUrl`: the site's;
   * `language`: the index's (its meta file says which; the config's lets both load at once).
   */
  constructor(
    private readonly indexUrl: string,
    private readonly baseUrl: string,
    private readonly language = 'en',
  ) {
    // Its words' module loads while the visitor types the first letters.
    analyzerFor(language).catch(() => undefined);
  }

  private fetchJson<T>(name: string, init?: RequestInit): Promise<T> {
    let file = this.files.get(name) as Promise<T> | undefined;
    if (!file) {
      file = fetch(this.indexUrl + name, init).then(
        (res) => {
          if (!res.ok) throw new SearchUnavailableError(`The search index answered ${res.status} for ${name}.`);
          return (isCompressed(name) ? decompressed(res) : res.json()).catch((error: unknown) => {
            throw new SearchUnavailableError(`The search index file ${name} could not be read: ${String(error)}`, { cause: error });
          }) as Promise<T>;
        },
        (error: unknown) => {
          throw new SearchUnavailableError(`The search index could not be fetched: ${String(error)}`, { cause: error });
        },
      );
      this.files.set(name, file);
      // A failed fetch is tried again by the next query.
      file.catch(() => this.files.delete(name));
    }
    return file;
  }

  private loadMeta() {
    if (!this.meta) {
      // meta.json has a fixed name: revalidate it, so a new build is seen; the chunks it names are content-hashed.
      this.meta = this.fetchJson<IndexMeta>('meta.json', { cache: 'no-cache' }).then((meta) => {
        if (meta.v !== INDEX_VERSION) throw new SearchUnavailableError(`The search index has version ${meta.v}; this page expects ${INDEX_VERSION}. Reload the page.`);
        const pageStarts: number[] = [];
        let at = 0;
        for (const d of meta.pages) pageStarts.push((at += d));
        return { ...meta, pageStarts };
      });
      this.meta.catch(() => (this.meta = undefined));
    }
    return this.meta;
  }

  async search(query: string, options: SearchOptions = {}): Promise<SearchResult> {
    const { page = 0, hitsPerPage = 20, snippetWords = 10 } = options;
    const empty: SearchResult = { hits: [], nbHits: 0, page, nbPages: 0 };
    if (!hasWords(query)) return empty;
    let [meta, analyzer] = await Promise.all([this.loadMeta(), analyzerFor(this.language)]);
    if (meta.lang && meta.lang !== analyzer.language) analyzer = await analyzerFor(meta.lang);
    const { terms, words, prefix, inflected } = analyzer.queryTerms(query);
    if (!terms.length || !meta.n) return empty;

    // The chunks the query's terms are in (and, for the word being typed, those its prefix spans and the stems it extends).
    const names = new Set<string>();
    terms.forEach((term) => names.add(meta.termFiles[floorIndex(meta.terms, term)]));
    if (prefix) {
      const from = floorIndex(meta.terms, prefix);
      for (let i = from; i < Math.min(meta.terms.length, from + PREFIX_CHUNKS); i++) {
        if (i > from && !meta.terms[i].startsWith(prefix)) break;
        names.add(meta.termFiles[i]);
      }
      if (inflected) for (const stem of typedStems(prefix)) names.add(meta.termFiles[floorIndex(meta.terms, stem)]);
    }
    const chunks = await Promise.all([...names].map((name) => this.fetchJson<TermChunk>(name)));

    // Score: per query term, the best match per record (idf × weight); then summed.
    const scores = new Map<number, number>();
    /** Which of the query's terms each record holds (a bit per term), and which of them its own title holds. */
    const matchedTerms = new Map<number, number>();
    const titled = new Map<number, number>();
    const N = meta.n;
    terms.forEach((term, qi) => {
      const typing = prefix !== null && qi === terms.length - 1;
      const best = new Map<number, number>();
      const inTitle = new Set<number>();
      for (const chunk of chunks) {
        chunk.t.forEach((t, ti) => {
          const factor = t === term ? 1 : typing ? typedMatch(t, prefix, inflected) : 0;
          if (!factor) return;
          const df = chunk.df[ti];
          const idf = Math.log(1 + (N - df + 0.5) / (df + 0.5));
          const list = chunk.p[ti];
          let doc = 0;
          for (let i = 0; i < list.length; i += 2) {
            doc += list[i];
            const s = (idf * factor * (list[i + 1] >> 1)) / WEIGHT_MAX;
            if (s > (best.get(doc) ?? 0)) best.set(doc, s);
            if (list[i + 1] & 1) inTitle.add(doc);
          }
        });
      }
      for (const [doc, s] of best) {
        scores.set(doc, (scores.get(doc) ?? 0) + s);
        matchedTerms.set(doc, (matchedTerms.get(doc) ?? 0) | (1 << qi));
        if (inTitle.has(doc)) titled.set(doc, (titled.get(doc) ?? 0) | (1 << qi));
      }
    });
    if (!scores.size) return empty;
    // A record whose own title holds every word of the query is what was asked for.
    const every = (1 << terms.length) - 1;
    for (const [doc, bits] of titled) if (bits === every) scores.set(doc, scores.get(doc)! * TITLE_BOOST);

    // Records that hold every term, best first; then, if they are few, those that hold at least half of them
    // (more of them first, then by score).
    const count = (doc: number) => bitCount(matchedTerms.get(doc) ?? 0);
    const byScore = (a: [number, number], b: [number, number]) => b[1] - a[1] || a[0] - b[0];
    const all = [...scores];
    const ranked = all.filter(([doc]) => count(doc) === terms.length).sort(byScore);
    if (ranked.length < PARTIAL_BELOW && terms.length > 1) {
      const least = Math.ceil(terms.length / 2);
      const partial = all.filter(([doc]) => count(doc) < terms.length && count(doc) >= least);
      ranked.push(...partial.sort((a, b) => count(b[0]) - count(a[0]) || byScore(a, b)));
    }
    const perPage = new Map<number, number>();
    const kept: number[] = [];
    for (const [doc] of ranked) {
      const p = floorIndex(meta.pageStarts, doc);
      const seen = perPage.get(p) ?? 0;
      if (seen >= PER_PAGE_CAP) continue;
      perPage.set(p, seen + 1);
      kept.push(doc);
    }

    // A later keystroke has taken over: its hits are what will be shown, so this one's records are not fetched.
    if (options.signal?.aborted) return { ...empty, nbHits: kept.length };
    const shown = kept.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
    const matches = matcher(terms, prefix, inflected);
    const missingOf = (doc: number) => words.filter((_, i) => !((matchedTerms.get(doc) ?? 0) & (1 << i)));
    const hits = await Promise.all(shown.map((doc) => this.hit(meta, analyzer, doc, matches, snippetWords, missingOf(doc))));
    return { hits, nbHits: kept.length, page, nbPages: Math.ceil(kept.length / hitsPerPage) };
  }

  private async hit(meta: IndexMeta, analyzer: Analyzer, doc: number, matches: ReturnType<typeof matcher>, snippetWords: number, missing: string[]): Promise<SearchHit> {
    const c = floorIndex(meta.docs, doc);
    const chunk = await this.fetchJson<DocChunk>(meta.docFiles[c]);
    const [pageIndex, type, anchor, heads, content] = chunk.d[doc - meta.docs[c]];
    const [path, lvl0, lvl1] = chunk.pages[pageIndex];
    const hierarchy: (string | null)[] = [lvl0, lvl1, ...heads];
    while (hierarchy.length < 7) hierarchy.push(null);
    const hierarchyMarked = hierarchy.map((text) => (text ? mark(analyzer, text, matches) : null));
    const own = type > 0 ? hierarchyMarked[type] : null;
    const snip = snippet(analyzer, content, matches, snippetWords);
    // Titled by its heading when the heading matched; by its text when only the text did.
    const hitType: HitType = type === 1 || !content || (own && hasMatch(own)) || !hasMatch(snip) ? (`lvl${type || 1}` as HitType) : 'content';
    const url = (this.baseUrl === '/' ? path : this.baseUrl.replace(/\/$/, '') + path) + (anchor ? `#${anchor}` : '');
    const hit: SearchHit = { id: `${path}#${anchor ?? ''}`, url, type: hitType, hierarchy, hierarchyMarked, content: content || null, snippet: snip };
    if (missing.length) hit.missing = missing;
    return hit;
  }
}

function bitCount(n: number): number {
  let c = 0;
  for (; n; n &= n - 1) c++;
  return c;
}
