// The interactive API page in Chromium: the page lists the groups of
// operations; a group expands to its operations (from the console's index),
// and opening one (a deep link or its link) loads its data and the console
// island, whose request reaches a fake API on 127.0.0.1 with the entered
// credentials, and the answer shows. The console also shows the request as
// code in eight languages, which follows the form and never holds the
// credentials entered. The groups are cards; each field has a control for its
// kind of value, with its description, default and bounds. (The upload against
// the mock API of the default site: console-upload.test.ts.)
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Browser } from 'playwright-core';
import { repoRoot } from '../helpers.ts';
import { defaultSite, fixtureSite } from '../sites.ts';
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
        if (req.url?.startsWith('/pets/77')) return res.writeHead(200, { ...cors, 'access-control-expose-headers': 'Content-Disposition', 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="pet.pdf"' }).end(Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x10]));
        if (req.url?.startsWith('/pets/404')) return res.writeHead(404, { ...cors, 'content-type': 'application/json' }).end('{"status":"fail","error":"Not found."}');
        res.writeHead(201, { ...cors, 'content-type': 'application/json' }).end(JSON.stringify({ id: 7, name: 'Tom', kind: 'cat' }));
      });
    });
    await new Promise<void>((r) => api.listen(0, '127.0.0.1', r));
    apiUrl = `http://127.0.0.1:${(api.address() as { port: number }).port}`;
    const r = await fixtureSite('api-edge', { env: { DOCS_API_BASE_URL: apiUrl } });
    assert.equal(r.code, 0, r.stderr);
    dir = dirname(r.out); // read only: shared with the run
    site = await startStaticServer(r.out);
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await site?.close();
    api.closeAllConnections();
    await new Promise((r) => api.close(r));
  });

  it('is a small page: the groups of operations, no forms, readable without JavaScript', async () => {
    const html = readFileSync(join(dir, 'out/interactive-api/index.html'), 'utf8');
    assert.ok(statSync(join(dir, 'out/interactive-api/index.html')).size < 40_000, `${html.length} bytes`);
    assert.doesNotMatch(html, /<form|<template/);
    assert.doesNotMatch(html, /id="createPet"/, 'operations are listed from the index, not in the page');
    const s = await openSession(browser, { javaScriptEnabled: false });
    try {
      // Without JavaScript a group leads to its index page, which links every operation's reference.
      await s.page.goto(`${site.url}interactive-api/#createPet`);
      const group = s.page.locator('.console__tag', { hasText: 'Pets' });
      assert.equal(await group.isVisible(), true);
      await group.click();
      await s.page.waitForURL(/\/api\/pets\/$/);
      await s.page.locator('main a', { hasText: 'Create a pet' }).first().click();
      await s.page.waitForURL(/\/api\/pets\/create-a-pet\/$/);
    } finally {
      await s.close();
    }
  });

  it('expands a group to its operations and collapses it again', async () => {
    const s = await openSession(browser);
    try {
      await s.page.goto(`${site.url}interactive-api/`);
      await hydrated(s.page);
      const group = s.page.locator('.console__tag', { hasText: 'Pets' });
      assert.equal(await group.getAttribute('aria-expanded'), 'false');
      await group.click();
      await s.page.locator('#createPet').waitFor();
      assert.equal(await group.getAttribute('aria-expanded'), 'true');
      assert.deepEqual(await s.page.locator('[data-tag="Pets"] .console__list > a').evaluateAll((as) => as.map((a) => a.id)), ['createPet', 'deletePet']);
      assert.match(s.page.url(), /\/interactive-api\/$/, 'a group is not a page');
      await group.click();
      assert.equal(await s.page.locator('#createPet').isVisible(), false);
      assert.deepEqual(s.errors, []);
    } finally {
      await s.close();
    }
  });

  it('opens the operation of a deep link, sends the parameters, body and credentials, and shows the response', async () => {
    const s = await openSession(browser);
    try {
      await s.page.goto(`${site.url}interactive-api/#createPet`);
      await hydrated(s.page);
      const op = s.page.locator('[data-for="createPet"]');
      await op.locator('[name="clientId"]').fill('client-123');
      await op.locator('[name="authorization"]').fill('apikey jo:secret');
      const form = op.locator('form');
      // A required yes/no: a switch, off (its default, false) until turned on.
      const dryRun = form.getByRole('switch', { name: /dry_run/ });
      assert.equal(await dryRun.getAttribute('name'), 'query:dry_run');
      assert.equal(await dryRun.isChecked(), false);
      await dryRun.check();
      assert.match(await form.locator('textarea[name="body"]').inputValue(), /"name"/, 'the body is pre-filled from the example');
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
      await s.page.waitForFunction(() => document.querySelector('[data-for="createPet"] output')?.textContent?.includes('201 Created'));
      const shown = await op.locator('output').textContent();
      assert.match(shown ?? '', /201 Created · \d+ ms/);
      assert.match(shown ?? '', /"name": "Tom"/);
      assert.match(shown ?? '', /content-type: application\/json/);
      assert.doesNotMatch(shown ?? '', /secret/, 'the key is not echoed');
      assert.doesNotMatch(s.page.url(), /secret|client-123/, 'credentials stay out of the URL');
      assert.doesNotMatch(s.console.map((m) => m.text()).join('\n'), /secret/, 'nor in the console');
    } finally {
      await s.close();
    }
  });

  it('shows the request as code in eight languages, as filled in, with placeholders for the credentials', async () => {
    const s = await openSession(browser);
    try {
      await s.page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(site.url).origin });
      await s.page.goto(`${site.url}interactive-api/#createPet`);
      await hydrated(s.page);
      const op = s.page.locator('[data-for="createPet"]');
      await op.locator('[name="clientId"]').fill('client-123');
      await op.locator('[name="authorization"]').fill('apikey jo:secret-42');
      const form = op.locator('form');
      await form.locator('[name="query:dry_run"]').check();
      await form.locator('[name="header:X-Trace"]').fill('trace-7');
      await form.locator('textarea[name="body"]').fill('{"kind":"cat","name":"Tom"}');
      const code = op.locator('[data-console-code] pre code');
      await s.page.waitForFunction(() => document.querySelector('[data-for="createPet"] [data-console-code] pre code')?.textContent?.includes('"name": "Tom"'));
      const curl = (await code.textContent()) ?? '';
      assert.match(curl, new RegExp(`^curl -X POST "${apiUrl}/pets\\?dry_run=true"`));
      assert.match(curl, /-H "X-Trace: trace-7"/);
      assert.match(curl, /-H "CLIENT-ID: YOUR_CLIENT_ID"/);
      assert.match(curl, /-H "Authorization: apikey YOUR_USERNAME:YOUR_API_KEY"/);
      const tabs = op.locator('[data-console-code] [role="tab"]');
      assert.deepEqual(await tabs.allTextContents(), ['curl', 'Python', 'Node.js', 'Go', 'Java', 'PHP', 'C#', 'Ruby']);
      for (let i = 0; i < 8; i++) {
        await tabs.nth(i).click();
        assert.equal(await tabs.nth(i).getAttribute('aria-selected'), 'true');
        const text = (await code.textContent()) ?? '';
        assert.ok(text.includes(`${apiUrl}/pets?dry_run=true`), `${i}: ${text}`);
        assert.ok(text.includes('Tom'), `${i}: the body`);
        assert.doesNotMatch(text, /secret|client-123|jo:/, 'never the credentials entered');
      }
      // The choice is the reference pages' language choice (same storage key), and Copy copies the code shown.
      assert.equal(await s.page.evaluate(() => Object.entries(localStorage).find(([k]) => k.endsWith('docs.tabs.code-samples'))?.[1]), 'ruby');
      await op.locator('[data-console-code] button', { hasText: 'Copy' }).click();
      await op.locator('[data-console-code] button', { hasText: 'Copied' }).waitFor();
      assert.equal(await s.page.evaluate(() => navigator.clipboard.readText()), await code.textContent());
      // Typed into the body, the secret is replaced too.
      await tabs.first().click();
      await form.locator('textarea[name="body"]').fill('{"kind":"cat","name":"secret-42"}');
      await s.page.waitForFunction(() => document.querySelector('[data-for="createPet"] [data-console-code] pre code')?.textContent?.includes('YOUR_SECRET'));
      assert.doesNotMatch((await code.textContent()) ?? '', /secret-42/);
      // Bad JSON: the code says why instead.
      await form.locator('textarea[name="body"]').fill('{ nope');
      await op.locator('[data-console-code] .console__invalid', { hasText: 'not valid JSON' }).waitFor();
      assert.deepEqual(s.errors, []);
    } finally {
      await s.close();
    }
  });

  it("opens the operation from its reference page's Try it link (client navigation)", async () => {
    const s = await openSession(browser);
    try {
      await s.page.goto(`${site.url}interactive-api/`);
      await hydrated(s.page);
      await s.page.locator('.console__tag', { hasText: 'Pets' }).click();
      const reference = await s.page.locator('#createPet').getAttribute('href');
      await s.page.goto(new URL(reference!, site.url).href);
      await hydrated(s.page);
      await s.page.locator('a', { hasText: 'Try it' }).first().click();
      await s.page.waitForURL(/\/interactive-api\/#createPet$/);
      await s.page.locator('[data-for="createPet"] textarea[name="body"]').waitFor();
      assert.deepEqual(s.errors, []);
    } finally {
      await s.close();
    }
  });

  it('keeps credentials in memory only, unless the box is ticked', async () => {
    const s = await openSession(browser);
    try {
      await s.page.goto(`${site.url}interactive-api/#getTree`);
      await hydrated(s.page);
      await s.page.locator('[data-for="getTree"] [name="authorization"]').fill('Bearer tok-123');
      const stored = () => s.page.evaluate(() => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }) + document.cookie);
      assert.doesNotMatch(await stored(), /tok-123/);
      // Another operation shares them.
      await s.page.locator('.console__tag', { hasText: 'Pets' }).click();
      await s.page.locator('#createPet').click();
      assert.equal(await s.page.locator('[data-for="createPet"] [name="authorization"]').inputValue(), 'Bearer tok-123');
      await s.page.reload();
      await hydrated(s.page);
      assert.equal(await s.page.locator('[data-for="createPet"] [name="authorization"]').inputValue(), '', 'gone after a reload');
      await s.page.locator('[data-for="createPet"] [name="authorization"]').fill('Bearer tok-456');
      await s.page.locator('[data-for="createPet"] [name="remember"]').check();
      assert.match(await stored(), /tok-456/);
      await s.page.reload();
      await hydrated(s.page);
      assert.equal(await s.page.locator('[data-for="createPet"] [name="authorization"]').inputValue(), 'Bearer tok-456', 'kept for the session');
      await s.page.locator('[data-for="createPet"] [name="remember"]').uncheck();
      assert.doesNotMatch(await stored(), /tok-456/, 'unticking forgets them');
      assert.deepEqual(s.errors, []);
    } finally {
      await s.close();
    }
  });

  it('checks required parameters and JSON, and shows a 4xx error body clearly', async () => {
    const s = await openSession(browser);
    try {
      await s.page.goto(`${site.url}interactive-api/#deletePet`);
      await hydrated(s.page);
      const form = s.page.locator('[data-for="deletePet"] form');
      const before = received.length;
      await form.locator('[name="path:pet_id"]').fill('');
      await form.locator('button[type="submit"]').click({ noWaitAfter: true });
      // The browser's own required-field check stops the submit; no request leaves.
      assert.equal(received.length, before);
      await form.locator('[name="path:pet_id"]').fill('404');
      await form.locator('button[type="submit"]').click();
      await s.page.waitForFunction(() => document.querySelector('[data-for="deletePet"] output')?.textContent?.includes('Not Found'));
      assert.equal(received.at(-1)!.url, '/pets/404');
      assert.equal(received.at(-1)!.method, 'DELETE');
      const output = s.page.locator('[data-for="deletePet"] output');
      assert.match((await output.textContent()) ?? '', /404 Not Found[\s\S]*the API answered with an error[\s\S]*"error": "Not found\."/);
      assert.match((await output.getAttribute('class')) ?? '', /console__response--error/);

      // Not the hash target: its console opens from its link.
      await s.page.locator('#createPet').click();
      const create = s.page.locator('[data-for="createPet"] form');
      await create.locator('textarea[name="body"]').fill('{ not json');
      await create.locator('button[type="submit"]').click();
      await s.page.waitForFunction(() => document.querySelector('[data-for="createPet"] .console__invalid')?.textContent?.includes('not valid JSON'));
    } finally {
      await s.close();
    }
  });

  it('shows the groups as cards, each with its count and one line about it', async () => {
    const s = await openSession(browser);
    try {
      await s.page.goto(`${site.url}interactive-api/`);
      await hydrated(s.page);
      assert.match((await s.page.locator('main').textContent()) ?? '', /filled in for you\)\. Credentials stay/);
      const cards = s.page.locator('.console__group');
      assert.deepEqual(await cards.evaluateAll((list) => list.map((c) => [c.querySelector('.console__name')?.textContent, c.querySelector('.console__count')?.textContent, c.querySelector('.console__summary')?.textContent])), [
        ['Pets', '2 operations', 'Pets and their owners.'],
        ['Trees', '1 operation', 'Recursive structures.'],
      ]);
      // The whole card opens the group; an open group spans the row.
      const pets = cards.first();
      const box = (await pets.boundingBox())!;
      await s.page.mouse.click(box.x + box.width - 8, box.y + box.height - 8);
      await s.page.locator('#createPet').waitFor();
      assert.equal(await pets.locator('.console__tag').getAttribute('aria-expanded'), 'true');
      const wide = (await pets.boundingBox())!.width;
      assert.ok(wide > box.width * 1.5, `${box.width} → ${wide}`);
    } finally {
      await s.close();
    }
  });

  it('offers a control per kind of value, with its description, default and bounds', async () => {
    const s = await openSession(browser);
    try {
      await s.page.goto(`${site.url}interactive-api/#getTree`);
      await hydrated(s.page);
      const form = s.page.locator('[data-for="getTree"] form');
      // An integer: a number input with the schema's bounds; optional, so empty (its default as the placeholder).
      const depth = form.locator('[name="query:depth"]');
      assert.deepEqual(await depth.evaluate((e: HTMLInputElement) => [e.type, e.min, e.max, e.step, e.value, e.placeholder]), ['number', '1', '10', '1', '', '3']);
      const hint = await depth.evaluate((e) => document.getElementById(e.getAttribute('aria-describedby')!)?.textContent);
      assert.match(hint ?? '', /^How many levels of children to return\. The root counts as one\. Default: 3 · Allowed: from 1 to 10$/);
      // An optional yes/no: three choices, not sent at first.
      const leaves = form.locator('select[name="query:leaves_only"]');
      assert.deepEqual(await leaves.locator('option').evaluateAll((os) => os.map((o) => [(o as HTMLOptionElement).value, o.textContent])), [['', 'Not sent'], ['true', 'true'], ['false', 'false']]);
      assert.equal(await leaves.inputValue(), '');
      await form.locator('[name="path:tree_id"]').fill('oak');
      await depth.fill('12');
      await form.locator('button[type="submit"]').click({ noWaitAfter: true });
      // Out of bounds: the browser's own check stops the submit.
      assert.equal(await depth.evaluate((e: HTMLInputElement) => e.validity.rangeOverflow), true);
      await depth.fill('4');
      await leaves.selectOption('false');
      await s.page.waitForFunction(() => document.querySelector('[data-for="getTree"] [data-console-code] pre code')?.textContent?.includes('leaves_only=false'));
      assert.match((await s.page.locator('[data-for="getTree"] [data-console-code] pre code').textContent()) ?? '', /\/trees\/oak\?depth=4&leaves_only=false"/);
      // A required yes/no left off is sent as false.
      await s.page.evaluate(() => (location.hash = 'createPet'));
      await s.page.waitForFunction(() => document.querySelector('[data-for="createPet"] [data-console-code] pre code')?.textContent?.includes('dry_run=false'));
      assert.deepEqual(s.errors, []);
    } finally {
      await s.close();
    }
  });

  it("sends to the operation's own server, which the visitor may change", async () => {
    const s = await openSession(browser);
    try {
      await s.page.goto(`${site.url}interactive-api/#getTree`);
      await hydrated(s.page);
      const op = s.page.locator('[data-for="getTree"]');
      const server = op.locator('input[name="server"]');
      // The schema's server for the operation (built from the config's API base URL), with the others to pick.
      assert.equal(await server.inputValue(), `${apiUrl}/v2`);
      assert.deepEqual(await op.locator('datalist option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value)), [`${apiUrl}/v2`, 'https://sandbox.edge.example/v2']);
      await op.locator('[name="path:tree_id"]').fill('oak');
      await op.locator('button[type="submit"]').click();
      await until(() => received.some((r) => r.url === '/v2/trees/oak'), 'the request to the operation server');
      await server.fill(`${apiUrl}/`);
      assert.ok(((await op.locator('[data-console-code] pre code').textContent()) ?? '').startsWith(`curl -X GET "${apiUrl}/trees/oak"`));
      await op.locator('button[type="submit"]').click();
      await until(() => received.some((r) => r.url === '/trees/oak'), 'the request to the changed base URL');
    } finally {
      await s.close();
    }
  });

  it('offers a binary body as a download, byte for byte', async () => {
    const s = await openSession(browser);
    try {
      await s.page.goto(`${site.url}interactive-api/#deletePet`);
      await hydrated(s.page);
      await s.page.locator('[data-for="deletePet"] [name="path:pet_id"]').fill('77');
      await s.page.locator('[data-for="deletePet"] button[type="submit"]').click();
      const link = s.page.locator('[data-for="deletePet"] output a[download]');
      await link.waitFor();
      assert.equal(await link.getAttribute('download'), 'pet.pdf');
      assert.match((await s.page.locator('[data-for="deletePet"] output').textContent()) ?? '', /200 OK[\s\S]*Binary body \(application\/pdf, 7 bytes\)/);
      const bytes = await link.evaluate(async (a: HTMLAnchorElement) => [...new Uint8Array(await (await fetch(a.href)).arrayBuffer())]);
      assert.deepEqual(bytes, [0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x10]);
    } finally {
      await s.close();
    }
  });

  it('explains a request that cannot reach the API and shows the curl command', async () => {
    const s = await openSession(browser);
    try {
      await s.page.route(`${apiUrl}/**`, (route) => route.abort('connectionrefused'));
      await s.page.goto(`${site.url}interactive-api/#getTree`);
      await hydrated(s.page);
      await s.page.locator('[data-for="getTree"] [name="authorization"]').fill('apikey jo:hidden-key');
      await s.page.locator('[data-for="getTree"] form button[type="submit"]').click();
      await s.page.waitForFunction(() => document.querySelector('[data-for="getTree"] output')?.textContent?.includes('did not complete'));
      const text = (await s.page.locator('[data-for="getTree"] output').textContent()) ?? '';
      assert.match(text, /CORS/);
      // The console's curl code, from the same generator as the reference pages' samples.
      assert.ok(text.includes(`curl -X GET "${apiUrl}/v2/trees/`), text);
      assert.match(text, /-H "Authorization: apikey YOUR_USERNAME:YOUR_API_KEY"/);
      assert.doesNotMatch(text, /hidden-key/, 'the curl command names the credential, not its value');
    } finally {
      await s.close();
    }
  });
});
