// The not-found page's `.html` normalising (a host that answers /a/b.html with
// 404.html sends the visitor on to /a/b/) must only ever go to a path of this
// site. `http://site//other.example/landing.html` has the path
// `//other.example/landing.html`: normalised naively, `//other.example/landing/`
// is another site's address. Here the "other site" is a second server on
// 127.0.0.1 that answers 200 to anything with CORS open, as an attacker's would.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { listenOnLoopback } from '../fakes/listen.ts';
import { startStaticServer, type StaticServer } from '../fakes/static-server.ts';
import { buildRuntimeSite, hydrated, launchBrowser, openSession, type BuiltSite } from './harness.ts';

/** Records every fetch the page makes (then makes it): the not-found script checks its target with one. */
const RECORD_FETCH = `{
  const calls = (window.__fetches = []);
  const real = window.fetch.bind(window);
  window.fetch = (input, init) => { calls.push(String(input instanceof Request ? input.url : input)); return real(input, init); };
}`;

describe('the not-found page never sends the visitor to another site', () => {
  let browser: Browser;
  let site: BuiltSite;
  let exact: StaticServer;
  let plain: StaticServer;
  let attacker: { origin: string; requests: string[]; close: () => Promise<void> };
  before(async () => {
    site = await buildRuntimeSite();
    const requests: string[] = [];
    const server: Server = createServer((req, res) => {
      requests.push(`${req.method} ${req.url}`);
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'access-control-allow-origin': '*', 'access-control-allow-methods': '*' });
      res.end(req.method === 'HEAD' ? undefined : '<!doctype html><title>Landing</title><h1>Attacker landing</h1>');
    });
    const { port, close } = await listenOnLoopback(server);
    attacker = { origin: `http://127.0.0.1:${port}`, requests, close };
    // A host that merges slashes (nginx does by default): `//guides/long/index.html` is that page.
    const merging = (_path: string, req: IncomingMessage, res: ServerResponse) => {
      if (!/^\/{2,}[^/]/.test(req.url ?? '')) return false;
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(readFileSync(join(site.out, (req.url ?? '').split('?')[0].replace(/^\/+/, ''))));
      return true;
    };
    [browser, exact, plain] = await Promise.all([launchBrowser(), startStaticServer(site.out, { exact: true }), startStaticServer(site.out, { plain: true, intercept: merging })]);
  });
  after(async () => {
    await browser?.close();
    await Promise.all([exact?.close(), plain?.close(), attacker?.close()]);
    site?.remove();
  });

  it('stays on the not-found page for //host/x.html, /\\host/x.html, /x/index.html variants and encoded slashes', async () => {
    const host = new URL(attacker.origin).host;
    const paths = [
      `//${host}/landing.html`,
      `//${host}/landing/index.html`,
      `/\\${host}/landing.html`,
      `///${host}/landing.html`,
      `//${host}/index.html`,
      `/%2F${host}/landing.html`,
      `/%2F%2F${host}/landing.html`,
      `/%5C${host}/landing.html`,
      `/%5c%5c${host}/x/index.html`,
    ];
    const s = await openSession(browser, { initScripts: [RECORD_FETCH] });
    const origin = new URL(exact.url).origin;
    try {
      for (const path of paths) {
        const response = await s.page.goto(origin + path);
        assert.equal(response?.status(), 404, path);
        // Whichever comes first: the page starts here, or it is sent away.
        const left = s.page.waitForURL((u) => u.origin !== origin, { timeout: 0 }).then(() => 'left', () => 'closed');
        assert.equal(await Promise.race([hydrated(s.page).then(() => 'stayed'), left]), 'stayed', `${path} → ${s.page.url()}`);
        const fetches = await s.page.evaluate(() => (window as unknown as { __fetches: string[] }).__fetches);
        // Nothing was asked of another origin: nothing can be gone to.
        for (const f of fetches) assert.equal(new URL(f, origin + '/').origin, origin, `${path} fetched ${f}`);
        assert.equal(new URL(s.page.url()).origin, origin, path);
        assert.equal(await s.page.locator('#__docs_wrapper h1').textContent(), 'Page Not Found', path);
      }
      assert.deepEqual(attacker.requests, []);
      assert.deepEqual(s.errors, []);
    } finally {
      await s.close();
    }
  });

  it('still sends /a/b.html on to /a/b/ on this site (the check the script makes is its own)', async () => {
    const s = await openSession(browser, { initScripts: [RECORD_FETCH] });
    try {
      await s.page.goto(exact.url + 'guides/long.html?q=1#x');
      await s.page.waitForURL(exact.url + 'guides/long/?q=1#x');
      await hydrated(s.page);
      assert.equal(await s.page.locator('#__docs_wrapper h1').textContent(), 'Long guide');
      assert.deepEqual(s.errors, []);
    } finally {
      await s.close();
    }
  });

  it('a page served at //path/index.html (a host that merges slashes) starts its router and stays on this site', async () => {
    const s = await openSession(browser);
    const origin = new URL(plain.url).origin;
    try {
      const response = await s.page.goto(origin + '//guides/long/index.html?q=1#x');
      assert.equal(response?.status(), 200);
      await hydrated(s.page);
      // Normalised in place, on this origin (not to http://guides/long/).
      assert.equal(s.page.url(), origin + '//guides/long/?q=1#x');
      assert.equal(await s.page.locator('#__docs_wrapper h1').textContent(), 'Long guide');
      assert.deepEqual(s.errors, []);
      assert.deepEqual(s.console.filter((m) => m.type() === 'error').map((m) => m.text()), []);
    } finally {
      await s.close();
    }
  });
});
