// The default site's API operation page, interactive console, home page and
// not-found page as a reader sees them in Chromium (axe on them is
// reader.test.ts's, with every other page kind): an
// operation in two columns of about half the width beside the sidebar, its
// samples whole and its response example on screen beside the request; the
// home page's title near the top of a phone; the not-found page's
// suggestions, and its search box and main areas without JavaScript.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { defaultSite } from '../sites.ts';
import { startStaticServer, type StaticServer } from '../fakes/static-server.ts';
import { hydrated, launchBrowser, openSession, scrollTo } from './harness.ts';

const OPERATION = 'api/receipts-invoices/process-a-document/';
const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
describe('reader pages of the default site: API operation, console, home, not found', () => {
  let site: StaticServer;
  let browser: Browser;

  before(async () => {
    // The run's shared build of the default site (read only).
    const r = await defaultSite();
    assert.equal(r.code, 0, r.stdout + r.stderr);
    site = await startStaticServer(r.out);
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await site?.close();
  });

  // axe on these pages (at 390 and 1440 px, light and dark) is reader.test.ts's, with every other page kind.

  it('lays an operation out in two columns of about half the width at 1440 px, samples whole, the response example beside the request', async (t) => {
    const s = await openSession(browser, { viewport: WIDE });
    try {
      await s.page.goto(site.url + OPERATION);
      await hydrated(s.page);
      const box = (selector: string) => s.page.locator(selector).first().evaluate((e) => e.getBoundingClientRect().toJSON() as DOMRect);
      const [main, text, code] = [await box('.doc__main'), await box('.api-op__intro'), await box('.api-op__aside')];
      t.diagnostic(`1440×900: main ${main.width} px, text column ${text.width} px, code column ${code.width} px, page ${await s.page.evaluate(() => document.documentElement.scrollHeight)} px tall`);
      for (const column of [text, code]) assert.ok(column.width > main.width * 0.4 && column.width < main.width * 0.6, `${column.width} of ${main.width}`);
      assert.ok(code.left > text.right, 'side by side');
      // No sample or example cut off at its side.
      const cut = await s.page.locator('.api-op__aside pre').evaluateAll((pres) => pres.filter((p) => p.checkVisibility() && p.scrollWidth > p.clientWidth + 1).length);
      assert.equal(cut, 0);
      // Scrolled into the reference, the code column stays, request and response example both on screen.
      await scrollTo(s.page, 3000);
      const request = await box('.api-op__aside .api-samples pre');
      const response = await box('.api-op__panel--response');
      assert.ok(request.top >= 0 && request.bottom <= WIDE.height, `request ${request.top}–${request.bottom}`);
      assert.ok(response.top < WIDE.height - 120, `response example at ${response.top}`);
      // Deeper levels closed; errors with their "What to do" column inside the text column.
      assert.equal(await s.page.locator('.api-op__body details.schema__nested[open]').count(), 0);
      const errors = await box('.api-errors');
      assert.ok(errors.right <= text.right + 1, `errors table ${errors.right} > ${text.right}`);
      assert.equal(await s.page.locator('.api-errors th').nth(1).textContent(), 'What to do');
    } finally {
      await s.close();
    }
  });

  it('puts the samples after the description on a phone, their tabs in one row that scrolls sideways', async () => {
    const s = await openSession(browser, { viewport: PHONE, isMobile: true, hasTouch: true });
    try {
      await s.page.goto(site.url + OPERATION);
      await hydrated(s.page);
      const order = await s.page.evaluate(() => ['.api-op__intro', '.api-op__aside', '.api-op__body'].map((sel) => document.querySelector(sel)!.getBoundingClientRect().top));
      assert.ok(order[0] < order[1] && order[1] < order[2], JSON.stringify(order));
      const tabs = s.page.locator('.api-samples .tabs__list').first();
      const [height, tabHeight, scrolls] = await tabs.evaluate((e) => [e.clientHeight, e.querySelector('.tabs__tab')!.getBoundingClientRect().height, e.scrollWidth > e.clientWidth]);
      assert.ok(height < tabHeight * 1.5, `${height} px for tabs of ${tabHeight} px: one row`);
      assert.equal(scrolls, true);
    } finally {
      await s.close();
    }
  });

  it('puts the home page title near the top of a phone, above the cards into each area', async () => {
    const s = await openSession(browser, { viewport: PHONE, isMobile: true, hasTouch: true });
    try {
      await s.page.goto(site.url);
      await hydrated(s.page);
      const top = await s.page.locator('h1').evaluate((e) => e.getBoundingClientRect().top);
      assert.ok(top < 140, `the title starts ${top} px down`);
      assert.ok((await s.page.locator('.landing__card').count()) >= 4);
      assert.equal(await s.page.locator('.toc--mobile').count(), 0);
    } finally {
      await s.close();
    }
  });

  it('suggests the closest pages on the not-found page, and keeps its search box and main areas without JavaScript', async () => {
    const s = await openSession(browser);
    try {
      await s.page.goto(site.url + 'api/receipts-invoices/proces-a-document/');
      await hydrated(s.page);
      const first = s.page.locator('.not-found__closest li a').first();
      await first.waitFor();
      assert.equal(await first.getAttribute('href'), '/api/receipts-invoices/process-a-document/');
      assert.equal(await s.page.locator('.not-found__search input').inputValue(), 'proces a document');
      await s.page.locator('.not-found__search button').click();
      await s.page.waitForURL(/\/search\/\?q=proces\+a\+document$/);
    } finally {
      await s.close();
    }
    const plain = await openSession(browser, { javaScriptEnabled: false });
    try {
      const response = await plain.page.goto(site.url + 'no/such/page/');
      assert.equal(response?.status(), 404);
      assert.equal(await plain.page.locator('.not-found__closest').isVisible(), false, 'no empty suggestions');
      assert.equal(await plain.page.locator('form.not-found__search').getAttribute('action'), '/search/');
      const areas = await plain.page.locator('.not-found__areas a').evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]));
      assert.deepEqual(areas[0], ['Home page', '/']);
      assert.ok(areas.some(([label]) => label === 'Interactive API'), JSON.stringify(areas));
      await plain.page.locator('.not-found__areas a', { hasText: 'Fraud detection' }).click();
      await plain.page.waitForURL(/\/fraud\/intro\/$/);
    } finally {
      await plain.close();
    }
  });
});
