// The one small interface the search modal and the /search/ page talk to.
// Two backends implement it (the built-in index and the hosted search
// service); neither the modal nor the page knows which one answers.
//
// Every string a hit carries is plain text. Matched words come as segments,
// never as markup, so nothing a visitor types (nor anything in an index) can
// reach the page as HTML.

/** A piece of highlighted text: `match` pieces are the words the query matched. */
export interface Segment {
  text: string;
  match?: boolean;
}

export type HitType = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';

export interface SearchHit {
  id: string;
  /** Where the hit lands: a site path (with the base URL) and `#anchor`, or an absolute http(s) URL. */
  url: string;
  type: HitType;
  /** lvl0 (the section) … lvl6, plain text; levels below the deepest are null. */
  hierarchy: (string | null)[];
  /** The same levels with the matched words marked. */
  hierarchyMarked: (Segment[] | null)[];
  content: string | null;
  /** A short part of the content around the matched words. */
  snippet: Segment[];
  /**
   * The query's words this hit does not hold: set only on hits that match
   * some of the words, which follow the hits that match all of them (when
   * those are fewer than a page).
   */
  missing?: string[];
}

export interface SearchResult {
  hits: SearchHit[];
  /** Hits in total for the query (all pages). */
  nbHits: number;
  page: number;
  nbPages: number;
}

export interface SearchOptions {
  /** Zero-based page of `hitsPerPage` hits. */
  page?: number;
  hitsPerPage?: number;
  /** About how many words a snippet holds. */
  snippetWords?: number;
  signal?: AbortSignal;
}

export interface SearchBackend {
  search(query: string, options?: SearchOptions): Promise<SearchResult>;
}

/** Raised when the backend cannot be reached or fails (the modal and page show their error state). */
export class SearchUnavailableError extends Error {
  // DocSearch shows its error screen for errors of this name.
  override name = 'RetryError';
}

/** The deepest non-empty level: what a hit is titled by. */
export function hitTitle(hit: SearchHit): { text: string; marked: Segment[] } {
  for (let i = hit.hierarchy.length - 1; i >= 1; i--) {
    const text = hit.hierarchy[i];
    if (text) return { text, marked: hit.hierarchyMarked[i] ?? [{ text }] };
  }
  return { text: hit.hierarchy[0] ?? '', marked: [{ text: hit.hierarchy[0] ?? '' }] };
}

/** `<mark>`-tagged text (the hosted service's highlight format) → segments. The text between tags stays text. */
export function segmentsOf(tagged: string, pre = '<mark>', post = '</mark>'): Segment[] {
  const out: Segment[] = [];
  let rest = tagged;
  while (rest) {
    const start = rest.indexOf(pre);
    if (start < 0) {
      out.push({ text: rest });
      break;
    }
    if (start > 0) out.push({ text: rest.slice(0, start) });
    const end = rest.indexOf(post, start + pre.length);
    const inner = end < 0 ? rest.slice(start + pre.length) : rest.slice(start + pre.length, end);
    if (inner) out.push({ text: inner, match: true });
    rest = end < 0 ? '' : rest.slice(end + post.length);
  }
  return out;
}

/** The query as the search box keeps it: at most the product's maximum length. */
export const clampQuery = (query: string, max: number) => (query.length > max ? query.slice(0, max) : query);
