// A downloaded schema's `$ref`s resolve only beside it (same origin, with the
// schema's own credentials): one naming another host (a cloud machine's
// metadata address, say) or a local file must not make the build fetch or
// read it, nor publish what it holds; the download is refused as invalid.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { copyFixture, edit, read, runDocsAsync } from './helpers.ts';

const SECRET = 'METADATA-SECRET-91c4';

async function listen(server: Server): Promise<number> {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return (server.address() as { port: number }).port;
}

const close = (server: Server) => {
  server.closeAllConnections();
  return new Promise((r) => server.close(r));
};

function outHolds(dir: string, text: string): string[] {
  return (readdirSync(dir, { recursive: true }) as string[]).filter((f) => statSync(join(dir, f)).isFile() && readFileSync(join(dir, f), 'latin1').includes(text));
}

describe("a downloaded schema's references", () => {
  let site: string;
  let schemaServer: Server;
  let otherServer: Server;
  let schemaPort: number;
  let otherPort: number;
  let ref = '';
  const schemaRequests: { url: string; authorization?: string }[] = [];
  const otherRequests: string[] = [];
  let secretFile: string;

  before(async () => {
    site = copyFixture('api-edge');
    // Room for a loaded machine (the fixture's 800 ms is for its fallback tests).
    edit(join(site, 'docs-site.config.ts'), (c) => c.replace('timeoutMs: 800', 'timeoutMs: 30000'));
    secretFile = join(site, 'secret.json');
    writeFileSync(secretFile, JSON.stringify({ type: 'object', description: SECRET }));
    const tokens: Record<string, string> = { productName: 'Edge', apiBaseUrl: 'https://api.edge.example' };
    const doc = parse(read(join(site, 'openapi.yaml')).replace(/\{\{(\w+)\}\}/g, (_m, k) => tokens[k]));
    doc.info.title = 'Downloaded edge API';
    schemaServer = createServer((req, res) => {
      schemaRequests.push({ url: req.url ?? '', authorization: req.headers.authorization });
      if (req.url?.startsWith('/schemas/openapi.json')) {
        const withRef = structuredClone(doc);
        withRef.components.schemas.Extra = { $ref: ref };
        return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(withRef));
      }
      if (req.url === '/schemas/extra.json') return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ type: 'object', description: 'Extra, served beside the schema.' }));
      res.writeHead(404).end();
    });
    otherServer = createServer((req, res) => {
      otherRequests.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ type: 'object', description: SECRET }));
    });
    [schemaPort, otherPort] = await Promise.all([listen(schemaServer), listen(otherServer)]);
  });
  after(async () => {
    await Promise.all([close(schemaServer), close(otherServer)]);
    rmSync(site, { recursive: true, force: true });
  });

  const build = () => runDocsAsync(['build'], site, { DOCS_SCHEMA_URL: `http://bot:pw@127.0.0.1:${schemaPort}/schemas/openapi.json` });

  it('follows a reference to a file beside the schema, with its credentials', async () => {
    ref = './extra.json';
    const r = await build();
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stderr, /Schema: downloaded from/);
    const extra = schemaRequests.find((q) => q.url === '/schemas/extra.json');
    assert.ok(extra, JSON.stringify(schemaRequests));
    assert.equal(extra.authorization, `Basic ${Buffer.from('bot:pw').toString('base64')}`);
    assert.match(read(join(site, 'out', 'openapi.json')), /Extra, served beside the schema\./);
  });

  it('refuses a reference to another host or a local file: nothing fetched or read, the download is not used', async () => {
    for (const target of [`http://127.0.0.1:${otherPort}/latest/meta-data.json`, `file://${secretFile}`, secretFile]) {
      ref = target;
      rmSync(join(site, '.cache'), { recursive: true, force: true }); // no last good copy: the vendored schema is used
      const r = await build();
      assert.equal(r.code, 0, r.stderr);
      assert.match(r.stderr, /Can't resolve \$ref/);
      // A path is one on the schema's server (it is not there), never a file of this machine.
      if (target !== secretFile) assert.match(r.stderr, /Not followed: .* is not on http:\/\/127\.0\.0\.1:\d+, where the schema was downloaded from/);
      assert.match(r.stderr, /Schema: could not use .*\(invalid schema\); falling back/);
      assert.deepEqual(otherRequests, [], target);
      assert.deepEqual(outHolds(join(site, 'out'), SECRET), [], target);
      assert.doesNotMatch(read(join(site, 'out', 'openapi.json')), /Downloaded edge API/);
    }
  });
});
