// The built-in search index: the search records as a chunked inverted index
// of static JSON files, so the browser fetches only what a query needs (the
// layout Pagefind uses, built in-process in a fraction of a second).
//
//   meta.json          counts, and where each chunk starts
//   t-<hash>.json.gz   a run of terms (sorted) with their postings
//   d-<hash>.json.gz   a run of records (the hit's URL, hierarchy and text)
//
// buildIndex gives every file as JSON text; compressIndex makes the chunks
// what is written (gzip).
//
// A posting is a record id and a weight: BM25F over the record's own title
// (its deepest heading), its parent headings and its content, scaled by the
// record's level (a page above its sections above their details) and
// quantised to 1–127, times two, plus one when the term is in the record's
// own title. The browser adds up idf × weight per query term, and ranks a
// record whose title holds every word of the query higher
// (renderer/client/search/builtin.ts).
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Analyzer } from '../../../renderer/search/tokenize.ts';
import type { SearchRecord } from './records.ts';
import { PASS_SLICE_MS } from '../../site-wide.ts';
import { INDEX_VERSION, isCompressed, WEIGHT_MAX, type DocChunk, type IndexMeta, type TermChunk } from '../../../renderer/search/index-format.ts';

/** The files of the index, path under the index folder → contents (JSON text). */
export type IndexFiles = Map<string, string>;

const FIELD_WEIGHT = { title: 6, parents: 1.5, content: 1 } as const;
const K1 = 1.2;
const B = { title: 0.3, parents: 0.3, content: 0.75 } as const;
/** Postings kept per term: beyond this a term says little about a record (its idf is near zero), so only the strongest stay. */
const MAX_POSTINGS = 4000;
/** A part found on more pages than this is boilerplate (see the priors). */
const REPEATED = 20;
/** Target sizes of one chunk's JSON. */
const TERM_CHUNK_BYTES = 16_000;
/** Small: a query's hits are spread over the site, and each hit shown fetches its record's chunk. */
const DOC_CHUNK_BYTES = 4_000;

/** Whether a term is among a title's [term, count, …] pairs. */
function inTitle(title: number[], term: number): boolean {
  for (let j = 0; j < title.length; j += 2) if (title[j] === term) return true;
  return false;
}

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12);

/** The site path a record's URL stands for (records carry absolute URLs). */
function sitePath(url: string, siteUrl: string): string {
  return url.startsWith(siteUrl) ? url.slice(siteUrl.length) || '/' : url;
}

type BuiltIndex = { files: IndexFiles; meta: IndexMeta; stats: { terms: number; postings: number } };
type IndexOptions = { siteUrl: string; analyzer: Analyzer; categories?: Map<string, string[]>; memo?: TermMemo };

type Counted = { terms: number[]; n: number };

/** A growing array of 32-bit integers: a quarter of a plain array's memory, none of it per item. */
class Ints {
  array: Int32Array;
  length = 0;
  constructor(capacity = 1 << 16) {
    this.array = new Int32Array(capacity);
  }
  /** Adds two items (every entry here is a pair). */
  push(a: number, b: number): void {
    if (this.length + 2 > this.array.length) {
      const grown = new Int32Array(this.array.length * 2 + 2);
      grown.set(this.array);
      this.array = grown;
    }
    this.array[this.length++] = a;
    this.array[this.length++] = b;
  }
  at(i: number): number {
    return this.array[i];
  }
  /** The items from `from` on (shares the memory). */
  view(from = 0): Int32Array {
    return this.array.subarray(from, this.length);
  }
  clear(): void {
    this.array = new Int32Array(0);
    this.length = 0;
  }
}

/**
 * The records, page after page, in the site's order: walked twice (terms, then the records'
 * chunks), so a one-shot build can keep them on disk and parse one page at a time.
 */
export interface RecordPages {
  pages(): Iterable<SearchRecord[]>;
}

const asPages = (records: SearchRecord[] | RecordPages): RecordPages => (Array.isArray(records) ? { pages: () => [records] } : records);

function* eachRecord(source: RecordPages): Generator<SearchRecord> {
  for (const page of source.pages()) yield* page;
}

/**
 * What tokenising records found, kept between builds (`docs serve`): term numbers, each heading's
 * terms, and each record's (by the record object, which an unchanged page keeps). An index built
 * after an edit tokenises only the edited pages' records. The output does not depend on it.
 */
export class TermMemo {
  /** The language the terms were folded for: a memo of another is not used. */
  constructor(readonly language: string) {}
  readonly termIds = new Map<string, number>();
  readonly termNames: string[] = [];
  readonly headings = new Map<string, Counted>();
  readonly records = new WeakMap<SearchRecord, { parents: string; fields: Counted[] }>();
}

