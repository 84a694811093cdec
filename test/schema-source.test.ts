// Where the schema comes from: a download (format=json) when reachable and
// valid, else the last good download, else the vendored file — against a
// schema server on 127.0.0.1 that answers OK, 500, never or with garbage. The
// server answers at once or never, so no outcome depends on the machine's
// speed: the builds that download wait as long as a loaded machine needs, and
// the time-out under test is the config's own.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { bound, copyFixture, edit, read, runDocsAsync } from './helpers.ts';

type Mode = 'ok' | 'error' | 'silent' | 'not-json' | 'invalid' | 'unidiomatic';

describe('schema download, cache and vendored fallback', () => {
  let site: string;
  let server: Server;
  let url: string;
  let mode: Mode = 'ok';
  const requests: string[] = [];
  let good: string;

  before(async () => {
    site = copyFixture('api-edge');
    // Downloads answered at once still wait for a loaded machine; the time-out itself is tested with a config of its own.
    edit(join(site, 'docs-site.config.ts'), (s) => s.replace(/timeoutMs: \d+/, `timeoutMs: ${bound(120_000)}`));
    writeFileSync(join(site, 'docs-site.timeout.config.ts'), "import base from './docs-site.config.ts';\nexport default { ...base, schema: { ...base.schema, timeoutMs: 800 } };\n");
    const tokens: Record<string, string> = { productName: 'Edge', apiBaseUrl: 'https://api.edge.example' };
    const doc = parse(read(join(site, 'openapi.yaml')).replace(/\{\{(\w+)\}\}/g, (_m, k) => tokens[k]));
    doc.info.title = 'Downloaded edge API';
    good = JSON.stringify(doc);
    server = createServer((req, res) => {
      requests.push(req.url ?? '');
      if (mode === 'ok') res.writeHead(200, { 'content-type': 'application/json' }).end(good);
      else if (mode === 'error') res.writeHead(500).end('upstream broke');
      else if (mode === 'not-json') res.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>');
      else if (mode === 'invalid') res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ openapi: '3.1.0', info: { title: 'Broken', version: '1' }, paths: { '/a': { get: { responses: { '200': { $ref: '#/components/responses/Missing' } } } } } }));
      else if (mode === 'unidiomatic') {
        // Problems the linter reports as errors that do not stop the reference from being built.
        const doc = JSON.parse(good);
        doc.info.title = 'Unidiomatic edge API';
        doc.servers = [{ url: 'https://api.edge.example/' }];
        doc.components.schemas.Owner.nullable = true;
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(doc, null, 2));
      }
      // 'silent': no answer at all (the connection stays open until the client gives up).
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const address = server.address() as { port: number };
    url = `http://127.0.0.1:${address.port}/schema`;
  });
  after(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
    rmSync(site, { recursive: true, force: true });
  });

  const build = (...args: string[]) => runDocsAsync(['build', ...args], site, { DOCS_SCHEMA_URL: url });
  const title = () => JSON.parse(read(join(site, 'out/openapi.json'))).info.title;
  const cacheFile = () => join(site, '.cache/schema/last-good.json');

  it('downloads the schema with format=json when reachable and keeps it as the last good copy', async () => {
    mode = 'ok';
    const r = await build();
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stderr, new RegExp(`Schema: downloaded from ${url}\\?format=json`));
    assert.equal(requests.at(-1), '/schema?format=json');
    assert.equal(title(), 'Downloaded edge API');
    assert.ok(existsSync(cacheFile()));
  });

  it('falls back to the last good download when the server answers 500', async () => {
    mode = 'error';
    const r = await build();
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stderr, /could not use .* \(HTTP 500\); falling back/);
    assert.match(r.stderr, /Schema: using the last good download/);
    assert.equal(title(), 'Downloaded edge API');
  });

  it('gives up on a server that does not answer after the configured time-out', async () => {
    mode = 'silent';
    const r = await build('-c', 'docs-site.timeout.config.ts');
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stderr, /no answer within 800 ms/);
    assert.match(r.stderr, /Schema: using the last good download/);
  });

  it('rejects an invalid download, lists its problems and uses the fallback', async () => {
    mode = 'invalid';
    let r = await build();
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stderr, /The downloaded schema from .* is invalid \(1 problem\)/);
    assert.match(r.stderr, /Can't resolve \$ref \[no-unresolved-refs\]/);
    assert.match(r.stderr, /Schema: using the last good download/);
    assert.equal(title(), 'Downloaded edge API');
    mode = 'not-json';
    r = await build();
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stderr, /The downloaded schema is not JSON: /);
  });

  it('uses a download whose problems do not stop the reference, listing each once as a warning', async () => {
    mode = 'unidiomatic';
    const r = await build();
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stderr, /Schema: downloaded from /);
    assert.match(r.stderr, /Schema warnings \(2; the reference is built anyway/);
    assert.match(r.stderr, /warning http:\/\/127\.0\.0\.1:\d+\/schema\?format=json:\d+:\d+: Server `url` should not have a trailing slash\. \[no-server-trailing-slash\]/);
    assert.match(r.stderr, /:\d+:\d+: Property `nullable` is not expected here\. \[struct\]/);
    assert.equal(r.stderr.match(/trailing slash/g)?.length, 1);
    assert.equal(title(), 'Unidiomatic edge API');
    const strict = await build('--strict-schema');
    assert.equal(strict.code, 1);
    assert.match(strict.stderr, /The downloaded schema from .* is invalid \(2 problems\)/);
  });

  it('fails on an invalid download with --strict-schema, leaving out/ as it was', async () => {
    mode = 'invalid';
    const before = title();
    const r = await build('--strict-schema');
    assert.equal(r.code, 1);
    assert.match(r.stderr, /Build failed\.\nThe downloaded schema from .* is invalid/);
    assert.equal(title(), before);
  });

  it('makes no request with --offline', async () => {
    mode = 'ok';
    const before = requests.length;
    const r = await build('--offline');
    assert.equal(r.code, 0, r.stderr);
    assert.equal(requests.length, before);
    assert.match(r.stderr, /Schema: using the last good download/);
  });

  it('uses the vendored schema when there is neither a download nor a cached copy', async () => {
    mode = 'error';
    rmSync(cacheFile());
    const r = await build();
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stderr, /Schema: vendored copy .*openapi\.yaml/);
    assert.equal(title(), 'Edge edge API');
  });

  it('reuses the vendored schema while its files are unchanged, and sees an edit of the same size', async () => {
    mode = 'error';
    const again = await build();
    assert.equal(again.code, 0, again.stderr);
    assert.match(again.stderr, /unchanged since the last lint/);
    assert.equal(title(), 'Edge edge API');
    const file = join(site, 'openapi.yaml');
    const text = read(file);
    writeFileSync(file, text.replace('edge API', 'edge APX'));
    try {
      const edited = await build();
      assert.equal(edited.code, 0, edited.stderr);
      assert.doesNotMatch(edited.stderr, /unchanged since the last lint/);
      assert.equal(title(), 'Edge edge APX');
    } finally {
      writeFileSync(file, text);
    }
  });
});
