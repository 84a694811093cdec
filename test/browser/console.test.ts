// The interactive API page in Chromium: a request built from the form reaches
// a fake API on 127.0.0.1 with the entered credentials, and the answer shows.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { repoRoot, runDocs } from '../helpers.ts';
import { startStaticServer, type StaticServer } from '../fakes/static-server.ts';
import { hydrated, launchBrowser, openSession, until } from './harness.ts';

describe('interactive API page', () => {
  let api: Server;
  let apiUrl: string;
  const received: { method: string; url: string; headers: IncomingHttpHeaders; body: string }[] = [];
  let dir: string;
  let site: StaticServer;
  let browser: Browser;

  before(async () => {
    api = createServer((req, res) => {
      const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'CLIENT-ID, Authorization, Content-Type', 'access-control-allow-methods': 'GET, POST, PUT, DELETE' };
      if (req.method === 'OPTIONS') return res.writeHead(204, cors).end();
      let body = '';
      req.on('data', (d) => (body += d));
      req.on('end', () => {
        received.push({ method: req.method!, url: req.url!, headers: req.headers, body });
        if (req.url?.startsWith('/pets/404')) return res.writeHead(404, { ...cors, 'content-type': 'application/json' }).end('{"status":"fail","error":"Not found."}');
        res.writeHead(201, { ...cors, 'content-type': 'application/json' }).end(JSON.stringify({ id: 7, name: 'Tom', kind: 'cat' }));
      });
    });
    await new Promise<void>((r) => api.listen(0, '127.0.0.1', r));
    apiUrl = `http://127.0.0.1:${(api.address() as { port: number }).port}`;
    dir = mkdtempSync(join(tmpdir(), 'docs-console-'));
    const r = runDocs(['build', '-c', join(repoRoot, 'test/fixtures/api-edge/docs-site.config.ts'), '-o', join(dir, 'out')], repoRoot, { DOCS_API_BASE_URL: apiUrl });
    assert.equal(r.code, 0, r.stderr);
    site = await startStaticServer(join(dir, 'out'));
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await site?.close();
    api.closeAllConnections();
    await new Promise((r) => api.close(r));
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends the request with the parameters, body and credentials, and shows the response', async () => {
    const s = await openSession(browser);
    try {
      await s.page.goto(`${site.url}interactive-api/#createPet`);
      await hydrated(s.page);
      await s.page.fill('[data-console-credentials] [name="clientId"]', 'client-123');
      await s.page.fill('[data-console-credentials] [name="authorization"]', 'apikey jo:secret');
      const form = s.page.locator('#createPet form');
      await form.locator('[name="query:dry_run"]').fill('true');
      await form.locator('textarea[name="body"]').fill('{"kind":"cat","name":"Tom"}');
      await form.locator('button[type="submit"]').click();
      await until(() => received.length === 1, 'the API request');
      const req = received[0];
      assert.equal(req.method, 'POST');
      assert.equal(req.url, '/pets?dry_run=true');
      assert.equal(req.headers['client-id'], 'client-123');
      assert.equal(req.headers.authorization, 'apikey jo:secret');
      assert.equal(req.headers['content-type'], 'application/json');
      assert.deepEqual(JSON.parse(req.body), { kind: 'cat', name: 'Tom' });
      await s.page.waitForFunction(() => document.querySelector('#createPet output')?.textContent?.includes('201 Created'));
      const shown = await form.locator('output').textContent();
      assert.match(shown ?? '', /201 Created/);
      assert.match(shown ?? '', /"name": "Tom"/);
      assert.doesNotMatch(shown ?? '', /secret/, 'the key is not echoed');
    } finally {
      await s.close();
    }
  });

  it('fills path parameters, checks required ones and JSON, and reports errors', async () => {
    const s = await openSession(browser);
    try {
      await s.page.goto(`${site.url}interactive-api/#deletePet`);
      await hydrated(s.page);
      const form = s.page.locator('#deletePet form');
      await form.locator('[name="path:pet_id"]').fill('');
      await form.locator('button[type="submit"]').click({ noWaitAfter: true });
      // The browser's own required-field check stops the submit; no request leaves.
      assert.equal(received.length, 1);
      await form.locator('[name="path:pet_id"]').fill('404');
      await form.locator('button[type="submit"]').click();
      // Wait for the answer's status line (the URL itself contains "404").
      await s.page.waitForFunction(() => document.querySelector('#deletePet output')?.textContent?.includes('Not Found'));
      assert.equal(received.at(-1)!.url, '/pets/404');
      assert.equal(received.at(-1)!.method, 'DELETE');
      assert.match((await form.locator('output').textContent()) ?? '', /404 Not Found[\s\S]*"error": "Not found\."/);

      // Not the hash target: its form opens on demand.
      await s.page.locator('#createPet summary', { hasText: 'Send a request' }).click();
      const create = s.page.locator('#createPet form');
      await create.locator('[name="query:dry_run"]').fill('false');
      await create.locator('textarea[name="body"]').fill('{ not json');
      await create.locator('button[type="submit"]').click();
      await s.page.waitForFunction(() => document.querySelector('#createPet output')?.textContent?.includes('not valid JSON'));
    } finally {
      await s.close();
    }
  });

  it('explains a request that cannot reach the API', async () => {
    const s = await openSession(browser);
    try {
      await s.page.route(`${apiUrl}/**`, (route) => route.abort('connectionrefused'));
      await s.page.goto(`${site.url}interactive-api/#getTree`);
      await hydrated(s.page);
      await s.page.locator('#getTree form button[type="submit"]').click();
      await s.page.waitForFunction(() => document.querySelector('#getTree output')?.textContent?.includes('did not complete'));
    } finally {
      await s.close();
    }
  });
});
