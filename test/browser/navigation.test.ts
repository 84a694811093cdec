// Client navigation in Chromium: internal links swap the page without a
// reload (title, meta tags, footer, sidebar state, focus), scroll to the hash
// target or the top, back/forward restore the scroll position, a progress bar
// appears only after 200 ms, pages are prefetched on visibility and hover
// except on 2g/data-saver connections, a failed page chunk logs a warning and
// reloads the window; the TOC highlights the heading in view.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { gate, hydrated, openSession, showing, VIEWPORTS, useRuntimeSite, scrollTo } from './harness.ts';

/** Test instrumentation (not product code): records the URLs the page fetches. */
const RECORD_FETCH = `window.__fetched = []; const realFetch = window.fetch; window.fetch = function (input, init) { window.__fetched.push(String(input instanceof Request ? input.url : input)); return realFetch.call(this, input, init); };`;
const fetched = (page: Page) => page.evaluate(() => (window as unknown as { __fetched: string[] }).__fetched);
const slowConnection = (effectiveType: string, saveData: boolean) =>
  `Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ effectiveType: ${JSON.stringify(effectiveType)}, saveData: ${saveData}, addEventListener() {} }) });`;
const frames = (page: Page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
const head = (page: Page) =>
  page.evaluate(() => ({
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content'),
    ogUrl: document.querySelector('meta[property="og:url"]')?.getAttribute('content'),
  }));

describe('client navigation', () => {
  const suite = useRuntimeSite();

  for (const { name, viewport, isMobile, hasTouch } of VIEWPORTS) {
    it(`swaps the page without a reload: title, meta tags, sidebar, focus (${name})`, async () => {
      const s = await openSession(suite.browser, { viewport, isMobile, hasTouch });
      try {
        await s.page.goto(suite.server.url + 'guides/long/');
        await hydrated(s.page);
        await s.page.evaluate(() => ((window as unknown as { __marker: string }).__marker = 'same document'));
        await s.page.locator('main a[href="/guides/second/"]').first().click();
        await showing(s.page, 'Second guide');
        assert.equal(s.page.url(), suite.server.url + 'guides/second/');
        assert.equal(await s.page.evaluate(() => (window as unknown as { __marker?: string }).__marker), 'same document');
        assert.deepEqual(await head(s.page), {
          title: 'Second guide | Docs',
          description: 'The second page, with a target far down.',
          canonical: 'https://docs.acme.example/guides/second/',
          ogTitle: 'Second guide | Docs',
          ogUrl: 'https://docs.acme.example/guides/second/',
        });
        assert.equal(await s.page.locator('.doc-sidebar a[aria-current="page"]').textContent(), 'Second guide');
        assert.equal(await s.page.evaluate(() => window.scrollY), 0);
        // Focus is back at the top: the next Tab reaches the skip link, which leads to the content.
        assert.equal(await s.page.evaluate(() => document.activeElement?.className), 'skip-to-content');
        await s.page.keyboard.press('Tab');
        assert.equal(await s.page.evaluate(() => document.activeElement?.textContent), 'Skip to main content');
        await s.page.keyboard.press('Enter');
        assert.equal(await s.page.evaluate(() => document.activeElement?.id), '__docs_main');
        assert.deepEqual(s.errors, []);
      } finally {
        await s.close();
      }
    });
  }

  it('adds and removes the footer with the page, also on back and forward', async () => {
    const s = await openSession(suite.browser);
    try {
      await s.page.goto(suite.server.url + 'guides/long/');
      await hydrated(s.page);
      const footers = () => s.page.locator('body > footer.footer').count();
      assert.equal(await footers(), 1);
      await s.page.locator('main a[href="/guides/plain/"]').first().click();
      await showing(s.page, 'Plain page');
      assert.equal(await footers(), 0);
      await s.page.goBack();
      await showing(s.page, 'Long guide');
      assert.equal(await footers(), 1);
      await s.page.goForward();
      await showing(s.page, 'Plain page');
      assert.equal(await footers(), 0);
    } finally {
      await s.close();
    }
  });

  it('scrolls to the hash target of the new page, otherwise to the top', async () => {
    const s = await openSession(suite.browser);
    try {
      await s.page.goto(suite.server.url + 'guides/long/');
      await hydrated(s.page);
      await s.page.locator('main a[href="/guides/second/#target"]').click();
      await showing(s.page, 'Second guide');
      const rect = await s.page.evaluate(() => document.getElementById('target')!.getBoundingClientRect().top);
      assert.ok(rect >= 0 && rect < 120, `target at ${rect}px from the top`);
      assert.ok(await s.page.evaluate(() => window.scrollY > 300));
      assert.equal(new URL(s.page.url()).hash, '#target');
      await s.page.locator('#target ~ p a[href="/guides/plain/"]').click();
      await showing(s.page, 'Plain page');
      assert.equal(await s.page.evaluate(() => window.scrollY), 0);
    } finally {
      await s.close();
    }
  });

  it('restores the scroll position on back and forward', async () => {
    const s = await openSession(suite.browser);
    try {
      await s.page.goto(suite.server.url + 'guides/long/');
      await hydrated(s.page);
      await scrollTo(s.page, 1500);
      await s.page.locator('.doc-sidebar').getByRole('link', { name: 'Second guide' }).click();
      await showing(s.page, 'Second guide');
      assert.equal(await s.page.evaluate(() => window.scrollY), 0);
      await scrollTo(s.page, 400);
      await s.page.goBack();
      await showing(s.page, 'Long guide');
      assert.equal(await s.page.evaluate(() => Math.round(window.scrollY)), 1500);
      await s.page.goForward();
      await showing(s.page, 'Second guide');
      assert.equal(await s.page.evaluate(() => Math.round(window.scrollY)), 400);
    } finally {
      await s.close();
    }
  });

  it('shows the progress bar and spinner only when a navigation takes longer than 200 ms', async () => {
    const s = await openSession(suite.browser);
    try {
      const held = gate();
      await s.page.route('**/guides/plain/', async (route) => {
        if (route.request().resourceType() === 'fetch') await held.opened;
        await route.fallback();
      });
      await s.page.goto(suite.server.url + 'guides/long/');
      await hydrated(s.page);
      const started = await s.page.evaluate(() => {
        const w = window as unknown as { __barAfter?: number };
        const t0 = performance.now();
        new MutationObserver(() => {
          if (w.__barAfter === undefined && document.querySelector('.nav-progress')) w.__barAfter = performance.now() - t0;
        }).observe(document.body, { childList: true });
        document.querySelector<HTMLElement>('main a[href="/guides/plain/"]')!.click();
        return { bar: !!document.querySelector('.nav-progress'), busy: document.getElementById('__docs_wrapper')!.getAttribute('aria-busy') };
      });
      assert.deepEqual(started, { bar: false, busy: 'true' });
      await s.page.locator('.nav-progress').waitFor({ state: 'visible' });
      await s.page.locator('.nav-spinner').waitFor({ state: 'visible' });
      const after = await s.page.evaluate(() => (window as unknown as { __barAfter: number }).__barAfter);
      assert.ok(after >= 195, `the bar appeared after ${after} ms`);
      assert.equal(await s.page.locator('#__docs_wrapper h1').textContent(), 'Long guide', 'the old page stays while loading');
      held.open();
      await showing(s.page, 'Plain page');
      await s.page.locator('.nav-progress').waitFor({ state: 'detached' });
      assert.equal(await s.page.locator('.nav-spinner').count(), 0);
      assert.equal(await s.page.locator('#__docs_wrapper').getAttribute('aria-busy'), null);
    } finally {
      await s.close();
    }
  });

  it('prefetches visible links and hovered links, and navigates from the prefetched chunk without a progress bar', async () => {
    const s = await openSession(suite.browser, { initScripts: [RECORD_FETCH] });
    try {
      await s.page.goto(suite.server.url + 'guides/long/');
      await hydrated(s.page);
      // Visible content link, prefetched without any interaction.
      await s.page.waitForFunction((url) => (window as unknown as { __fetched: string[] }).__fetched.includes(url), suite.server.url + 'guides/second/', { polling: 20 });
      // A sidebar link is fetched on hover (mouseover), before any click.
      await s.page.locator('.doc-sidebar summary', { hasText: 'Extra' }).click();
      await s.page.locator('.doc-sidebar').getByRole('link', { name: 'Third extra' }).hover();
      assert.ok((await fetched(s.page)).includes(suite.server.url + 'extra/three/'));
      await s.page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.endsWith('/guides/second/')), undefined, { polling: 20 });
      const count = (await fetched(s.page)).length;
      await s.page.evaluate(() => {
        const w = window as unknown as { __bar: boolean };
        w.__bar = false;
        new MutationObserver(() => (w.__bar ||= !!document.querySelector('.nav-progress'))).observe(document.body, { childList: true });
      });
      await s.page.locator('main a[href="/guides/second/"]').first().click();
      await showing(s.page, 'Second guide');
      assert.equal(await s.page.evaluate(() => (window as unknown as { __bar: boolean }).__bar), false);
      assert.ok(!(await fetched(s.page)).slice(count).includes(suite.server.url + 'guides/second/'), 'the prefetched chunk was reused');
    } finally {
      await s.close();
    }
  });

  for (const [label, type, saveData] of [['2g', '2g', false], ['slow-2g', 'slow-2g', false], ['data saver', '4g', true]] as const) {
    it(`does not prefetch on a ${label} connection, but still navigates`, async () => {
      const s = await openSession(suite.browser, { initScripts: [RECORD_FETCH, slowConnection(type, saveData)] });
      try {
        await s.page.goto(suite.server.url + 'guides/long/');
        await hydrated(s.page);
        await frames(s.page);
        await s.page.locator('.doc-sidebar').getByRole('link', { name: 'Plain page' }).hover();
        await s.page.locator('main a[href="/guides/second/"]').first().hover();
        await frames(s.page);
        assert.deepEqual(await fetched(s.page), []);
        await s.page.locator('main a[href="/guides/second/"]').first().click();
        await showing(s.page, 'Second guide');
        assert.deepEqual(await fetched(s.page), [suite.server.url + 'guides/second/']);
      } finally {
        await s.close();
      }
    });
  }

  it('logs a warning and reloads the window when a page chunk fails to load', async () => {
    const s = await openSession(suite.browser);
    try {
      await s.page.route('**/guides/plain/', (route) => (route.request().resourceType() === 'fetch' ? route.abort('failed') : route.fallback()));
      await s.page.goto(suite.server.url + 'guides/long/');
      await hydrated(s.page);
      await s.page.evaluate(() => ((window as unknown as { __marker: string }).__marker = 'old document'));
      await Promise.all([s.page.waitForEvent('load'), s.page.locator('main a[href="/guides/plain/"]').first().click()]);
      await hydrated(s.page);
      assert.equal(s.page.url(), suite.server.url + 'guides/plain/');
      assert.equal(await s.page.locator('#__docs_wrapper h1').textContent(), 'Plain page');
      assert.equal(await s.page.evaluate(() => (window as unknown as { __marker?: string }).__marker), undefined, 'a full reload');
      const warnings = s.console.filter((m) => m.type() === 'warning').map((m) => m.text());
      assert.ok(warnings.some((w) => /Failed to fetch/.test(w)), warnings.join('\n'));
    } finally {
      await s.close();
    }
  });

  for (const { name, viewport, isMobile, hasTouch } of VIEWPORTS) {
    it(`highlights the TOC entry of the heading in view, levels 2 and 3 (${name})`, async () => {
      const s = await openSession(suite.browser, { viewport, isMobile, hasTouch });
      try {
        await s.page.goto(suite.server.url + 'guides/long/');
        await hydrated(s.page);
        const toc = name === 'phone' ? '.toc--mobile' : '.toc--desktop';
        const expectActive = async (heading: string) => {
          await s.page.evaluate((text) => {
            const h = [...document.querySelectorAll('.markdown h2, .markdown h3')].find((e) => e.firstChild?.textContent === text)!;
            h.scrollIntoView();
          }, heading);
          await s.page.waitForFunction(
            ([sel, text]) => [...document.querySelectorAll(`${sel} a.toc__link--active`)].map((a) => a.textContent).join('|') === text,
            [toc, heading] as const,
            { polling: 20, timeout: 3000 },
          );
        };
        await expectActive('Read the result');
        await expectActive('Handle errors in detail');
        await expectActive('Go to production');
        await expectActive('Upload a file in detail');
        // After a client navigation the new page's TOC is followed.
        await s.page.locator('.doc-sidebar a[href="/guides/second/"], .navbar-sidebar a[href="/guides/second/"]').first().evaluate((a) => (a as HTMLElement).click());
        await showing(s.page, 'Second guide');
        await expectActive('Target');
      } finally {
        await s.close();
      }
    });
  }
});
