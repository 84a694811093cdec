// Routing edge cases in Chromium: .html and /index.html addresses normalise to
// the extension-less path; a malformed percent-encoding in the path shows an
// invalid percent-encoding error instead of crashing; without browser storage
// there is one console warning and everything else works; a wrong base URL
// shows a banner at the site root only.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { startStaticServer, type StaticServer } from '../fakes/static-server.ts';
import { buildRuntimeSite, consoleText, hydrated, launchBrowser, openSession, showing, VIEWPORTS, type BuiltSite } from './harness.ts';

const NO_STORAGE = `for (const name of ['localStorage', 'sessionStorage']) Object.defineProperty(window, name, { configurable: true, get() { throw new DOMException('The operation is insecure.', 'SecurityError'); } });`;

/**
 * Test instrumentation: counts the page's fetches, those settled (counted a task after the
 * answer, so the page's own handlers of it have run), and the navigations it started.
 */
const FETCH_PROBE = `(() => {
  const probe = (window.__probe = { fetches: 0, settled: 0, navigations: 0 });
  const fetch = window.fetch;
  const settled = () => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => probe.settled++;
    channel.port2.postMessage(0);
  };
  window.fetch = function (...args) {
    probe.fetches++;
    const answer = fetch.apply(this, args);
    answer.then(settled, settled);
    return answer;
  };
  // Loads of another document (a reload among them); the router's own history entries are none.
  window.navigation?.addEventListener('navigate', (e) => e.destination.sameDocument || probe.navigations++);
})();`;
type FetchProbe = { fetches: number; settled: number; navigations: number };

