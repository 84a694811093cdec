// Search without a browser: the records (guides by heading, operations down
// to parameters, properties, enum values and error codes), the files a build
// writes (out/search-records.json in the hosted crawler's shape, the built-in
// index, the /search/ page), the built-in backend over HTTP on 127.0.0.1,
// the hosted backend against a fake hosted service, and the search config.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import { repoRoot } from './helpers.ts';
import { fixtureSite } from './sites.ts';
import { startStaticServer, type StaticServer } from './fakes/static-server.ts';
import { startHostedSearchServer, type HostedSearchServer } from './fakes/hosted-search-server.ts';
import { guideParts, htmlToText } from '../cli/plugins/search/records.ts';
import { BuiltinBackend } from '../renderer/client/search/builtin.ts';
import { CLIENT_VERSION, HOST_STATE_MS, HostedBackend, hostOrder, timeoutScale } from '../renderer/client/search/hosted.ts';
import { validateConfig, DEFAULT_SEARCH_FACET_FILTERS } from '../cli/config.ts';
import { formatError } from '../cli/errors.ts';
import { SEARCH } from '../renderer/contract.ts';
import { INDEX_VERSION } from '../renderer/search/index-format.ts';
import type { SearchHit } from '../renderer/search/types.ts';

const FIXTURE = join(repoRoot, 'test', 'fixtures', 'search');
const text = (segments: { text: string }[]) => segments.map((s) => s.text).join('');
const marked = (segments: { text: string; match?: boolean }[]) => segments.filter((s) => s.match).map((s) => s.text);

describe('search records', () => {
  it('cut a guide at its headings, with the headings above each part, and leave code, buttons and anchors out', () => {
    const html =
      '<p>Intro &amp; more.</p><h2 id="one" class="anchor">First<a href="#one" class="hash-link" aria-label="Direct link">\u200b</a></h2><p>Alpha.</p>' +
      '<pre><code>const secret = 1;</code></pre><button>Copy</button><h3 id="one-a">Sub</h3><ul><li>Beta</li><li>Gamma</li></ul><h2 id="two">Second</h2><p>Delta</p>';
    assert.deepEqual(guideParts(html), [
      { anchor: null, path: [], content: 'Intro & more.' },
      { anchor: 'one', path: ['First'], content: 'Alpha.' },
      { anchor: 'one-a', path: ['First', 'Sub'], content: 'Beta Gamma' },
      { anchor: 'two', path: ['Second'], content: 'Delta' },
    ]);
    assert.equal(htmlToText('<td>a</td><td>b</td>'), 'a b');
  });
});

