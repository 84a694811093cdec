// The built-in index built with what an earlier build tokenised (docs serve
// keeps it between rebuilds) is the index built from scratch: the memo saves
// work, never changes a file. Likewise an index built from records read a page
// at a time (a one-shot build keeps them on disk) is the one built from a list.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { buildIndex, TermMemo } from '../cli/plugins/search/builtin-index.ts';
import type { SearchRecord } from '../cli/plugins/search/records.ts';
import { loadLanguage } from '../renderer/search/language.ts';
import { createAnalyzer } from '../renderer/search/tokenize.ts';

const SITE = 'https://docs.example';

function record(page: string, type: SearchRecord['type'], heading: string, content: string | null): SearchRecord {
  const url = `${SITE}${page}`;
  return {
    objectID: `${page}#${heading}`,
    url: `${url}#${heading}`,
    url_without_anchor: url,
    anchor: heading,
    type,
    hierarchy: { lvl0: 'Guides', lvl1: page.slice(1, -1), lvl2: type === 'lvl1' ? null : heading, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    content,
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    weight: { pageRank: 0, level: 0, position: 0 },
  };
}

function site(): SearchRecord[] {
  return [
    record('/upload/', 'lvl1', 'upload', null),
    record('/upload/', 'content', 'limits', 'Files up to 20 MB are accepted; larger uploads are refused with 413.'),
    record('/upload/', 'lvl2', 'formats', 'PDF, PNG and JPEG receipts are read.'),
    record('/webhooks/', 'lvl1', 'webhooks', null),
    record('/webhooks/', 'content', 'retries', 'A failed delivery is retried five times with exponential backoff.'),
  ];
}

const analyzer = createAnalyzer(await loadLanguage('en'));
const files = (records: SearchRecord[], opts: Omit<Parameters<typeof buildIndex>[1], 'analyzer'>) => [...buildIndex(records, { ...opts, analyzer }).files].sort(([a], [b]) => a.localeCompare(b));

describe('built-in search index with a term memo', () => {
  it('writes the same files as a build from scratch, before and after a record changes', () => {
    const records = site();
    const categories = new Map([['/upload/', ['Documents']]]);
    const memo = new TermMemo('en');
    assert.deepEqual(files(records, { siteUrl: SITE, categories, memo }), files(records, { siteUrl: SITE, categories }));
    // An edit: one record is new, the others are the same objects (what serve keeps).
    const edited = [...records];
    edited[4] = record('/webhooks/', 'content', 'retries', 'A failed delivery is retried seven times, then dropped and logged.');
    assert.deepEqual(files(edited, { siteUrl: SITE, categories, memo }), files(edited, { siteUrl: SITE, categories }));
    // A page moved to another category: its records' parents changed, though the records did not.
    const moved = new Map([['/upload/', ['Capture']]]);
    assert.deepEqual(files(edited, { siteUrl: SITE, categories: moved, memo }), files(edited, { siteUrl: SITE, categories: moved }));
  });
});

describe('built-in search index from records page by page', () => {
  it('writes the same files as from one list, with records repeated across pages', () => {
    // The same part on many pages weighs less: counted across pages, as in one list.
    const repeated = Array.from({ length: 30 }, (_, i) => record(`/op-${i}/`, 'lvl2', 'errors', 'A 429 answer means too many requests.'));
    const records = [...site(), ...repeated];
    const byPage = new Map<string, SearchRecord[]>();
    for (const r of records) byPage.set(r.url_without_anchor, [...(byPage.get(r.url_without_anchor) ?? []), r]);
    // What a one-shot build gives: each page's records parsed from their JSON, every time they are walked.
    const texts = [...byPage.values()].map((page) => JSON.stringify(page));
    const pages = { *pages() { for (const text of texts) yield JSON.parse(text) as SearchRecord[]; } };
    const opts = { siteUrl: SITE, categories: new Map([['/upload/', ['Documents']]]) };
    const paged = [...buildIndex(pages, { ...opts, analyzer }).files].sort(([a], [b]) => a.localeCompare(b));
    assert.deepEqual(paged, files(records, opts));
  });
});