describe('routing edge cases', () => {
  let browser: Browser;
  let site: BuiltSite;
  let server: StaticServer;
  let plain: StaticServer;
  let exact: StaticServer;
  let prefixed: StaticServer;
  before(async () => {
    site = await buildRuntimeSite();
    [browser, server, plain, exact, prefixed] = await Promise.all([
      launchBrowser(),
      startStaticServer(site.out),
      startStaticServer(site.out, { plain: true }),
      startStaticServer(site.out, { exact: true }),
      startStaticServer(site.out, { prefix: '/sub/' }),
    ]);
  });
  after(async () => {
    await browser?.close();
    await Promise.all([server?.close(), plain?.close(), exact?.close(), prefixed?.close()]);
    site?.remove();
  });

  it('normalises .html and /index.html addresses to the extension-less path (a host that serves them as files)', async () => {
    const s = await openSession(browser);
    try {
      for (const [path, expected, title] of [
        ['guides/long/index.html', 'guides/long/', 'Long guide'],
        ['guides/long.html', 'guides/long/', 'Long guide'],
        ['index.html', '', 'Welcome to Acme'],
        ['guides/second/index.html?q=1#target', 'guides/second/?q=1#target', 'Second guide'],
      ]) {
        const response = await s.page.goto(plain.url + path);
        assert.equal(response?.status(), 200, path);
        await hydrated(s.page);
        assert.equal(s.page.url(), plain.url + expected, path);
        assert.equal(await s.page.locator('#__docs_wrapper h1').textContent(), title);
      }
      // Client navigation from a normalised page works as usual.
      await s.page.locator('main a[href="/guides/plain/"]').first().click();
      await showing(s.page, 'Plain page');
      await s.page.goBack();
      await showing(s.page, 'Second guide');
      assert.equal(s.page.url(), plain.url + 'guides/second/?q=1#target');
      assert.deepEqual(s.errors, []);
    } finally {
      await s.close();
    }
  });

  it('on a host that answers .html addresses with its 404 page, the not-found page goes on to the page, keeping search and hash', async () => {
    const s = await openSession(browser);
    try {
      for (const [path, expected, title] of [
        ['guides/long.html', 'guides/long/', 'Long guide'],
        ['guides/second.html?q=1#target', 'guides/second/?q=1#target', 'Second guide'],
      ]) {
        const entries = await s.page.evaluate(() => history.length);
        const response = await s.page.goto(exact.url + path);
        assert.equal(response?.status(), 404, path);
        await s.page.waitForURL(exact.url + expected);
        await hydrated(s.page);
        assert.equal(await s.page.locator('#__docs_wrapper h1').textContent(), title);
        // The page replaced the not-found entry: one new history entry, not two.
        assert.equal(await s.page.evaluate(() => history.length), entries + 1);
      }
      assert.deepEqual(s.errors, []);
    } finally {
      await s.close();
    }
  });

  it('the not-found page stays when the normalised address is not a page either (one check, no loop)', async () => {
    const s = await openSession(browser, { initScripts: [FETCH_PROBE] });
    try {
      for (const [path, target] of [
        ['guides/nope.html?q=1#x', '/guides/nope/'],
        ['more/index.html', '/more/'],
      ]) {
        const checked = s.page.waitForResponse((r) => new URL(r.url()).pathname === target);
        const response = await s.page.goto(exact.url + path);
        assert.equal(response?.status(), 404, path);
        assert.equal((await checked).status(), 404);
        await hydrated(s.page);
        // Every fetch the page made has been answered and what it does with the answer has run:
        // no navigation started.
        await s.page.waitForFunction(() => {
          const p = (window as unknown as { __probe: FetchProbe }).__probe;
          return p.fetches > 0 && p.settled === p.fetches;
        }, undefined, { polling: 20 });
        assert.equal((await s.page.evaluate(() => (window as unknown as { __probe: FetchProbe }).__probe)).navigations, 0, path);
        assert.equal(s.page.url(), exact.url + path);
        assert.equal(await s.page.locator('#__docs_wrapper h1').textContent(), 'Page Not Found');
        assert.equal(exact.requests.filter((r) => r === target).length, 1, exact.requests.join('\n'));
      }
      assert.deepEqual(s.errors, []);
    } finally {
      await s.close();
    }
  });

  it('the static host redirects .html and /index.html addresses too', async () => {
    const s = await openSession(browser);
    try {
      await s.page.goto(server.url + 'guides/long/index.html');
      assert.equal(s.page.url(), server.url + 'guides/long/');
      await s.page.goto(server.url + 'guides/long');
      assert.equal(s.page.url(), server.url + 'guides/long/');
    } finally {
      await s.close();
    }
  });

  for (const { name, viewport, isMobile, hasTouch } of VIEWPORTS) {
    it(`shows an invalid percent-encoding error for a malformed path, on load and on navigation (${name})`, async () => {
      const s = await openSession(browser, { viewport, isMobile, hasTouch });
      try {
        const response = await s.page.goto(server.url + 'guides/%E0%A4%A/');
        assert.equal(response?.status(), 404);
        await hydrated(s.page);
        const panel = s.page.locator('#__docs_wrapper [role="alert"]');
        assert.match((await panel.textContent()) ?? '', /invalid percent-encoding: \/guides\/%E0%A4%A\//);
        assert.equal(await s.page.locator('#__docs_wrapper h1').textContent(), 'Invalid URL');
        // The rest of the page still works.
        await s.page.locator('nav.navbar .navbar__brand').first().click();
        await showing(s.page, 'Welcome to Acme');
        await s.page.evaluate(() => {
          const a = document.createElement('a');
          a.href = '/guides/%zz/';
          a.textContent = 'broken';
          document.querySelector('main')!.append(a);
        });
        await s.page.getByRole('link', { name: 'broken' }).click();
        await s.page.waitForFunction(() => document.querySelector('#__docs_wrapper h1')?.textContent === 'Invalid URL', undefined, { polling: 20 });
        assert.equal(new URL(s.page.url()).pathname, '/guides/%zz/');
        await s.page.goBack();
        await showing(s.page, 'Welcome to Acme');
        assert.deepEqual(s.errors, []);
      } finally {
        await s.close();
      }
    });
  }

  it('without browser storage: exactly one warning naming the product, and everything else works', async () => {
    const s = await openSession(browser, { initScripts: [NO_STORAGE] });
    try {
      await s.page.goto(server.url + 'guides/long/');
      await hydrated(s.page);
      const toggle = s.page.locator('.navbar__items--right .color-toggle__button');
      await toggle.click();
      assert.equal(await s.page.getAttribute('html', 'data-theme-choice'), 'light');
      await s.page.getByRole('button', { name: 'Close', exact: true }).click();
      assert.equal(await s.page.locator('.announcement').isVisible(), false);
      await s.page.getByRole('button', { name: 'Collapse sidebar' }).click();
      assert.equal(await s.page.locator('.doc-sidebar').isVisible(), false);
      await s.page.locator('main a[href="/guides/second/"]').first().click();
      await showing(s.page, 'Second guide');
      await s.page.goBack();
      await showing(s.page, 'Long guide');
      const warnings = s.console.filter((m) => m.type() === 'warning');
      assert.equal(warnings.length, 1, consoleText(s.console));
      assert.match(warnings[0].text(), /^Acme browser storage is not available\.\nPossible reasons: running Acme in an iframe, in an incognito browser session, or using too strict browser privacy settings\./);
      assert.doesNotMatch(consoleText(s.console), /docusaurus/i);
      assert.deepEqual(s.errors, []);
    } finally {
      await s.close();
    }
  });

  it('shows the wrong-base-URL banner at the site root only, and never when the site loads', async () => {
    const s = await openSession(browser);
    try {
      // Built for "/", served under "/sub/": no asset loads.
      await s.page.goto(prefixed.url);
      const banner = s.page.locator('#__docs-base-url-issue-banner-container');
      await banner.waitFor();
      const text = (await banner.textContent()) ?? '';
      assert.match(text, /Your Acme docs site did not load properly\./);
      assert.match(text, /A very common reason is a wrong site baseUrl configuration\./);
      assert.match(text, /Current configured baseUrl = \/ \(default value\)/);
      assert.match(text, /We suggest trying baseUrl = \/sub\//);
      assert.doesNotMatch(text, /docusaurus/i);
      // The page itself is still there, readable.
      assert.equal(await s.page.locator('#__docs_wrapper h1').textContent(), 'Welcome to Acme');
      await s.page.goto(prefixed.url + 'guides/long/');
      await s.page.waitForLoadState('load');
      assert.equal(await banner.count(), 0, 'not on other pages');
      await s.page.goto(server.url);
      await hydrated(s.page);
      await s.page.waitForLoadState('load');
      assert.equal(await banner.count(), 0, 'not when the site loads');
    } finally {
      await s.close();
    }
  });
});