describe('search on a built fixture', () => {
  let out: string;
  let server: StaticServer;
  let backend: BuiltinBackend;

  before(async () => {
    const r = await fixtureSite('search');
    out = r.out;
    if (r.code !== 0) throw new Error(`build failed:\n${r.stdout}${r.stderr}`);
    assert.match(r.stderr, /Search: \d+ records of \d+ pages, \d+ terms; built-in index \d+ KB in \d+ files, (built in \d+ ms|unchanged)\./);
    server = await startStaticServer(out);
    backend = new BuiltinBackend(`${server.url}search-index/`, '/');
  });
  after(async () => {
    await server?.close();
  });

  it('writes search-records.json in the hosted crawler record shape', () => {
    const records = JSON.parse(readFileSync(join(out, 'search-records.json'), 'utf8')) as Record<string, any>[];
    for (const r of records) {
      assert.deepEqual(Object.keys(r.hierarchy), ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6']);
      assert.match(r.type, /^(lvl[1-6]|content)$/);
      assert.ok(r.url.startsWith('https://docs.acme.example/'));
      assert.equal(r.url, r.anchor ? `${r.url_without_anchor}#${r.anchor}` : r.url_without_anchor);
      assert.equal(r.language, 'en');
      assert.equal(typeof r.objectID, 'string');
    }
    const install = records.find((r) => r.url === 'https://docs.acme.example/guides/widget-03/#install')!;
    assert.deepEqual(install.hierarchy, { lvl0: 'Guides', lvl1: 'The cyan widget', lvl2: 'Install the cyan widget', lvl3: null, lvl4: null, lvl5: null, lvl6: null });
    assert.equal(install.type, 'lvl2');
    assert.match(install.content, /^Install the widget with the package manager/);
    // Operations: parameters, request properties with their enum values, responses with their error codes.
    const op = records.filter((r) => r.url_without_anchor === 'https://docs.acme.example/api/gadgets/create-a-gadget/');
    assert.ok(op.some((r) => r.hierarchy.lvl3 === 'source_url' && r.anchor && /Public address/.test(r.content)));
    assert.ok(op.some((r) => r.hierarchy.lvl3 === 'finish' && /matte, glossy, brushed/.test(r.content)));
    assert.ok(op.some((r) => r.hierarchy.lvl3 === '400 Bad Request' && /GADGET_SOURCE_UNREADABLE/.test(r.content)));
    const del = records.filter((r) => r.url_without_anchor === 'https://docs.acme.example/api/gadgets/delete-a-gadget/');
    assert.ok(del.some((r) => r.hierarchy.lvl2 === 'Path parameters' && r.hierarchy.lvl3 === 'gadget_id' && r.anchor === 'param-path-gadget_id'));
    // Every anchor a record lands on exists on its page.
    for (const r of records.filter((x) => x.anchor)) {
      const file = join(out, new URL(r.url_without_anchor).pathname, 'index.html');
      assert.ok(readFileSync(file, 'utf8').includes(`id="${r.anchor}"`), `${r.url} has no element with that id`);
    }
    // Neither the search page nor the interactive console is searched.
    assert.ok(!records.some((r) => /\/search\/$|\/interactive-api\//.test(r.url_without_anchor)));
  });

  it('writes the built-in index and the /search/ page, which says plainly when JavaScript is off', () => {
    const files = readdirSync(join(out, 'search-index'));
    assert.ok(files.includes('meta.json'));
    assert.ok(files.some((f) => /^t-[0-9a-f]{12}\.json\.gz$/.test(f)) && files.some((f) => /^d-[0-9a-f]{12}\.json\.gz$/.test(f)));
    // Every chunk is gzip-compressed JSON; meta.json is JSON.
    for (const f of files.filter((name) => name !== 'meta.json')) JSON.parse(gunzipSync(readFileSync(join(out, 'search-index', f))).toString('utf8'));
    assert.equal(JSON.parse(readFileSync(join(out, 'search-index', 'meta.json'), 'utf8')).v, INDEX_VERSION);
    const page = readFileSync(join(out, 'search', 'index.html'), 'utf8');
    assert.match(page, /<title>Search the documentation \| Docs<\/title>/);
    const input = /<input[^>]*name="q"[^>]*>/.exec(page)?.[0] ?? '';
    assert.match(input, /type="search"/);
    assert.match(input, /maxlength="64"/i);
    assert.match(page, /<noscript>.*Search needs JavaScript, and it is turned off in this browser\./s);
    assert.match(page, /data-island="search-page"/);
  });

  it('finds a section by a word only it uses, landing on its anchor', async () => {
    const { hits } = await backend.search('zebracorn');
    assert.equal(hits[0].url, '/guides/markup/#escaping');
    assert.deepEqual(hits[0].hierarchy.slice(0, 3), ['Guides', 'Tags & <labels>', 'Escaping']);
    assert.deepEqual(marked(hits[0].snippet), ['Zebracorn']);
  });

  it('finds operations by request field, enum value, error code and parameter', async () => {
    const first = async (q: string) => (await backend.search(q)).hits[0];
    assert.equal((await first('source_url')).url, '/api/gadgets/create-a-gadget/#request-body-schema-source_url');
    assert.match((await first('glossy')).url, /^\/api\/gadgets\/create-a-gadget\/#request-body-schema-finish/);
    assert.equal((await first('GADGET_SOURCE_UNREADABLE')).url, '/api/gadgets/create-a-gadget/#response-400');
    assert.equal((await first('gadget_id')).url, '/api/gadgets/delete-a-gadget/#param-path-gadget_id');
    assert.equal((await first('delete gadget')).url, '/api/gadgets/delete-a-gadget/');
  });

  it('answers the word being typed by prefix, and pages through many hits 20 at a time', async () => {
    const typing = await backend.search('widg');
    assert.ok(typing.nbHits > SEARCH.hitsPerPage, `${typing.nbHits} hits`);
    const first = await backend.search('widget', { hitsPerPage: 20 });
    assert.equal(first.hits.length, 20);
    assert.equal(first.nbPages, Math.ceil(first.nbHits / 20));
    const second = await backend.search('widget', { page: 1, hitsPerPage: 20 });
    assert.ok(second.hits.length > 0);
    const ids = new Set([...first.hits, ...second.hits].map((h) => h.id));
    assert.equal(ids.size, first.hits.length + second.hits.length, 'pages do not repeat hits');
  });

  it('answers the same where the browser has no DecompressionStream, or the host decompressed the chunks', async () => {
    const queries = ['widget', 'glossy', 'delete gadget', 'widg'];
    const expected = await Promise.all(queries.map((q) => backend.search(q)));
    const original = globalThis.DecompressionStream;
    // @ts-expect-error: a browser without it
    delete globalThis.DecompressionStream;
    try {
      const fallback = new BuiltinBackend(`${server.url}search-index/`, '/');
      for (const [i, q] of queries.entries()) assert.deepEqual(await fallback.search(q), expected[i], q);
    } finally {
      globalThis.DecompressionStream = original;
    }
    // A host that sends the chunks with `Content-Encoding: gzip`: fetch hands over the JSON itself.
    const host = await startStaticServer(out, {
      intercept: (path, _req, res) => {
        if (!path.endsWith('.gz')) return false;
        res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' }).end(readFileSync(join(out, path)));
        return true;
      },
    });
    try {
      const decoded = new BuiltinBackend(`${host.url}search-index/`, '/');
      for (const [i, q] of queries.entries()) assert.deepEqual(await decoded.search(q), expected[i], q);
    } finally {
      await host.close();
    }
  });

  it('answers no hits, and a missing index as unavailable', async () => {
    const none = await backend.search('qwxzyv');
    assert.deepEqual([none.nbHits, none.hits.length], [0, 0]);
    const broken = new BuiltinBackend(`${server.url}no-such-index/`, '/');
    await assert.rejects(broken.search('widget'), (e: Error) => e.name === 'RetryError');
  });
});

describe('hosted search backend (fake hosted service on 127.0.0.1)', () => {
  let fake: HostedSearchServer;
  const config = () => ({ appId: 'TESTAPP', apiKey: 'public-search-key', indexName: 'acme-docs', hosts: [fake.url], facetFilters: DEFAULT_SEARCH_FACET_FILTERS as (string | string[])[] });
  before(async () => {
    fake = await startHostedSearchServer();
  });
  after(() => fake?.close());

  it('sends the multi-index query with the app id and key headers, the docs filters and 20 hits per page', async () => {
    fake.mode = 'hits';
    const result = await new HostedBackend(config()).search('widget', { page: 1, hitsPerPage: SEARCH.hitsPerPage });
    const [q] = fake.queries().slice(-1);
    assert.equal(q.path, '/1/indexes/*/queries');
    assert.equal(q.headers['x-algolia-application-id'], 'TESTAPP');
    assert.equal(q.headers['x-algolia-api-key'], 'public-search-key');
    const request = q.body!.requests![0];
    assert.equal(request.indexName, 'acme-docs');
    assert.equal(request.query, 'widget');
    assert.equal(request.hitsPerPage, 20);
    assert.equal(request.page, 1);
    assert.deepEqual(request.facetFilters, ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]);
    assert.equal(result.nbHits, 57);
    assert.equal(result.hits.length, 20);
    // Absolute URLs of the crawled site become this site's paths; highlights become segments.
    assert.equal(result.hits[0].url, '/guides/widget-01/#install');
    assert.deepEqual(marked(result.hits[0].hierarchyMarked[2]!), ['section']);
  });

  it('caps the query at 64 characters', async () => {
    await new HostedBackend(config()).search('x'.repeat(100));
    assert.equal(String(fake.queries().at(-1)!.body!.requests![0].query).length, 64);
  });

  it('reports no hits, a 500 and a time-out (1 s to connect) as such', async () => {
    fake.mode = 'empty';
    const none = await new HostedBackend(config()).search('nothing');
    assert.deepEqual([none.nbHits, none.hits.length], [0, 0]);
    fake.mode = '500';
    await assert.rejects(new HostedBackend(config()).search('widget'), (e: Error) => e.name === 'RetryError' && /500/.test(e.message));
    fake.mode = 'stall';
    const started = Date.now();
    await assert.rejects(new HostedBackend(config()).search('widget'), (e: Error) => e.name === 'RetryError' && /did not answer in time/.test(e.message));
    const waited = Date.now() - started;
    assert.ok(waited >= SEARCH.timeouts.connectMs - 50 && waited < SEARCH.timeouts.connectMs + 1500, `${waited} ms`);
    fake.release();
  });

  it('tries the next host when one fails, with a longer time-out after a time-out', async () => {
    fake.mode = 'hits';
    const result = await new HostedBackend({ ...config(), hosts: ['http://127.0.0.1:9', fake.url] }).search('widget');
    assert.equal(result.hits.length, 20);
  });

  it('keeps markup in hits as text and drops hits whose URL is not http(s)', async () => {
    fake.mode = 'markup';
    const { hits } = await new HostedBackend(config()).search('text');
    assert.equal(hits.length, 1);
    const hit: SearchHit = hits[0];
    assert.ok(text(hit.snippet).includes('<img src=x onerror="window.__pwned=1">'), 'markup arrives as text');
    assert.deepEqual(marked(hit.snippet), ['Text']);
  });
});

describe('hosted search hosts (two fake hosts on 127.0.0.1: one fails, one answers)', () => {
  let bad: HostedSearchServer;
  let good: HostedSearchServer;
  const config = () => ({ appId: 'TESTAPP', apiKey: 'public-search-key', indexName: 'acme-docs', hosts: [bad.url, good.url], facetFilters: DEFAULT_SEARCH_FACET_FILTERS as (string | string[])[] });
  const KEY = `${CLIENT_VERSION}-TESTAPP`;
  /** A local storage in memory, as the browser's (string values). */
  const memoryStorage = () => {
    const m = new Map<string, string>();
    return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, String(v)) };
  };
  const asked = () => bad.queries().length;
  before(async () => {
    [bad, good] = await Promise.all([startHostedSearchServer(), startHostedSearchServer()]);
  });
  after(() => Promise.all([bad?.close(), good?.close()]));

  it('does not ask a host that failed (a 500, a network error) again for the next query', async () => {
    for (const mode of ['500', 'drop'] as const) {
      bad.mode = mode;
      const backend = new HostedBackend(config(), memoryStorage());
      const before = asked();
      assert.equal((await backend.search('widget')).hits.length, 20, mode);
      assert.equal(asked(), before + 1, mode);
      assert.equal((await backend.search('gadget')).hits.length, 20, mode);
      assert.equal(asked(), before + 1, `${mode}: the failed host was asked again`);
    }
  });

  it('asks a host that timed out only after the others', async () => {
    bad.mode = 'stall';
    try {
      const backend = new HostedBackend(config(), memoryStorage());
      const before = asked();
      assert.equal((await backend.search('widget')).hits.length, 20);
      assert.equal((await backend.search('gadget')).hits.length, 20);
      assert.equal(asked(), before + 1, 'the host that timed out was asked first again');
    } finally {
      bad.release();
    }
  });

  it('keeps the hosts\' state in local storage (`<version>-<appId>`) for the next page load, for 2 minutes', async () => {
    const storage = memoryStorage();
    Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
    try {
      bad.mode = '500';
      await new HostedBackend(config()).search('widget');
      const stored = JSON.parse(storage.getItem(KEY)!);
      assert.equal(stored[bad.url].status, 'down');
      assert.equal(stored[good.url], undefined);
      // A new page: a new backend reads the state and skips the host.
      const before = asked();
      assert.equal((await new HostedBackend(config()).search('widget')).hits.length, 20);
      assert.equal(asked(), before, 'a new backend asked the failed host');
      // Two minutes on, the host is asked first again.
      stored[bad.url].lastUpdate -= HOST_STATE_MS + 1;
      storage.setItem(KEY, JSON.stringify(stored));
      bad.mode = 'hits';
      await new HostedBackend(config()).search('widget');
      assert.equal(asked(), before + 1);
      // With every host down, every host is asked again, in order.
      const now = Date.now();
      storage.setItem(KEY, JSON.stringify({ [bad.url]: { status: 'down', lastUpdate: now }, [good.url]: { status: 'down', lastUpdate: now } }));
      assert.equal((await new HostedBackend(config()).search('widget')).hits.length, 20);
      assert.equal(asked(), before + 2);
    } finally {
      delete (globalThis as { localStorage?: unknown }).localStorage;
    }
  });

  it('still searches, remembering the hosts in memory, when local storage throws or cannot be reached', async () => {
    const denied = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const throwing = { getItem: denied, setItem: () => { throw new DOMException('The quota has been exceeded.', 'QuotaExceededError'); } };
    bad.mode = '500';
    for (const storage of [throwing, undefined]) {
      if (!storage) Object.defineProperty(globalThis, 'localStorage', { get: denied, configurable: true });
      try {
        const backend = new HostedBackend(config(), storage);
        const before = asked();
        assert.equal((await backend.search('widget')).hits.length, 20);
        assert.equal((await backend.search('gadget')).hits.length, 20);
        assert.equal(asked(), before + 1, 'the failed host was asked again');
      } finally {
        delete (globalThis as { localStorage?: unknown }).localStorage;
      }
    }
  });

  it('answers an identical query from memory', async () => {
    bad.mode = 'hits';
    const backend = new HostedBackend(config(), memoryStorage());
    const before = asked();
    const first = await backend.search('widget', { page: 1 });
    const again = await backend.search('widget', { page: 1 });
    assert.equal(asked(), before + 1);
    assert.deepEqual(again, first);
    assert.notEqual(again.hits[0], first.hits[0], 'each answer is a fresh copy');
  });

  it('multiplies the time-outs on retry as the service\'s client does, and shuffles only the default hosts after the first', () => {
    assert.deepEqual([timeoutScale(0, 0), timeoutScale(0, 1), timeoutScale(1, 0), timeoutScale(2, 1)], [1, 4, 4, 6]);
    const hosts = ['dsn', 'one', 'two', 'three'];
    const random = Math.random;
    Math.random = () => 0;
    try {
      assert.deepEqual(hostOrder(hosts), hosts);
      assert.deepEqual(hostOrder(hosts, true), ['dsn', 'two', 'three', 'one']);
    } finally {
      Math.random = random;
    }
  });
});

describe('search config', () => {
  const base = {
    title: 'Docs',
    url: 'https://docs.acme.example',
    baseUrl: '/',
    product: { name: 'Acme', slug: 'acme' },
    links: { app: 'https://app.acme.example/', hub: 'https://hub.acme.example/', status: 'https://status.acme.example/' },
    customFields: { apiBaseUrl: 'https://api.acme.example', apiClientId: 'x' },
    navbar: { title: 'Docs', items: [] },
    sidebars: {},
    contentDir: join(FIXTURE, 'content'),
  };
  const file = join(FIXTURE, 'docs-site.config.ts');

  it('uses the built-in index without configuration', () => {
    assert.deepEqual(validateConfig(base, file, {}).search, { hosted: null, indexPath: SEARCH.indexPath, records: false, language: 'en' });
  });

  it('writes the hosted records when the hosted service is configured, or when asked to', () => {
    assert.equal(validateConfig({ ...base, search: { appId: 'APP1', apiKey: 'key1', indexName: 'docs' } }, file, {}).search.records, true);
    assert.equal(validateConfig({ ...base, search: { appId: 'APP1', apiKey: 'key1', indexName: 'docs', records: false } }, file, {}).search.records, false);
    assert.equal(validateConfig({ ...base, search: { records: true } }, file, {}).search.records, true);
    assert.throws(() => validateConfig({ ...base, search: { records: 'yes' } }, file, {}), /`search\.records` must be true or false/);
  });

  it('switches to the hosted service when an app id, a public key and an index name are named (in the config or the environment)', () => {
    const hosted = validateConfig({ ...base, search: { appId: 'APP1', apiKey: 'key1', indexName: 'docs' } }, file, {}).search.hosted!;
    assert.equal(hosted.hosts[0], 'https://APP1-dsn.algolia.net');
    assert.equal(hosted.hosts.length, 4);
    assert.equal(hosted.shuffle, true);
    assert.equal(validateConfig({ ...base, search: { appId: 'APP1', apiKey: 'key1', indexName: 'docs', hosts: ['https://a.example', 'https://b.example'] } }, file, {}).search.hosted!.shuffle, false);
    assert.deepEqual(hosted.facetFilters, DEFAULT_SEARCH_FACET_FILTERS);
    const fromEnv = validateConfig(base, file, { DOCS_SEARCH_APP_ID: 'APP2', DOCS_SEARCH_API_KEY: 'key2', DOCS_SEARCH_INDEX_NAME: 'idx' }).search.hosted!;
    assert.deepEqual([fromEnv.appId, fromEnv.apiKey, fromEnv.indexName], ['APP2', 'key2', 'idx']);
  });

  it('names the missing key when only some are set, and rejects unknown keys and bad hosts', () => {
    // Every problem in one run: both missing keys.
    assert.throws(() => validateConfig({ ...base, search: { appId: 'APP1' } }, file, {}), (e) => /`search\.apiKey` must be set when search\.appId is[\s\S]*`search\.indexName` must be set/.test(formatError(e)));
    assert.throws(() => validateConfig({ ...base, search: { appId: 'APP1', apiKey: 'k', indexName: 'i', hosts: ['ftp://x'] } }, file, {}), /`search\.hosts\[0\]` must be an absolute http\(s\) URL/);
    assert.throws(() => validateConfig({ ...base, search: { adminKey: 'secret' } }, file, {}), /unknown key `search\.adminKey`/);
  });

});
