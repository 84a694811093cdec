// Announcement bar in Chromium: shown unless dismissed; closing stores the
// dismiss flag and the announcement id; a different id shows it again; the
// layout does not move when the client starts, dismissed or not.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { gate, hydrated, openSession, VIEWPORTS, useRuntimeSite } from './harness.ts';

const DISMISS = 'acme-docs.announcement.dismiss';
const ID = 'acme-docs.announcement.id';
const stored = (page: Page) => page.evaluate(([d, i]) => ({ dismiss: localStorage.getItem(d), id: localStorage.getItem(i) }), [DISMISS, ID]);
const bar = (page: Page) => page.locator('.announcement');

describe('announcement bar', () => {
  const suite = useRuntimeSite();

  for (const { name, viewport, isMobile, hasTouch } of VIEWPORTS) {
    it(`closes, remembers the dismissal for this id, and stays closed on the next load (${name})`, async () => {
      const s = await openSession(suite.browser, { viewport, isMobile, hasTouch });
      try {
        await s.page.goto(suite.server.url + 'guides/long/');
        await hydrated(s.page);
        assert.equal(await bar(s.page).isVisible(), true);
        assert.match((await bar(s.page).textContent()) ?? '', /Fixture news: read the long guide/);
        assert.deepEqual(await stored(s.page), { dismiss: 'false', id: 'news-1' });
        await s.page.getByRole('button', { name: 'Close', exact: true }).click();
        assert.equal(await bar(s.page).isVisible(), false);
        assert.deepEqual(await stored(s.page), { dismiss: 'true', id: 'news-1' });
        // Hidden before any client code runs on the next load.
        await s.page.route('**/assets/js/entry-*.js', (route) => route.abort());
        await s.page.reload();
        assert.equal(await bar(s.page).isVisible(), false);
        assert.equal(await s.page.getAttribute('html', 'data-announcement-dismissed'), 'true');
      } finally {
        await s.close();
      }
    });
  }

  it('shows again when the config has a new announcement id', async () => {
    const s = await openSession(suite.browser);
    try {
      await s.page.goto(suite.server.url);
      await s.page.evaluate(([d, i]) => {
        localStorage.setItem(d, 'true');
        localStorage.setItem(i, 'news-0');
      }, [DISMISS, ID]);
      await s.page.reload();
      await hydrated(s.page);
      assert.equal(await bar(s.page).isVisible(), true);
      assert.deepEqual(await stored(s.page), { dismiss: 'false', id: 'news-1' });
    } finally {
      await s.close();
    }
  });

  for (const dismissed of [false, true]) {
    it(`does not shift the layout when the client starts (${dismissed ? 'dismissed' : 'shown'})`, async () => {
      const s = await openSession(suite.browser, {
        initScripts: [
          `window.__shifts = 0; new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__shifts += e.value; }).observe({ type: 'layout-shift', buffered: true });`,
        ],
      });
      try {
        await s.page.goto(suite.server.url + 'guides/second/');
        if (dismissed) await s.page.evaluate(([d, i]) => (localStorage.setItem(d, 'true'), localStorage.setItem(i, 'news-1')), [DISMISS, ID]);
        const entry = gate();
        await s.page.route('**/assets/js/entry-*.js', async (route) => {
          await entry.opened;
          await route.fallback();
        });
        await s.page.reload({ waitUntil: 'commit' });
        await s.page.locator('#__docs_wrapper h1').waitFor();
        // The stylesheets block painting, not a script's look at the layout: measure once they apply (a
        // loaded machine had the heading at 1,156 px, below the unstyled sidebar, a moment before).
        await s.page.waitForFunction(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet !== null));
        const top = () => s.page.evaluate(() => [document.querySelector('nav.navbar')!.getBoundingClientRect().top, document.querySelector('#__docs_wrapper h1')!.getBoundingClientRect().top]);
        const before = await top();
        entry.open();
        await hydrated(s.page);
        assert.deepEqual(await top(), before);
        assert.equal(await bar(s.page).isVisible(), !dismissed);
        assert.equal(await s.page.evaluate(() => (window as unknown as { __shifts: number }).__shifts), 0);
      } finally {
        await s.close();
      }
    });
  }
});
