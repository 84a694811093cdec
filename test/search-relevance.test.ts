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
import { RELEVANCE } from './search-queries.ts';

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

  for (const [query, expected] of RELEVANCE) {
    it(`"${query}" finds ${[expected].flat().length > 1 ? `one of ${[expected].flat().length} pages` : expected} in the top 3`, async () => {
      const result = await backend.search(query, { hitsPerPage: 20 });
      const pages: string[] = [];
      for (const hit of result.hits) {
        const page = hit.url.split('#')[0];
        if (!pages.includes(page)) pages.push(page);
      }
      const top = pages.slice(0, 3);
      const ok = [expected].flat().some((p) => top.includes(p));
      (ok ? answered : missed).push(query);
      assert.ok(ok, `"${query}": expected ${[expected].flat().join(' or ')} in the top 3, got ${top.join(', ') || 'nothing'}`);
    });
  }

  it('reports the share of queries answered', (t) => {
    t.diagnostic(`relevance: ${answered.length}/${answered.length + missed.length} queries find their page in the top 3 (${Math.round((100 * answered.length) / Math.max(1, answered.length + missed.length))}%)${missed.length ? `; missed: ${missed.join(' | ')}` : ''}`);
  });
});
