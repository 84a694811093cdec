// The built-in search index's files, as the build writes them
// (cli/sections/search/builtin-index.ts) and the browser reads them
// (renderer/client/search/builtin.ts).

export const INDEX_VERSION = 1;

export interface IndexMeta {
  v: number;
  /** Records in the index. */
  n: number;
  /** First term of each term chunk, and its file. */
  terms: string[];
  termFiles: string[];
  /** Where each page's records start, as deltas of record ids (a page's records are contiguous). */
  pages: number[];
  /** First record id of each record chunk, and its file. */
  docs: number[];
  docFiles: string[];
}

/** A term chunk: terms, how many records hold each (before a long list is cut), and postings as [id delta, weight, …]. */
export interface TermChunk {
  t: string[];
  df: number[];
  p: number[][];
}

/** A record chunk: the pages its records are on ([path, section, page title]), then each record. */
export interface DocChunk {
  pages: [string, string, string][];
  /** [page index, type (1–6 = lvlN, 0 = content), anchor, headings below the page title, content]. */
  d: [number, number, string | null, string[], string][];
}
