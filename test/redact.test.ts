// Credentials in URLs the CLI prints: a token or `user:pass` in
// DOCS_SCHEMA_URL (and query values) never reach the terminal, the output or
// the cache, whether the download works, fails, or the URL is not valid; the
// credentials still reach the schema server (Basic auth, as curl sends them).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { redactText, redactUrl, requestParts } from '../cli/redact.ts';
import { formatError, BuildError } from '../cli/errors.ts';
import { copyFixture, edit, read, runDocsAsync } from './helpers.ts';

const USER = 'docs-bot';
const PASSWORD = 's3cret-Pa55';
const TOKEN = 'tok-4f1e9c';

describe('redactUrl and redactText', () => {
  it('hide user, password, query values and fragment, and keep the rest readable', () => {
    assert.equal(redactUrl(`https://${USER}:${PASSWORD}@schema.example/v1/openapi.json?token=${TOKEN}&format=json#k=v`), 'https://***@schema.example/v1/openapi.json?token=***&format=json#***');
    assert.equal(redactUrl(`https://${TOKEN}@schema.example/`), 'https://***@schema.example/');
    assert.equal(redactUrl('https://schema.example/openapi.json'), 'https://schema.example/openapi.json');
    assert.equal(redactUrl('https://schema.example/?flag&key=1'), 'https://schema.example/?flag&key=***');
    assert.equal(redactUrl('not a url'), 'not a url');
  });

  it('find URLs in running text (quoted, followed by punctuation) and leave other URLs as written', () => {
    const text = `Request cannot be constructed from a URL that includes credentials: https://${USER}:${PASSWORD}@h.example/s?api_key=${TOKEN}. See "http://h.example/a?x=${TOKEN}", or http://localhost:3000/.`;
    const out = redactText(text);
    assert.doesNotMatch(out, new RegExp(`${PASSWORD}|${TOKEN}|${USER}`));
    assert.match(out, /credentials: https:\/\/\*\*\*@h\.example\/s\?api_key=\*\*\*\. See "http:\/\/h\.example\/a\?x=\*\*\*", or http:\/\/localhost:3000\/\.$/);
  });

  it('formatError redacts every error the CLI shows', () => {
    const shown = formatError(new BuildError(`Cannot fetch https://${USER}:${PASSWORD}@h.example/`, { file: `https://h.example/s?token=${TOKEN}`, line: 3 }));
    assert.doesNotMatch(shown, new RegExp(`${PASSWORD}|${TOKEN}`));
    assert.doesNotMatch(formatError(new Error(`boom at https://h.example/?key=${TOKEN}`)), new RegExp(TOKEN));
  });

  it('requestParts moves credentials into a Basic Authorization header', () => {
    const { url, headers } = requestParts(new URL(`https://${USER}:${encodeURIComponent('p@ss:w/rd')}@h.example/s?x=1`));
    assert.equal(url.href, 'https://h.example/s?x=1');
    assert.equal(headers.authorization, `Basic ${Buffer.from(`${USER}:p@ss:w/rd`).toString('base64')}`);
    assert.deepEqual(requestParts(new URL('https://h.example/')).headers, {});
  });
});

/** Every file under `dir` that contains one of `secrets`. */
function filesWith(dir: string, secrets: string[]): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir, { recursive: true }) as string[]) {
    const file = join(dir, name);
    if (!statSync(file).isFile()) continue;
    const text = readFileSync(file).toString('latin1');
    if (secrets.some((s) => text.includes(s))) found.push(file);
  }
  return found;
}

