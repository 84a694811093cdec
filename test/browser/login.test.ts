// The login item in Chromium, against a fake partner keys server on
// 127.0.0.1: with the session cookie, GET /api/v7/partner/client-keys with the
// session, content-type, allow-origin and client-id headers; "Dashboard" (hub,
// new tab) when keys come back, "Log in to Acme" otherwise (no cookie, 401,
// 500, thrown error, malformed JSON, empty keys). Keys never reach the console
// or storage. The item is a React island: React loads only with a cookie; a
// failed island chunk shows the error and Retry; a crash shows the boundary.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { startKeysServer, SECRET_STRINGS, type KeysServer } from '../fakes/keys-server.ts';
import { startStaticServer, type StaticServer } from '../fakes/static-server.ts';
import { buildRuntimeSite, consoleText, hydrated, launchBrowser, openSession, until, VIEWPORTS, type Session, type SessionOptions, type BuiltSite } from './harness.ts';

const SESSION = 'sess-0a1b2c3d4e';
const ISLAND_CHUNKS = /\/assets\/js\/chunk-(login|island-runtime)-/;

describe('login item and islands', () => {
  let browser: Browser;
  let site: BuiltSite;
  let server: StaticServer;
  let keys: KeysServer;
  before(async () => {
    keys = await startKeysServer();
    site = await buildRuntimeSite({ DOCS_API_BASE_URL: keys.url });
    [browser, server] = await Promise.all([launchBrowser(), startStaticServer(site.out)]);
  });
  after(async () => {
    await browser?.close();
    await server?.close();
    await keys?.close();
    site?.remove();
  });

  async function signedIn(options: SessionOptions = {}): Promise<Session> {
    const s = await openSession(browser, options);
    await s.context.addCookies([{ name: 'acme_session', value: SESSION, url: server.url }]);
    return s;
  }
  const item = (page: Page, where = 'nav.navbar .navbar__items--right') => page.locator(`${where} [data-login-item]`);
  const gets = () => keys.requests.filter((r) => r.method === 'GET');

  /** Nothing with the keys in it may be printed or stored by the page. */
  async function assertNoLeak(s: Session) {
    const text = consoleText(s.console);
    const stored = await s.page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage }, cookie: document.cookie }));
    for (const secret of SECRET_STRINGS) {
      assert.ok(!text.includes(secret), `console holds ${secret}`);
      assert.ok(!stored.includes(secret), `storage holds ${secret}`);
    }
  }

  it('without a session cookie: "Log in to Acme", no keys call, no React', async () => {
    const s = await openSession(browser);
    try {
      const before = keys.requests.length;
      const scripts: string[] = [];
      s.page.on('request', (r) => scripts.push(r.url()));
      await s.page.goto(server.url + 'guides/long/');
      await hydrated(s.page);
      await s.page.waitForLoadState('load');
      assert.equal(await item(s.page).textContent(), 'Log in to Acme');
      assert.equal(await item(s.page).getAttribute('href'), 'https://app.acme.example/');
      assert.equal(keys.requests.length, before);
      assert.deepEqual(scripts.filter((u) => ISLAND_CHUNKS.test(u)), []);
    } finally {
      await s.close();
    }
  });

  for (const { name, viewport, isMobile, hasTouch } of VIEWPORTS) {
    it(`with keys: "Dashboard" opening the hub in a new tab, after one call with the right headers (${name})`, async () => {
      keys.mode = 'valid';
      const s = await signedIn({ viewport, isMobile, hasTouch });
      try {
        const before = gets().length;
        const pending = keys.nextGet();
        await s.page.goto(server.url + 'guides/long/');
        const request = await pending;
        const where = name === 'phone' ? '.navbar-sidebar' : 'nav.navbar .navbar__items--right';
        await item(s.page, where).filter({ hasText: 'Dashboard' }).waitFor({ state: 'attached' });
        const link = item(s.page, where);
        assert.equal(await link.getAttribute('href'), 'https://hub.acme.example/');
        assert.equal(await link.getAttribute('target'), '_blank');
        assert.equal(await link.getAttribute('rel'), 'noopener noreferrer');
        if (name === 'phone') {
          await s.page.getByRole('button', { name: 'Toggle navigation bar' }).click();
          await s.page.getByRole('button', { name: '← Back to main menu' }).click();
          await link.waitFor({ state: 'visible' });
        }
        assert.equal(await link.isVisible(), true);
        // Both login items (navbar and drawer) share one call.
        await s.page.waitForFunction(() => [...document.querySelectorAll('[data-login-item]')].every((a) => a.textContent === 'Dashboard'), undefined, { polling: 20 });
        assert.equal(gets().length - before, 1);
        assert.equal(request.path, '/api/v7/partner/client-keys');
        assert.equal(request.headers['session'], SESSION);
        assert.equal(request.headers['content-type'], 'application/json');
        assert.equal(request.headers['access-control-allow-origin'], '*');
        assert.equal(request.headers['client-id'], 'acme-docs-client');
        assert.equal(request.headers['cookie'], undefined, 'the session travels in its header, not as a cookie');
        const preflight = keys.requests.find((r) => r.method === 'OPTIONS');
        assert.ok(preflight, 'CORS preflight answered');
        const asked = String(preflight.headers['access-control-request-headers']).split(',');
        for (const h of ['session', 'content-type', 'access-control-allow-origin', 'client-id']) assert.ok(asked.includes(h), `preflight asks for ${h}`);
        await assertNoLeak(s);
        assert.deepEqual(s.errors, []);
      } finally {
        await s.close();
      }
    });
  }

  for (const [mode, logged] of [
    ['401', /HTTP 401/],
    ['500', /HTTP 500/],
    ['malformed', /The partner keys call failed:.*not valid JSON/s],
    ['drop', /The partner keys call failed:/],
    ['empty', null],
  ] as const) {
    it(`answer "${mode}": "Log in to Acme" linking to the app${logged ? ', and a console message' : ''}`, async () => {
      keys.mode = mode;
      const s = await signedIn();
      try {
        const before = gets().length;
        const pending = keys.nextGet();
        await s.page.goto(server.url + 'guides/long/');
        await pending;
        await hydrated(s.page);
        // Settled: the message is logged, or (no message expected) the answer has arrived.
        if (logged) await until(() => logged.test(consoleText(s.console)), `a console message ${logged}`);
        else await s.page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/partner/client-keys')), undefined, { polling: 20 });
        await frames(s.page);
        // (Chromium's network stack itself retries a GET whose connection was dropped.)
        if (mode === 'drop') assert.ok(gets().length - before >= 1);
        else assert.equal(gets().length - before, 1);
        assert.equal(await item(s.page).textContent(), 'Log in to Acme');
        assert.equal(await item(s.page).getAttribute('href'), 'https://app.acme.example/');
        const text = consoleText(s.console);
        if (logged) assert.match(text, logged);
        else assert.doesNotMatch(text, /partner keys/);
        await assertNoLeak(s);
        assert.deepEqual(s.errors, []);
      } finally {
        await s.close();
      }
    });
  }

  it('while the call is slow the item keeps its static "Log in to Acme", then turns into "Dashboard"', async () => {
    keys.mode = 'slow';
    const s = await signedIn();
    try {
      const pending = keys.nextGet();
      await s.page.goto(server.url + 'guides/long/');
      await pending;
      await hydrated(s.page);
      assert.equal(await item(s.page).textContent(), 'Log in to Acme');
      keys.release();
      await item(s.page).filter({ hasText: 'Dashboard' }).waitFor();
    } finally {
      keys.mode = 'valid';
      await s.close();
    }
  });

  it('a login island chunk that fails to load shows the error and a Retry button that recovers', async () => {
    keys.mode = 'valid';
    const s = await signedIn();
    try {
      await s.page.route(ISLAND_CHUNKS, (route) => route.abort('failed'));
      await s.page.goto(server.url + 'guides/long/');
      const panel = s.page.locator('nav.navbar .navbar__items--right .island-error');
      await panel.waitFor();
      assert.equal(await panel.getAttribute('role'), 'alert');
      assert.match((await panel.locator('.island-error__text').textContent()) ?? '', /TypeError: Failed to fetch dynamically imported module/);
      await s.page.unroute(ISLAND_CHUNKS);
      await panel.getByRole('button', { name: 'Retry' }).click();
      await item(s.page).filter({ hasText: 'Dashboard' }).waitFor();
      assert.equal(await panel.count(), 0);
      assert.deepEqual(s.errors, []);
    } finally {
      await s.close();
    }
  });

  /** The chunks the built `chunk-<name>-*.js` imports statically (URL paths). */
  function staticImports(name: string): string[] {
    const dir = join(site.out, 'assets', 'js');
    const file = readdirSync(dir).find((f) => f.startsWith(`chunk-${name}-`))!;
    return [...readFileSync(join(dir, file), 'utf8').matchAll(/\bimport\s*(?:[\w${},\s*]+\s*from\s*)?"(\/assets\/js\/[^"]+)"/g)].map((m) => m[1]);
  }

  /**
   * Answers the matching chunks once with the first half of their code: a
   * SyntaxError, which every browser keeps in its module map under that URL
   * (unlike a failed fetch, which some versions try again). Then Retry must
   * load them afresh, and the island must come up with one React.
   */
  async function truncatedOnceThenRetry(chunks: RegExp) {
    keys.mode = 'valid';
    const s = await signedIn();
    try {
      const broken: string[] = [];
      await s.page.route(chunks, async (route) => {
        const code = readFileSync(join(site.out, new URL(route.request().url()).pathname), 'utf8');
        broken.push(new URL(route.request().url()).pathname);
        await route.fulfill({ contentType: 'text/javascript', body: code.slice(0, code.length >> 1) });
      });
      await s.page.goto(server.url + 'guides/long/');
      const panel = s.page.locator('nav.navbar .navbar__items--right .island-error');
      await panel.waitFor();
      assert.match((await panel.locator('.island-error__text').textContent()) ?? '', /SyntaxError/);
      assert.ok(broken.length > 0);
      await s.page.unroute(chunks);
      await panel.getByRole('button', { name: 'Retry' }).click();
      await item(s.page).filter({ hasText: 'Dashboard' }).waitFor();
      assert.equal(await panel.count(), 0);
      assert.equal(await s.page.locator('.island-crash').count(), 0);
      assert.deepEqual(s.errors, []);
      return broken;
    } finally {
      await s.close();
    }
  }

  it('Retry loads the island chunk afresh when the browser keeps its failure (broken code)', async () => {
    assert.equal((await truncatedOnceThenRetry(/\/assets\/js\/chunk-login-/)).length, 1);
  });

  it('Retry loads the React runtime chunk afresh when the browser keeps its failure (broken code)', async () => {
    assert.equal((await truncatedOnceThenRetry(/\/assets\/js\/chunk-island-runtime-/)).length, 1);
  });

  it('Retry loads afresh the chunks the island and the runtime share (React), and the chunks that import them, keeping one React', async () => {
    const shared = staticImports('login').filter((url) => staticImports('island-runtime').includes(url));
    assert.ok(shared.length > 0, 'the login island and the runtime share chunks');
    const broken = await truncatedOnceThenRetry(new RegExp(shared.map((u) => u.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|')));
    assert.ok(broken.every((url) => shared.includes(url)), broken.join(', '));
  });

  it('a crash inside an island shows "This page crashed", the error chain and Try again', async () => {
    keys.mode = 'valid';
    const s = await signedIn();
    try {
      // The real login chunk is replaced by a module whose component throws until told not to.
      await s.page.route(/\/assets\/js\/chunk-login-/, (route) =>
        route.fulfill({
          contentType: 'text/javascript',
          body: `export default function Login() { if (!window.__fixed) throw new Error('Island exploded', { cause: new Error('keys unavailable') }); return 'Recovered'; }`,
        }),
      );
      await s.page.goto(server.url + 'guides/long/');
      const crash = s.page.locator('nav.navbar .navbar__items--right .island-crash');
      await crash.waitFor();
      assert.equal(await crash.locator('.island-crash__title').textContent(), 'This page crashed');
      assert.equal(await crash.locator('.island-crash__chain').textContent(), 'Island exploded\n\nCause:\nkeys unavailable');
      await s.page.evaluate(() => ((window as unknown as { __fixed: boolean }).__fixed = true));
      await crash.getByRole('button', { name: 'Try again' }).click();
      await s.page.locator('nav.navbar .navbar__items--right [data-island="login"]', { hasText: 'Recovered' }).waitFor();
      assert.equal(await crash.count(), 0);
      // The rest of the page is unaffected.
      await s.page.locator('.navbar__items--right .color-toggle__button').click();
      assert.equal(await s.page.getAttribute('html', 'data-theme-choice'), 'light');
    } finally {
      await s.close();
    }
  });
});

const frames = (page: Page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
