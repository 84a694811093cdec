// Relevance of the built-in search index on the default site: realistic
// developer queries, each expecting a given page among the first three pages
// of its hits (the modal and the /search/ page show hits in this order). The
// index is queried the way the browser queries it: the same backend module,
// fetching the built files from a static server on 127.0.0.1. The share of
// queries answered is printed as a diagnostic.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { defaultSite } from './sites.ts';
import { startStaticServer, type StaticServer } from './fakes/static-server.ts';
import { BuiltinBackend } from '../renderer/client/search/builtin.ts';
import { RELEVANCE, TYPING } from './search-queries.ts';

describe('search relevance on the default site (built-in index)', () => {
  let server: StaticServer;
  let backend: BuiltinBackend;
  const answered: string[] = [];
  const missed: string[] = [];

  before(async () => {
    const r = await defaultSite();
    if (r.code !== 0) throw new Error(`build failed:\n${r.stdout}${r.stderr}`);
    server = await startStaticServer(r.out);
    backend = new BuiltinBackend(`${server.url}search-index/`, '/');
  });
  after(async () => {
    await server?.close();
  });

  it(`has at least 40 queries`, () => assert.ok(RELEVANCE.length >= 40, `${RELEVANCE.length} queries`));

  const topPages = async (query: string) => {
    const result = await backend.search(query, { hitsPerPage: 20 });
    const pages: string[] = [];
    for (const hit of result.hits) {
      const page = hit.url.split('#')[0];
      if (!pages.includes(page)) pages.push(page);
    }
    return pages.slice(0, 3);
  };

  for (const [query, expected] of [...RELEVANCE, ...TYPING]) {
    it(`"${query}" finds ${[expected].flat().length > 1 ? `one of ${[expected].flat().length} pages` : expected} in the top 3`, async () => {
      const top = await topPages(query);
      const ok = [expected].flat().some((p) => top.includes(p));
      (ok ? answered : missed).push(query);
      assert.ok(ok, `"${query}": expected ${[expected].flat().join(' or ')} in the top 3, got ${top.join(', ') || 'nothing'}`);
    });
  }

  it('ranks hits with every word of the query above hits with some of them, and says which words those miss', async () => {
    // "initialization" and "w9" are both on the W-9 pages; the other Lens pages have one of them.
    const { hits } = await backend.search('w9 initialization', { hitsPerPage: 20 });
    const firstPartial = hits.findIndex((h) => h.missing);
    assert.ok(firstPartial > 0, `hits with both words first, then the others (first partial hit at ${firstPartial})`);
    assert.ok(hits.slice(firstPartial).every((h) => h.missing?.length === 1), 'every later hit misses one word');
    assert.ok(hits.slice(0, firstPartial).every((h) => !h.missing), 'no hit with both words after one without');
  });

  it('answers a query with a word no page has by the pages with the other words, marked as missing it', async () => {
    const result = await backend.search('webhook signature qwxzv', { hitsPerPage: 20 });
    assert.ok(result.nbHits > 0, 'hits for the other words');
    for (const hit of result.hits) assert.deepEqual(hit.missing, ['qwxzv'], hit.url);
    // At least half of the words must match: one known word of three finds nothing.
    assert.equal((await backend.search('webhook qwxzv zzqqx', { hitsPerPage: 20 })).nbHits, 0);
  });

  it('matches a name written with or without its separators, and in any case', async () => {
    const forms = ['W-9 forms', 'w9 forms', 'W9 FORMS', 'w-9s forms'];
    const answers = await Promise.all(forms.map(topPages));
    for (let i = 1; i < forms.length; i++) assert.deepEqual(answers[i], answers[0], `"${forms[i]}" answers as "${forms[0]}"`);
    assert.ok(answers[0].length > 0);
  });

  it('reports the share of queries answered', (t) => {
    t.diagnostic(`relevance: ${answered.length}/${answered.length + missed.length} queries find their page in the top 3 (${Math.round((100 * answered.length) / Math.max(1, answered.length + missed.length))}%)${missed.length ? `; missed: ${missed.join(' | ')}` : ''}`);
  });
});