/**
 * `categories`: the sidebar categories each page sits in (by site path),
 * searched with the headings above a record though no hit shows them.
 */
export function buildIndex(records: SearchRecord[] | RecordPages, opts: IndexOptions): BuiltIndex {
  const steps = indexSteps(records, opts);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * The same index, built a slice at a time: the event loop runs between slices
 * (`docs serve` builds it while it waits for edits), and it is given up,
 * undefined, as soon as `stop` says so.
 */
export async function buildIndexInSlices(records: SearchRecord[] | RecordPages, opts: IndexOptions, stop: () => boolean, sliceMs = PASS_SLICE_MS): Promise<BuiltIndex | undefined> {
  const steps = indexSteps(records, opts);
  let since = performance.now();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() - since < sliceMs) continue;
    await new Promise((resolve) => setImmediate(resolve));
    if (stop()) return undefined;
    since = performance.now();
  }
}

/**
 * Records per slice of work (a yield point every this many). Small: `docs serve` gives a pass up
 * only between slices, and a slice of 500 records tokenised cold took up to 240 ms on the large
 * corpus, which an edit made during it waited for.
 */
const SLICE = 50;

function* indexSteps(input: SearchRecord[] | RecordPages, opts: IndexOptions): Generator<void, BuiltIndex> {
  const source = asPages(input);
  const levels = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
  const FIELDS = ['title', 'parents', 'content'] as const;
  // Terms as numbers; a text's terms as [term, count, term, count, …].
  const { analyzer } = opts;
  const memo = opts.memo?.language === analyzer.language ? opts.memo : new TermMemo(analyzer.language);
  const { termIds, termNames } = memo;
  // A one-shot build's memo goes with it: each record's terms go once its postings are made (the
  // records stay alive, and a memo of their terms held them all until the index was written).
  const keep = opts.memo !== undefined;
  const idOf = (term: string) => {
    let id = termIds.get(term);
    if (id === undefined) termIds.set(term, (id = termNames.push(term) - 1));
    return id;
  };
  const scratch = new Map<number, number>();
  /** The text's terms, counted into `scratch`; the number of its tokens. */
  const count = (text: string): number => {
    scratch.clear();
    return analyzer.countTerms(text, (term, w) => {
      const id = idOf(term);
      scratch.set(id, (scratch.get(id) ?? 0) + w);
    });
  };
  const termsOf = (text: string): Counted => {
    const n = count(text);
    const terms: number[] = [];
    for (const [id, c] of scratch) terms.push(id, c);
    return { terms, n };
  };
  // Headings repeat (every parameter of an operation has its title above it): each text is counted once.
  const headingTerms = (text: string) => {
    let hit = memo.headings.get(text);
    if (!hit) memo.headings.set(text, (hit = termsOf(text)));
    return hit;
  };

  // Parts repeated on many pages (a header every operation takes, the same 429
  // answer everywhere) say least about any one of them: their records weigh
  // less, so a query for them finds the guide that explains them. A part
  // shared by a handful of operations (one request field) keeps its weight.
  // Counted in the same walk as the terms (the records are walked as few times as can be): each
  // record's signature by number, its prior made once every copy is counted.
  const signature = (r: SearchRecord) => (r.type === 'lvl1' ? '' : `${r.hierarchy[r.type === 'content' ? 'lvl1' : r.type]}\0${r.content ?? ''}`);
  const signatureIds = new Map<string, number>();
  const copiesOf: number[] = [];
  /** Per record: its signature's number (-1: none) and its level's factor. */
  const signatures: number[] = [];
  const levelFactors: number[] = [];

  // 1. Terms of each record's fields. The title's and the parents' are shared objects (headings
  // repeat); the content's go into one flat array: as an array of numbers per record, the large
  // corpora's 227,000 records held about twice the memory.
  const titles: Counted[] = [];
  const parentsOf: Counted[] = [];
  // Per record: its token count, its pair count, then [term, count × 2, …] (a count is a multiple of ½).
  const content = new Ints();
  const contentAt: number[] = []; // record id → where its entry starts in `content`
  const total = [0, 0, 0];
  for (const r of eachRecord(source)) {
    if (titles.length % SLICE === 0) yield;
    const sig = signature(r);
    let sigId = -1;
    if (sig) {
      sigId = signatureIds.get(sig) ?? -1;
      if (sigId < 0) signatureIds.set(sig, (sigId = copiesOf.push(0) - 1));
      copiesOf[sigId]++;
    }
    signatures.push(sigId);
    const own = r.type === 'content' ? -1 : Number(r.type.slice(3));
    const heads = levels.slice(1).map((l) => r.hierarchy[l]).filter((x): x is string => !!x);
    const title = own > 0 ? r.hierarchy[levels[own]] ?? '' : '';
    const path = sitePath(r.url_without_anchor, opts.siteUrl);
    const parents = [...(opts.categories?.get(path) ?? []), ...heads.filter((h) => h !== title)].join(' ');
    const known = memo.records.get(r);
    contentAt.push(content.length);
    let fields = known?.parents === parents ? known.fields : undefined;
    if (fields) {
      const { terms } = fields[2];
      content.push(fields[2].n, terms.length / 2);
      for (let j = 0; j < terms.length; j += 2) content.push(terms[j], terms[j + 1] * 2);
    } else {
      fields = [headingTerms(title), headingTerms(parents)];
      const n = count(r.content ?? '');
      content.push(n, scratch.size);
      for (const [id, c] of scratch) content.push(id, c * 2);
      // serve keeps each record's terms for the next build (`TermMemo`).
      if (keep) memo.records.set(r, { parents, fields: [...fields, { terms: Array.from(content.view(content.length - 2 * scratch.size), (v, j) => (j % 2 ? v / 2 : v)), n }] });
    }
    titles.push(fields[0]);
    parentsOf.push(fields[1]);
    total[0] += fields[0].n;
    total[1] += fields[1].n;
    total[2] += content.at(contentAt[titles.length - 1]);
    // A page above its sections above their details; repeated parts below unique ones (once all are counted).
    levelFactors.push(own === 1 ? 1 : own === 2 ? 0.92 : own === 3 ? 0.85 : 0.8);
  }
  signatureIds.clear();
  const recordCount = titles.length;
  const priors = levelFactors.map((factor, id) => {
    const copies = signatures[id] < 0 ? 1 : copiesOf[signatures[id]];
    return factor * (copies > REPEATED ? REPEATED / copies : 1);
  });
  const n = recordCount || 1;
  const avg = total.map((t) => t / n || 1);

  // 2. Postings: term → [record, weight, …].
  const lists: Ints[] = [];
  const weighted = new Map<number, number>();
  const scaleOf = (i: number, len: number) => {
    const k = FIELDS[i];
    return FIELD_WEIGHT[k] / (1 - B[k] + (B[k] * len) / avg[i]);
  };
  const addTerms = (terms: ArrayLike<number>, from: number, to: number, scale: number) => {
    for (let j = from; j < to; j += 2) weighted.set(terms[j], (weighted.get(terms[j]) ?? 0) + terms[j + 1] * scale);
  };
  for (let id = 0; id < recordCount; id++) {
    if (id % SLICE === 0) yield;
    weighted.clear();
    const title = titles[id].terms;
    addTerms(title, 0, title.length, scaleOf(0, titles[id].n));
    addTerms(parentsOf[id].terms, 0, parentsOf[id].terms.length, scaleOf(1, parentsOf[id].n));
    const at = contentAt[id];
    addTerms(content.array, at + 2, at + 2 + 2 * content.at(at + 1), scaleOf(2, content.at(at)) / 2);
    for (const [term, wtf] of weighted) {
      const sat = (wtf * (K1 + 1)) / (wtf + K1); // 0 … K1 + 1
      const w = Math.max(1, Math.min(WEIGHT_MAX, Math.round((sat / (K1 + 1)) * WEIGHT_MAX * priors[id])));
      (lists[term] ??= new Ints(8)).push(id, (w << 1) | (inTitle(title, term) ? 1 : 0));
    }
  }
  titles.length = parentsOf.length = 0;
  content.clear();
  contentAt.length = 0;
  yield;
  const postings = new Map<string, Int32Array>();
  termNames.forEach((t, i) => lists[i]?.length && postings.set(t, lists[i].view()));
  // Each term's list is dropped once its chunk has its encoded copy (below): held twice, the large corpora's postings added 100 MB.
  lists.length = 0;

  // 3. Term chunks, in term order.
  const files: IndexFiles = new Map();
  const meta: IndexMeta = { v: INDEX_VERSION, lang: analyzer.language, n: recordCount, terms: [], termFiles: [], pages: [], docs: [], docFiles: [] };
  const sorted = [...postings.keys()].sort();
  let chunk: TermChunk = { t: [], df: [], p: [] };
  let size = 0;
  let postingCount = 0;
  let postingSlice = 0;
  const flushTerms = () => {
    if (!chunk.t.length) return;
    const text = JSON.stringify(chunk);
    const name = `t-${hashOf(text)}.json.gz`;
    files.set(name, text);
    meta.terms.push(chunk.t[0]);
    meta.termFiles.push(name);
    chunk = { t: [], df: [], p: [] };
    size = 0;
  };
  for (const term of sorted) {
    if (++postingSlice % SLICE === 0) yield;
    let list: ArrayLike<number> = postings.get(term)!;
    postings.delete(term);
    const df = list.length / 2;
    if (df > MAX_POSTINGS) {
      const pairs: [number, number][] = [];
      for (let i = 0; i < list.length; i += 2) pairs.push([list[i], list[i + 1]]);
      pairs.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
      list = pairs.slice(0, MAX_POSTINGS).sort((a, b) => a[0] - b[0]).flat();
    }
    // Record ids as deltas: small numbers, and JSON that compresses well.
    const encoded: number[] = new Array(list.length);
    let prev = 0;
    for (let i = 0; i < list.length; i += 2) {
      encoded[i] = list[i] - prev;
      encoded[i + 1] = list[i + 1];
      prev = list[i];
    }
    chunk.t.push(term);
    chunk.df.push(df);
    chunk.p.push(encoded);
    postingCount += encoded.length / 2;
    size += term.length + 8 + encoded.length * 3;
    if (size >= TERM_CHUNK_BYTES) flushTerms();
  }
  flushTerms();

  // 4. Record chunks, in record order (a page's records stay together).
  let docs: DocChunk = { pages: [], d: [] };
  let pageIndex = new Map<string, number>();
  let first = 0;
  size = 0;
  const flushDocs = (next: number) => {
    if (!docs.d.length) return;
    const text = JSON.stringify(docs);
    const name = `d-${hashOf(text)}.json.gz`;
    files.set(name, text);
    meta.docs.push(first);
    meta.docFiles.push(name);
    docs = { pages: [], d: [] };
    pageIndex = new Map();
    first = next;
    size = 0;
  };
  let lastPage = '';
  let lastStart = 0;
  let id = -1;
  for (const r of eachRecord(source)) {
    if (++id % SLICE === 0) yield;
    const path = sitePath(r.url_without_anchor, opts.siteUrl);
    if (path !== lastPage) {
      meta.pages.push(id - lastStart);
      lastStart = id;
      lastPage = path;
    }
    let page = pageIndex.get(path);
    if (page === undefined) {
      page = docs.pages.push([path, r.hierarchy.lvl0 ?? '', r.hierarchy.lvl1 ?? '']) - 1;
      pageIndex.set(path, page);
      size += path.length + (r.hierarchy.lvl0?.length ?? 0) + (r.hierarchy.lvl1?.length ?? 0);
    }
    const heads = levels.slice(2).map((l) => r.hierarchy[l]).filter((x): x is string => !!x);
    const type = r.type === 'content' ? 0 : Number(r.type.slice(3));
    docs.d.push([page, type, r.anchor, heads, r.content ?? '']);
    size += 16 + (r.anchor?.length ?? 0) + heads.join('').length + (r.content?.length ?? 0);
    if (size >= DOC_CHUNK_BYTES) flushDocs(id + 1);
  }
  flushDocs(recordCount);

  files.set('meta.json', JSON.stringify(meta));
  return { files, meta, stats: { terms: sorted.length, postings: postingCount } };
}

