// The built-in backend: queries the chunked index the build wrote (see
// cli/plugins/search/builtin-index.ts), fetching only the chunks a query
// needs: the small meta file, the term chunks of the query's words, and the
// record chunks of the hits shown. Everything fetched is kept for the next
// keystroke.
import { INDEX_VERSION, isCompressed, type DocChunk, type IndexMeta, type TermChunk } from '../../search/index-format.ts';
import { hasMatch, mark, matcher, snippet } from '../../search/highlight.ts';
import { queryTerms } from '../../search/tokenize.ts';
import { SearchUnavailableError, type HitType, type SearchBackend, type SearchHit, type SearchOptions, type SearchResult } from '../../search/types.ts';

/** A page shows at most this many of its records, so one long page does not crowd out the rest. */
const PER_PAGE_CAP = 3;
/** A word being typed matches the terms that start with it in at most this many chunks. */
const PREFIX_CHUNKS = 2;

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

export class BuiltinBackend implements SearchBackend {
  private meta?: Promise<IndexMeta & { pageStarts: number[] }>;
  private readonly files = new Map<string, Promise<unknown>>();

  /** `indexUrl`: the folder the build wrote the index to (ends with `/`); `baseUrl`: the site's. */
  constructor(
    private readonly indexUrl: string,
    private readonly baseUrl: string,
  ) {}

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
    const { terms, prefix } = queryTerms(query);
    const empty: SearchResult = { hits: [], nbHits: 0, page, nbPages: 0 };
    if (!terms.length) return empty;
    const meta = await this.loadMeta();
    if (!meta.n) return empty;

    // The chunks the query's terms are in (and, for the word being typed, those its prefix spans).
    const names = new Set<string>();
    terms.forEach((term) => names.add(meta.termFiles[floorIndex(meta.terms, term)]));
    if (prefix) {
      const from = floorIndex(meta.terms, prefix);
      for (let i = from; i < Math.min(meta.terms.length, from + PREFIX_CHUNKS); i++) {
        if (i > from && !meta.terms[i].startsWith(prefix)) break;
        names.add(meta.termFiles[i]);
      }
    }
    const chunks = await Promise.all([...names].map((name) => this.fetchJson<TermChunk>(name)));

    // Score: per query term, the best match per record (idf × weight); then summed.
    const scores = new Map<number, number>();
    const matchedTerms = new Map<number, number>();
    const N = meta.n;
    terms.forEach((term, qi) => {
      const typing = prefix !== null && qi === terms.length - 1;
      const best = new Map<number, number>();
      for (const chunk of chunks) {
        chunk.t.forEach((t, ti) => {
          let factor = 0;
          if (t === term) factor = 1;
          else if (typing && t.startsWith(prefix)) factor = t === prefix ? 1 : 0.55 + 0.4 * (prefix.length / t.length);
          if (!factor) return;
          const df = chunk.df[ti];
          const idf = Math.log(1 + (N - df + 0.5) / (df + 0.5));
          const list = chunk.p[ti];
          let doc = 0;
          for (let i = 0; i < list.length; i += 2) {
            doc += list[i];
            const s = (idf * factor * list[i + 1]) / 255;
            if (s > (best.get(doc) ?? 0)) best.set(doc, s);
          }
        });
      }
      for (const [doc, s] of best) {
        scores.set(doc, (scores.get(doc) ?? 0) + s);
        matchedTerms.set(doc, (matchedTerms.get(doc) ?? 0) + 1);
      }
    });
    if (!scores.size) return empty;

    // Records that hold every term; for a query of three terms or more, one may be missing if none holds them all.
    let most = 0;
    for (const c of matchedTerms.values()) most = Math.max(most, c);
    if (most < terms.length - (terms.length >= 3 ? 1 : 0)) return empty;
    const ranked = [...scores].filter(([doc]) => matchedTerms.get(doc) === most).sort((a, b) => b[1] - a[1] || a[0] - b[0]);
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
    const matches = matcher(terms, prefix);
    const hits = await Promise.all(shown.map((doc) => this.hit(meta, doc, matches, snippetWords)));
    return { hits, nbHits: kept.length, page, nbPages: Math.ceil(kept.length / hitsPerPage) };
  }

  private async hit(meta: IndexMeta, doc: number, matches: ReturnType<typeof matcher>, snippetWords: number): Promise<SearchHit> {
    const c = floorIndex(meta.docs, doc);
    const chunk = await this.fetchJson<DocChunk>(meta.docFiles[c]);
    const [pageIndex, type, anchor, heads, content] = chunk.d[doc - meta.docs[c]];
    const [path, lvl0, lvl1] = chunk.pages[pageIndex];
    const hierarchy: (string | null)[] = [lvl0, lvl1, ...heads];
    while (hierarchy.length < 7) hierarchy.push(null);
    const hierarchyMarked = hierarchy.map((text) => (text ? mark(text, matches) : null));
    const own = type > 0 ? hierarchyMarked[type] : null;
    const snip = snippet(content, matches, snippetWords);
    // Titled by its heading when the heading matched; by its text when only the text did.
    const hitType: HitType = type === 1 || !content || (own && hasMatch(own)) || !hasMatch(snip) ? (`lvl${type || 1}` as HitType) : 'content';
    const url = (this.baseUrl === '/' ? path : this.baseUrl.replace(/\/$/, '') + path) + (anchor ? `#${anchor}` : '');
    return { id: `${path}#${anchor ?? ''}`, url, type: hitType, hierarchy, hierarchyMarked, content: content || null, snippet: snip };
  }
}
