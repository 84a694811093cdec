// An API operation page carries its first language's request sample; the
// other languages are written in the browser when their tab is first shown
// (renderer/client/samples.ts, a chunk loaded then, not before). A remembered
// language is written at load, a chunk that fails leaves a message and a
// link instead of an empty tab, and without JavaScript the page says where
// the other languages are. Schema property names link to their anchors once
// the client has written their hrefs (the page leaves them out).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { fixtureSite } from '../sites.ts';
import { startStaticServer, type StaticServer } from '../fakes/static-server.ts';
import { hydrated, launchBrowser, openSession, VIEWPORTS } from './harness.ts';

const PAGE = 'api/pets/create-a-pet/';
const shown = '.api-samples .tabs__panel:not([hidden])';

describe('an API operation page', () => {
  let dir: string;
  let site: StaticServer;
  let browser: Browser;

  before(async () => {
    const r = await fixtureSite('api-edge');
    assert.equal(r.code, 0, r.stderr);
    dir = dirname(r.out); // read only: shared with the run
    site = await startStaticServer(r.out);
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await site?.close();
  });

  it('writes a language when its tab is chosen, loading its code then, and remembers the choice', async (t) => {
    const s = await openSession(browser);
    try {
      const scripts: string[] = [];
      s.page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
      });
      await s.page.goto(site.url + PAGE);
      await hydrated(s.page);
      await s.page.waitForLoadState('load');
      await s.page.evaluate(() => new Promise((r) => requestIdleCallback(r, { timeout: 2000 })));
      // Before any interaction: the entry and its static imports, no sample code.
      const before = [...new Set(scripts)];
      assert.ok(!before.some((p) => p.includes('samples')), before.join(' '));
      const gzip = before.reduce((n, p) => n + gzipSync(readFileSync(join(dir, 'out', p)), { level: 9 }).length, 0);
      t.diagnostic(`API page JS before interaction: ${before.length} files, ${gzip} bytes gzip (-9)`);
      assert.ok(gzip < 20 * 1024, `${gzip} bytes gzip`);
      assert.match((await s.page.locator(`${shown} code`).textContent())!, /^curl -X POST/);
      // The empty panels of the other languages are not in the page: the script makes them, each named by its tab.
      assert.doesNotMatch(readFileSync(join(dir, 'out', PAGE, 'index.html'), 'utf8'), /tabs__panel--lazy/);
      const tabs = await s.page.locator('.api-samples [role="tab"]').evaluateAll((list) => list.map((t) => document.getElementById(t.getAttribute('aria-controls') ?? '')?.getAttribute('aria-labelledby') === t.id));
      assert.ok(tabs.length === 8 && tabs.every(Boolean), JSON.stringify(tabs));

      await s.page.getByRole('tab', { name: 'Python', exact: true }).click();
      const code = s.page.locator(`${shown} pre code`);
      await code.locator('t-k').first().waitFor();
      assert.match((await code.textContent())!, /^import requests\n/);
      assert.ok(scripts.some((p) => /chunk-samples-/.test(p)), 'the samples chunk loads with the first tab chosen');
      assert.equal(await s.page.locator(`${shown} .copy-button`).count(), 1);
      // Highlighted like the build's samples: the palette's keyword colour.
      assert.equal(await code.locator('t-k').first().evaluate((e) => getComputedStyle(e).color), 'rgb(200, 27, 39)');

      // The choice is remembered: the next page shows Python at once, written at load.
      await s.page.reload();
      await hydrated(s.page);
      await s.page.locator(`${shown} pre code t-k`).first().waitFor();
      assert.equal(await s.page.getByRole('tab', { name: 'Python', exact: true }).getAttribute('aria-selected'), 'true');
      assert.match((await s.page.locator(`${shown} pre code`).textContent())!, /^import requests\n/);
      assert.deepEqual(s.errors, []);
    } finally {
      await s.close();
    }
  });

  it('says so, with a link, when the sample code cannot load', async () => {
    const s = await openSession(browser);
    try {
      await s.context.route(/chunk-samples-[A-Z0-9]+\.js/, (route) => route.abort());
      await s.page.goto(site.url + PAGE);
      await hydrated(s.page);
      await s.page.getByRole('tab', { name: 'Go', exact: true }).click();
      const status = s.page.locator(`${shown} .code-block__status`);
      await s.page.waitForFunction((sel) => document.querySelector(sel)?.textContent?.includes('could not be loaded'), `${shown} .code-block__status`, { polling: 20 });
      assert.match((await status.textContent())!, /^This sample could not be loaded\. The curl tab has the same request, and the interactive console shows it in every language\.$/);
      assert.equal(await s.page.getByRole('tab', { name: 'Go', exact: true }).getAttribute('aria-selected'), 'true');
      assert.equal(await status.getByRole('link', { name: 'interactive console' }).getAttribute('href'), `${site.url}interactive-api/#createPet`);
      // The first tab still has the request.
      await s.page.getByRole('tab', { name: 'curl', exact: true }).click();
      assert.match((await s.page.locator(`${shown} code`).textContent())!, /^curl -X POST/);
      assert.deepEqual(s.errors, []);
    } finally {
      await s.close();
    }
  });

  it('links every property and parameter name to its anchor', async () => {
    const s = await openSession(browser);
    try {
      await s.page.goto(site.url + PAGE);
      await hydrated(s.page);
      const names = await s.page.locator('.schema > li[id] > a:first-child').evaluateAll((list) => list.map((a) => [a.parentElement!.id, a.getAttribute('href')]));
      assert.ok(names.length > 5, `${names.length} names`);
      for (const [id, href] of names) assert.equal(href, `#${id}`);
      // The last name on show (deeper levels are closed).
      const id = await s.page.locator('.schema > li[id] > a:first-child').evaluateAll((list) => list.filter((a) => a.checkVisibility()).at(-1)!.parentElement!.id);
      await s.page.locator(`[id="${id}"] > a`).first().click();
      assert.equal(new URL(s.page.url()).hash, `#${id}`);
      assert.deepEqual(s.errors, []);
    } finally {
      await s.close();
    }
  });

  it('keeps deeper levels closed until asked, and opens the ones a link leads into', async () => {
    const html = readFileSync(join(dir, 'out', PAGE, 'index.html'), 'utf8');
    // A property two levels down (inside a closed level), and a response attribute (behind its toggle).
    const nested = /<details class="schema__nested"><summary>child attributes \(\d+\)<\/summary>.*?<li id="([^"]+)"><a>/s.exec(html)![1];
    const s = await openSession(browser);
    try {
      await s.page.goto(site.url + PAGE);
      await hydrated(s.page);
      const toggle = s.page.locator('.api-op__body details.schema__nested > summary').first();
      assert.match((await toggle.evaluate((e) => getComputedStyle(e, '::before').content))!, /Show/);
      assert.equal(await s.page.locator(`[id="${nested}"]`).isVisible(), false);
      // A link into a closed level (a hash change) opens it and goes there.
      await s.page.evaluate((id) => (location.hash = id), nested);
      await s.page.locator(`[id="${nested}"]`).waitFor({ state: 'visible' });
      const top = await s.page.locator(`[id="${nested}"]`).evaluate((e) => e.getBoundingClientRect().top);
      assert.ok(top >= 0 && top < 300, `the property is at the top of the window (${top})`);
      // And a level opens by its toggle, which then says "Hide".
      const closed = (await s.page.locator('.api-op__body details.schema__nested:not([open]) > summary').first().elementHandle())!;
      await closed.click();
      assert.equal(await closed.evaluate((e) => (e.parentElement as HTMLDetailsElement).open), true);
      assert.match((await closed.evaluate((e) => getComputedStyle(e, '::before').content))!, /Hide/);
      assert.deepEqual(s.errors, []);
    } finally {
      await s.close();
    }
    // On load, with and without JavaScript.
    for (const javaScriptEnabled of [true, false]) {
      const s2 = await openSession(browser, { javaScriptEnabled });
      try {
        await s2.page.goto(`${site.url}${PAGE}#${nested}`);
        await s2.page.locator(`[id="${nested}"]`).waitFor({ state: 'visible' });
      } finally {
        await s2.close();
      }
    }
  });

  it('opens a property deep link without JavaScript', async () => {
    const s = await openSession(browser, { javaScriptEnabled: false });
    try {
      const id = /<li id="(request-body-schema-[^"]+)"><a>/.exec(readFileSync(join(dir, 'out', PAGE, 'index.html'), 'utf8'))![1];
      await s.page.goto(`${site.url}${PAGE}#${id}`);
      assert.equal(await s.page.locator(`[id="${id}"]`).isVisible(), true);
      const top = await s.page.locator(`[id="${id}"]`).evaluate((e) => e.getBoundingClientRect().top);
      assert.ok(top >= 0 && top < 200, `the property is at the top of the window (${top})`);
    } finally {
      await s.close();
    }
  });

  for (const { name, viewport, isMobile, hasTouch } of VIEWPORTS) {
    it(`shows the first sample and says where the others are without JavaScript (${name})`, async () => {
      const s = await openSession(browser, { viewport, isMobile, hasTouch, javaScriptEnabled: false });
      try {
        await s.page.goto(site.url + PAGE);
        const samples = s.page.locator('.api-samples');
        assert.equal(await samples.locator('.code-block code').first().isVisible(), true);
        assert.match((await samples.locator('.code-block code').first().textContent())!, /^curl -X POST/);
        assert.equal(await samples.locator('.tabs__panel--lazy').first().isVisible(), false);
        const note = samples.locator('.api-samples__nojs');
        assert.equal(await note.isVisible(), true);
        assert.match((await note.textContent())!, /Python, Node\.js, Go, Java, PHP, C# and Ruby/);
        assert.equal(await note.getByRole('link').getAttribute('href'), '/interactive-api/#createPet');
      } finally {
        await s.close();
      }
    });
  }
});