const gzipAsync = promisify(gzip);

/**
 * The files as written: the chunks gzip-compressed (on libuv's threads, beside
 * the main thread), meta.json as it is. zlib's output depends only on the
 * input and level, so an unchanged chunk has the same bytes build after build.
 */
export async function compressIndex(files: IndexFiles, serve?: { stop: () => boolean }): Promise<Map<string, string | Uint8Array> | undefined> {
  const out = new Map<string, string | Uint8Array>();
  const names = [...files.keys()];
  // A few at a time: each compression holds a few hundred KB of zlib state until it is done, and a
  // large index has thousands of chunks (all at once, the large corpus's build peaked 200 MB higher).
  // serve: two, so that the file watcher's stat and the next rebuild find a thread of the pool free.
  const atOnce = serve ? 2 : GZIP_AT_ONCE;
  for (let i = 0; i < names.length; i += atOnce) {
    if (serve?.stop()) return undefined; // given up for a newer edit
    const batch = names.slice(i, i + atOnce);
    const contents = await Promise.all(batch.map((name) => (isCompressed(name) ? gzipAsync(files.get(name)!) : files.get(name)!)));
    batch.forEach((name, k) => out.set(name, contents[k]));
  }
  return out;
}

/** Compressions under way at once: libuv's thread pool runs four. */
const GZIP_AT_ONCE = 8;