describe('a schema URL with credentials', () => {
  let site: string;
  let server: Server;
  let port: number;
  let mode: 'ok' | 'error' | 'not-json' = 'ok';
  const seen: { url: string; authorization?: string }[] = [];
  const secrets = [PASSWORD, TOKEN, encodeURIComponent(PASSWORD), Buffer.from(`${USER}:${PASSWORD}`).toString('base64')];

  before(async () => {
    site = copyFixture('api-edge');
    // Room for a loaded machine (the fixture's 800 ms is for its fallback tests).
    edit(join(site, 'docs-site.config.ts'), (c) => c.replace('timeoutMs: 800', 'timeoutMs: 30000'));
    const tokens: Record<string, string> = { productName: 'Edge', apiBaseUrl: 'https://api.edge.example' };
    const doc = parse(read(join(site, 'openapi.yaml')).replace(/\{\{(\w+)\}\}/g, (_m, k) => tokens[k]));
    doc.info.title = 'Downloaded edge API';
    const body = JSON.stringify(doc);
    const expected = `Basic ${Buffer.from(`${USER}:${PASSWORD}`).toString('base64')}`;
    server = createServer((req, res) => {
      seen.push({ url: req.url ?? '', authorization: req.headers.authorization });
      if (req.headers.authorization !== expected || !req.url?.includes(`token=${TOKEN}`)) return void res.writeHead(401).end('who are you?');
      if (mode === 'error') return void res.writeHead(500).end('upstream broke');
      if (mode === 'not-json') return void res.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>');
      res.writeHead(200, { 'content-type': 'application/json' }).end(body);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as { port: number }).port;
  });
  after(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
    rmSync(site, { recursive: true, force: true });
  });

  const build = (url: string, ...args: string[]) => runDocsAsync(['build', ...args], site, { DOCS_SCHEMA_URL: url });
  const withCredentials = (p = port) => `http://${USER}:${PASSWORD}@127.0.0.1:${p}/openapi.json?token=${TOKEN}`;
  const assertClean = (r: { stdout: string; stderr: string }) => {
    const printed = r.stdout + r.stderr;
    for (const secret of secrets) assert.ok(!printed.includes(secret), `printed ${secret}:\n${printed}`);
  };

  it('downloads with the credentials sent as Basic auth, and prints the URL without them', async () => {
    mode = 'ok';
    const r = await build(withCredentials());
    assert.equal(r.code, 0, r.stderr);
    assert.ok(seen.some((s) => s.authorization?.startsWith('Basic ')), JSON.stringify(seen));
    assert.match(r.stderr, new RegExp(`Schema: downloaded from http://\\*\\*\\*@127\\.0\\.0\\.1:${port}/openapi\\.json\\?token=\\*\\*\\*&format=json`));
    assertClean(r);
    assert.deepEqual(filesWith(join(site, 'out'), secrets), []);
    assert.deepEqual(filesWith(join(site, '.cache'), secrets), []);
  });

  it('says which URL failed, without its credentials, when the server answers an error or not JSON', async () => {
    for (const m of ['error', 'not-json'] as const) {
      mode = m;
      const r = await build(withCredentials());
      assert.equal(r.code, 0, r.stderr); // falls back to the last good download
      assert.match(r.stderr, /Schema: could not use http:\/\/\*\*\*@127\.0\.0\.1:\d+\/openapi\.json\?token=\*\*\*&format=json/);
      assertClean(r);
      const strict = await build(withCredentials(), '--strict-schema');
      assertClean(strict);
    }
    assert.deepEqual(filesWith(join(site, '.cache'), secrets), []);
  });

  it('says so without the credentials when nothing answers or the URL is not valid', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const deadPort = (closed.address() as { port: number }).port;
    await new Promise((r) => closed.close(r));
    const unreachable = await build(withCredentials(deadPort));
    assert.match(unreachable.stderr, /could not use http:\/\/\*\*\*@127\.0\.0\.1/);
    assertClean(unreachable);
    const invalid = await build(`ftp://${USER}:${PASSWORD}@127.0.0.1/openapi.json?token=${TOKEN}`);
    assert.equal(invalid.code, 1);
    assert.match(invalid.stderr, /schema\.url/);
    assertClean(invalid);
  });
});
