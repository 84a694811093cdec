// The built-in search index's files, as the build writes them
// (cli/plugins/search/builtin-index.ts) and the browser reads them
// (renderer/client/search/builtin.ts). meta.json is JSON; the chunks are
// gzip-compressed JSON (`.json.gz`), which the browser decompresses itself,
// as Pagefind does with its chunks: a third of the bytes on disk, and about
// what a host that compresses JSON sends anyway.

export const INDEX_VERSION = 3;

/** Whether an index file is compressed (every one but the meta file). */
export const isCompressed = (name: string) => name.endsWith('.gz');

export interface IndexMeta {
  v: number;
  /** The language its words were folded for (renderer/search/language.ts). */
  lang: string;
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

/** The largest weight a posting has (see TermChunk). */
export const WEIGHT_MAX = 127;

/**
 * A term chunk: terms, how many records hold each (before a long list is cut), and postings as
 * [id delta, weight × 2 + (1 if the term is in the record's own title), …], the weight 1–WEIGHT_MAX.
 */
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
