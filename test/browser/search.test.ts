// Search in Chromium, on real builds of the search fixture: the modal (every
// way to open and close it, hits by section, keyboard, recent and favorite
// limits, `See all`), the /search/ page (q in the URL, paging), the four
// states (a built-in index that stalls and one that fails), nothing loaded
// before first use, the hosted backend against a fake hosted service (a
// second fake host behind it, answering 500 unless a test says otherwise: the
// host state kept across queries and page loads, storage that throws), and
// queries holding markup and script, which must render as text.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { fixtureSite, type SiteBuild } from '../sites.ts';
import { startStaticServer, type StaticServer } from '../fakes/static-server.ts';
import { startHostedSearchServer, type HostedSearchServer } from '../fakes/hosted-search-server.ts';
import { hydrated, launchBrowser, openSession, PHONE, rendered, until, type Session } from './harness.ts';

const RECENT = '__DOCSEARCH_RECENT_SEARCHES__acme-docs.builtin';
const FAVORITE = '__DOCSEARCH_FAVORITE_SEARCHES__acme-docs.builtin';
// Markup that would run if it were put in the page as HTML. Too few of its words are on any page
// (a hit needs at least half of a query's words), so the no-results screen shows it.
const MARKUP = '<svg onload="window.__pwned=1"><script>window.__pwned=1</script>';

type IndexMode = 'ok' | 'stall' | 'fail';

async function buildFixture(env: Record<string, string> = {}) {
  const r = await fixtureSite('search', { env });
  if (r.code !== 0) throw new Error(`build failed:\n${r.stdout}${r.stderr}`);
  return r;
}

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const searchButton = (page: Page) => page.locator('[data-search-button]');
const isOpen = (page: Page) => page.evaluate(() => !!document.querySelector('.DocSearch-Modal'));
const focusedIsButton = (page: Page) => page.evaluate(() => document.activeElement?.hasAttribute('data-search-button') ?? false);

async function openWith(page: Page, how: () => Promise<void>) {
  await how();
  await modal(page).waitFor();
  await page.waitForFunction(() => document.activeElement?.classList.contains('DocSearch-Input'), undefined, { polling: 20 });
}

/** Loads `url`, opens the search with Ctrl+K and types `query` until the first hit shows. */
async function searchOnLoad(page: Page, url: string, query: string) {
  await page.goto(url);
  await hydrated(page);
  await openWith(page, () => page.keyboard.press('Control+k'));
  await page.keyboard.insertText(query);
  await page.locator('.DocSearch-Hit').first().waitFor();
}

async function closedAndRefocused(page: Page) {
  await modal(page).waitFor({ state: 'detached' });
  await page.waitForFunction(() => document.activeElement?.hasAttribute('data-search-button'), undefined, { polling: 20 });
  // The focus given back does not open it again.
  await rendered(page);
  assert.equal(await isOpen(page), false);
}

/** A hit as DocSearch keeps it in local storage. */
const stored = (i: number) => ({
  objectID: `stored-${i}`,
  url: `/guides/widget-${String((i % 12) + 1).padStart(2, '0')}/`,
  url_without_anchor: `/guides/widget-${String((i % 12) + 1).padStart(2, '0')}/`,
  anchor: null,
  type: 'lvl1',
  content: null,
  hierarchy: { lvl0: 'Guides', lvl1: `Stored ${i}`, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
});

describe('search in the browser (built-in index)', () => {
  let site: SiteBuild;
  let server: StaticServer;
  let browser: Browser;
  const index = { mode: 'ok' as IndexMode, held: [] as (() => void)[] };

  before(async () => {
    site = await buildFixture();
    server = await startStaticServer(site.out, {
      intercept: (path, _req, res) => {
        if (!path.startsWith('/search-index/') || index.mode === 'ok') return false;
        if (index.mode === 'fail') res.writeHead(500, { 'content-type': 'text/plain' }).end('broken');
        else index.held.push(() => res.writeHead(503).end());
        return true;
      },
    });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  async function session(path = '', options: Parameters<typeof openSession>[1] = {}): Promise<Session & { requests: string[] }> {
    index.mode = 'ok';
    const s = await openSession(browser, options);
    const requests: string[] = [];
    s.page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    await s.page.goto(server.url + path);
    await hydrated(s.page);
    return Object.assign(s, { requests });
  }

  it('loads nothing of search before first use, then the modal and the index on first use', async () => {
    const s = await session();
    try {
      await s.page.waitForLoadState('load');
      await s.page.evaluate(() => new Promise((r) => requestIdleCallback(r, { timeout: 2000 })));
      const searchy = () => s.requests.filter((p) => p.startsWith('/search-index/') || /chunk-(modal|search-page)-/.test(p));
      assert.deepEqual(searchy(), []);
      assert.equal(await s.page.evaluate(() => document.querySelectorAll('style#docs-search-styles, .docs-search-host').length), 0);
      await openWith(s.page, () => s.page.keyboard.press('Control+k'));
      assert.ok(s.requests.some((p) => /chunk-modal-/.test(p)), 'the modal chunk loads on first use');
      assert.ok(!s.requests.some((p) => p.startsWith('/search-index/')), 'the index loads with the first query');
      await s.page.keyboard.type('widget');
      await s.page.locator('.DocSearch-Hit').first().waitFor();
      assert.ok(s.requests.includes('/search-index/meta.json'));
    } finally {
      await s.close();
    }
  });

  it('keeps what is typed while the modal loads on first use: Ctrl+K, then the query at once', async () => {
    const s = await session();
    try {
      // The modal's chunk is held back until the query has been typed, as on a slow connection.
      let typed!: () => void;
      const done = new Promise<void>((r) => (typed = r));
      await s.page.route(/chunk-modal-/, async (route) => {
        await done;
        await route.continue();
      });
      await s.page.keyboard.press('Control+k');
      await s.page.keyboard.type('widgetz');
      await s.page.keyboard.press('Backspace');
      typed();
      await modal(s.page).waitFor();
      await s.page.waitForFunction(() => (document.querySelector('.DocSearch-Input') as HTMLInputElement | null)?.value === 'widget', undefined, { polling: 20 });
      await s.page.locator('.DocSearch-Hit').first().waitFor();
    } finally {
      await s.close();
    }
  });

  it('opens by click, focus, Ctrl+K, Cmd+K and / outside fields; Escape, Ctrl+K, Cancel and the backdrop close it; focus returns', async () => {
    const s = await session();
    const { page } = s;
    try {
      await openWith(page, () => searchButton(page).click());
      await page.keyboard.press('Escape');
      await closedAndRefocused(page);

      await page.locator('#page-input').focus();
      await openWith(page, () => searchButton(page).focus());
      await page.keyboard.press('Escape');
      await closedAndRefocused(page);

      await page.locator('body').click({ position: { x: 5, y: 300 } });
      await openWith(page, () => page.keyboard.press('Control+k'));
      await page.keyboard.press('Control+k'); // toggles
      await closedAndRefocused(page);

      await page.locator('body').click({ position: { x: 5, y: 300 } });
      await openWith(page, () => page.keyboard.press('Meta+k'));
      await page.keyboard.press('Escape');
      await closedAndRefocused(page);

      await page.locator('body').click({ position: { x: 5, y: 300 } });
      await openWith(page, () => page.keyboard.press('/'));
      assert.equal(await page.locator('.DocSearch-Input').inputValue(), '', '/ is not typed into the query');
      // The backdrop (outside the dialog) closes it.
      await page.mouse.click(5, 790);
      await closedAndRefocused(page);

      // In a field, / is just a character.
      await page.locator('#page-input').click();
      await page.keyboard.type('a/b');
      await rendered(page);
      assert.equal(await isOpen(page), false);
      assert.equal(await page.locator('#page-input').inputValue(), 'a/b');
      assert.equal(await focusedIsButton(page), false);
      assert.deepEqual(s.errors, []);
    } finally {
      await s.close();
    }
  });

  it('shows hits grouped by section (10 a group), navigates with the keyboard, and caps the query at 64 characters', async () => {
    const s = await session();
    const { page } = s;
    try {
      await openWith(page, () => page.keyboard.press('Control+k'));
      await page.keyboard.type('widget');
      await page.locator('.DocSearch-Hit').first().waitFor();
      const groups = await page.$$eval('.DocSearch-Hits', (sections) => sections.map((sec) => [sec.querySelector('.DocSearch-Hit-source')?.textContent, sec.querySelectorAll('.DocSearch-Hit').length] as const));
      assert.equal(groups[0][0], 'Guides');
      assert.ok(groups.every(([, n]) => n <= 10) && groups.some(([, n]) => n === 10), JSON.stringify(groups));
      await page.keyboard.press('ArrowDown');
      const selected = await page.locator('.DocSearch-Hit[aria-selected="true"] a').getAttribute('href');
      assert.ok(selected);
      await page.keyboard.press('Enter');
      await page.waitForFunction((href) => location.pathname + location.hash === href, selected, { polling: 20 });
      await modal(page).waitFor({ state: 'detached' });

      await openWith(page, () => page.keyboard.press('Control+k'));
      await page.keyboard.type('x'.repeat(80));
      assert.equal((await page.locator('.DocSearch-Input').inputValue()).length, 64);
    } finally {
      await s.close();
    }
  });

  it('shows 5 hits a group on narrow screens', async () => {
    const s = await session('', { viewport: PHONE, isMobile: true, hasTouch: true });
    try {
      await openWith(s.page, () => searchButton(s.page).tap());
      await s.page.keyboard.type('widget');
      await s.page.locator('.DocSearch-Hit').first().waitFor();
      const counts = await s.page.$$eval('.DocSearch-Hits', (sections) => sections.map((sec) => sec.querySelectorAll('.DocSearch-Hit').length));
      assert.ok(counts.every((n) => n <= 5) && counts.includes(5), JSON.stringify(counts));
      await s.page.locator('.DocSearch-Cancel').tap();
      await modal(s.page).waitFor({ state: 'detached' });
    } finally {
      await s.close();
    }
  });

  it('keeps 7 recent searches, 4 when there are favorites, and 10 favorites', async () => {
    const s = await session();
    const { page } = s;
    const pick = async (query: string) => {
      await openWith(page, () => page.keyboard.press('Control+k'));
      await page.keyboard.type(query);
      // (The start screen's recent searches are hits too: wait for the query's.)
      await page.locator('.DocSearch-Hit[aria-selected="true"]', { hasText: query }).waitFor();
      await page.keyboard.press('Enter');
      await modal(page).waitFor({ state: 'detached' });
    };
    const storage = (key: string) => page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? '[]') as { objectID: string }[], key);
    try {
      await page.evaluate(([k, v]) => localStorage.setItem(k, v), [RECENT, JSON.stringify(Array.from({ length: 7 }, (_, i) => stored(i)))]);
      await pick('escaping');
      let recent = await storage(RECENT);
      assert.equal(recent.length, 7);
      assert.match(recent[0].objectID, /markup\/#escaping/);
      // The start screen lists them.
      await openWith(page, () => page.keyboard.press('Control+k'));
      assert.equal(await page.locator('.DocSearch-Hits').filter({ hasText: 'Recent' }).locator('.DocSearch-Hit').count(), 7);
      await page.keyboard.press('Escape');

      await page.evaluate(
        ([r, f, rv, fv]) => {
          localStorage.setItem(r, rv);
          localStorage.setItem(f, fv);
        },
        [RECENT, FAVORITE, JSON.stringify(Array.from({ length: 4 }, (_, i) => stored(i))), JSON.stringify([stored(20)])],
      );
      await pick('source_url');
      recent = await storage(RECENT);
      assert.equal(recent.length, 4);
      assert.match(recent[0].objectID, /create-a-gadget/);

      await page.evaluate(
        ([r, f, rv, fv]) => {
          localStorage.setItem(r, rv);
          localStorage.setItem(f, fv);
        },
        [RECENT, FAVORITE, JSON.stringify([stored(30)]), JSON.stringify(Array.from({ length: 10 }, (_, i) => stored(40 + i)))],
      );
      await openWith(page, () => page.keyboard.press('Control+k'));
      await page.locator('.DocSearch-Hits').filter({ hasText: 'Recent' }).locator('.DocSearch-Hit').first().hover();
      await page.locator('.DocSearch-Hits').filter({ hasText: 'Recent' }).locator('button[title="Save this search"]').first().click();
      await page.waitForFunction((k) => JSON.parse(localStorage.getItem(k) ?? '[]')[0]?.objectID === 'stored-30', FAVORITE, { polling: 20 });
      const favorites = await storage(FAVORITE);
      assert.equal(favorites.length, 10);
      assert.equal(favorites[0].objectID, 'stored-30');
    } finally {
      await s.close();
    }
  });

  it('links to all results: See all {count} results opens /search/?q=…', async () => {
    const s = await session();
    const { page } = s;
    try {
      await openWith(page, () => page.keyboard.press('Control+k'));
      await page.keyboard.type('widget');
      const seeAll = page.locator('.docs-search-see-all');
      await seeAll.waitFor();
      const count = Number(/^See all (\d+) results$/.exec((await seeAll.textContent()) ?? '')?.[1]);
      assert.ok(count > 20, `${count}`);
      await seeAll.click();
      await page.waitForURL(/\/search\/\?q=widget$/);
      await page.locator('.search-result').first().waitFor();
      assert.equal(await page.locator('.search-page__count').textContent(), `${count} documents found`);
    } finally {
      await s.close();
    }
  });

  it('the /search/ page keeps q in the URL as the visitor types, shows 20 hits a page and the next page on scroll or with the button', async () => {
    const s = await session('search/?q=widget');
    const { page } = s;
    try {
      await page.locator('.search-result').first().waitFor();
      assert.equal(await page.locator('h1').textContent(), 'Search results for "widget"');
      assert.equal(await page.locator('.search-result').count(), 20);
      const first = page.locator('.search-result').first();
      assert.ok((await first.locator('.search-result__title a').getAttribute('href'))?.startsWith('/guides/'));
      assert.equal(await first.locator('.search-result__breadcrumbs li').first().textContent(), 'Guides');
      assert.ok((await first.locator('mark').count()) > 0, 'matched words are marked');
      await page.locator('.search-page__more-button').scrollIntoViewIfNeeded();
      await page.waitForFunction(() => document.querySelectorAll('.search-result').length > 20, undefined, { polling: 20 });
      const total = Number(/^(\d+) documents found$/.exec((await page.locator('.search-page__count').textContent()) ?? '')?.[1]);
      for (let shown = await page.locator('.search-result').count(); shown < total; ) {
        await page.locator('.search-page__more-button').click();
        await page.waitForFunction((n) => document.querySelectorAll('.search-result').length > n, shown, { polling: 20 });
        shown = await page.locator('.search-result').count();
      }
      assert.equal(await page.locator('.search-page__more-button').count(), 0);

      await page.locator('.search-page__input').fill('gadget');
      await page.waitForURL(/\/search\/\?q=gadget$/);
      await page.locator('.search-result').first().waitFor();
      await page.locator('.search-page__input').fill('');
      await page.waitForFunction(() => location.search === '', undefined, { polling: 20 });
      await page.locator('.search-page__input').fill('y'.repeat(90));
      await page.waitForFunction(() => new URLSearchParams(location.search).get('q')?.length === 64, undefined, { polling: 20 });
    } finally {
      await s.close();
    }
    const long = await session(`search/?q=${'z'.repeat(100)}`);
    try {
      await long.page.waitForFunction(() => (document.querySelector('.search-page__input') as HTMLInputElement).value.length === 64, undefined, { polling: 20 });
    } finally {
      await long.close();
    }
  });

  it('shows the four states: loading, stalled (a backend that stalls), error (one that fails) and idle; no hits says so', async () => {
    const s = await session();
    const { page } = s;
    try {
      await page.evaluate(() => {
        const seen: string[] = ((window as unknown as { __statuses: string[] }).__statuses = []);
        new MutationObserver(() => {
          const el = document.querySelector('.docs-search-modal');
          const status = el?.getAttribute('data-status');
          if (status && seen.at(-1) !== status) seen.push(status);
        }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-status'] });
      });
      index.mode = 'stall';
      await openWith(page, () => page.keyboard.press('Control+k'));
      await page.keyboard.type('widget');
      await page.locator('.docs-search-modal[data-status="stalled"]').waitFor({ state: 'attached' });
      assert.deepEqual(await page.evaluate(() => (window as unknown as { __statuses: string[] }).__statuses.slice(0, 3)), ['idle', 'loading', 'stalled']);
      // The stalled request fails (503): the error screen.
      index.mode = 'fail';
      index.held.splice(0).forEach((answer) => answer());
      await page.getByText('Unable to fetch results').waitFor();
      await page.getByText('You might want to check your network connection.').waitFor();
      // The backend recovers: hits again, the error gone.
      index.mode = 'ok';
      await page.keyboard.type('s');
      await page.locator('.DocSearch-Hit').first().waitFor();
      assert.equal(await page.locator('.docs-search-modal').getAttribute('data-status'), 'idle');
      assert.equal(await page.getByText('Unable to fetch results').count(), 0);
      await page.locator('.DocSearch-Input').fill('qwxzyv');
      await page.locator('.DocSearch-NoResults').waitFor();
      assert.match((await page.locator('.DocSearch-NoResults .DocSearch-Title').textContent()) ?? '', /^No results for "qwxzyv"$/);
    } finally {
      index.mode = 'ok';
      await s.close();
    }
    // The same states on the /search/ page.
    const p = await session();
    try {
      index.mode = 'fail';
      await p.page.goto(server.url + 'search/?q=widget');
      await p.page.getByText('Unable to fetch results').waitFor();
      await p.page.getByText('You might want to check your network connection.').waitFor();
      index.mode = 'ok';
      await p.page.goto(server.url + 'search/?q=qwxzyv');
      await p.page.locator('.search-page__empty').waitFor();
      assert.equal(await p.page.locator('.search-page__empty').textContent(), 'No results for "qwxzyv"');
    } finally {
      index.mode = 'ok';
      await p.close();
    }
  });

  it('renders queries holding markup and script as text, in the modal and in ?q=, and page text that looks like markup as text', async () => {
    const s = await session();
    const { page } = s;
    try {
      await openWith(page, () => page.keyboard.press('Control+k'));
      await page.keyboard.type(MARKUP.slice(0, 64));
      await page.waitForFunction((q) => document.querySelector('.DocSearch-NoResults strong')?.textContent === q, MARKUP.slice(0, 64), { polling: 20 });
      await page.locator('.DocSearch-Input').fill('labels');
      await page.locator('.DocSearch-Hit').first().waitFor();
      assert.ok((await page.locator('.DocSearch-Hit').allTextContents()).some((t) => t.includes('Tags & <labels>')));
      await page.keyboard.press('Escape');

      await page.goto(`${server.url}search/?q=${encodeURIComponent(MARKUP)}`);
      await hydrated(page);
      await page.locator('.search-page__empty').waitFor();
      assert.equal(await page.locator('h1').textContent(), `Search results for "${MARKUP.slice(0, 64)}"`);
      await page.goto(`${server.url}search/?q=labels`);
      await page.locator('.search-result').first().waitFor();
      assert.ok((await page.locator('.search-result').allTextContents()).some((t) => t.includes('Tags & <labels>')));
      assert.equal(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned), undefined);
      assert.equal(await page.locator('main img, main svg[onload], .search-page script').count(), 0);
      assert.deepEqual(s.errors, []);
    } finally {
      await s.close();
    }
  });
});

describe('search in the browser (hosted service, fake on 127.0.0.1)', () => {
  let site: SiteBuild;
  let server: StaticServer;
  let fake: HostedSearchServer;
  /** The second host, asked when the first fails: failing too unless a test says otherwise. */
  let backup: HostedSearchServer;
  let browser: Browser;

  before(async () => {
    [fake, backup] = await Promise.all([startHostedSearchServer(), startHostedSearchServer()]);
    backup.mode = '500';
    site = await buildFixture({ DOCS_SEARCH_APP_ID: 'TESTAPP', DOCS_SEARCH_API_KEY: 'public-search-key', DOCS_SEARCH_INDEX_NAME: 'acme-docs', SEARCH_FAKE_HOST: `${fake.url},${backup.url}` });
    server = await startStaticServer(site.out);
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.close();
    await fake?.close();
    await backup?.close();
  });

  it('queries the hosted service only on first use, with its headers, filters and 20 hits per page, and shows its hits', async () => {
    const s = await openSession(browser);
    try {
      fake.mode = 'hits';
      await s.page.goto(server.url);
      await hydrated(s.page);
      await s.page.waitForLoadState('load');
      assert.equal(fake.requests.length, 0);
      await openWith(s.page, () => s.page.keyboard.press('Control+k'));
      await s.page.keyboard.type('widget');
      await s.page.locator('.DocSearch-Hit').first().waitFor();
      // (Each keystroke supersedes the last: the hits shown may still be an earlier keystroke's.)
      const full = () => fake.queries().find((r) => r.body?.requests?.[0]?.query === 'widget');
      await until(() => !!full(), 'the query for "widget"');
      const q = full()!;
      assert.equal(q.path, '/1/indexes/*/queries');
      assert.equal(q.headers['x-algolia-application-id'], 'TESTAPP');
      assert.equal(q.headers['x-algolia-api-key'], 'public-search-key');
      const request = q.body!.requests![0];
      assert.deepEqual([request.indexName, request.query, request.hitsPerPage], ['acme-docs', 'widget', 20]);
      assert.deepEqual(request.facetFilters, ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]);
      assert.equal(await s.page.locator('.docs-search-see-all').textContent(), 'See all 57 results');
      assert.deepEqual(s.blocked, []);
    } finally {
      await s.close();
    }
  });

  it('shows the error screen on a 500 and on a time-out, and no results when there are none', async () => {
    const s = await openSession(browser);
    try {
      await s.page.goto(server.url);
      await hydrated(s.page);
      await openWith(s.page, () => s.page.keyboard.press('Control+k'));
      fake.mode = '500';
      await s.page.keyboard.type('a');
      await s.page.getByText('Unable to fetch results').waitFor();
      fake.mode = 'stall';
      await s.page.keyboard.type('b');
      await s.page.locator('.docs-search-modal[data-status="stalled"]').waitFor({ state: 'attached' });
      await s.page.getByText('You might want to check your network connection.').waitFor({ timeout: 5000 });
      fake.release();
      fake.mode = 'empty';
      await s.page.keyboard.type('c');
      await s.page.waitForFunction(() => document.querySelector('.DocSearch-NoResults strong')?.textContent === 'abc', undefined, { polling: 20 });
      assert.equal(await s.page.locator('.docs-search-modal').getAttribute('data-status'), 'idle');
    } finally {
      fake.mode = 'hits';
      await s.close();
    }
  });

  it('renders markup in the service’s hits as text and drops links that are not http(s)', async () => {
    const s = await openSession(browser);
    try {
      fake.mode = 'markup';
      await s.page.goto(`${server.url}search/?q=text`);
      await hydrated(s.page);
      await s.page.locator('.search-result').first().waitFor();
      assert.equal(await s.page.locator('.search-result').count(), 1);
      assert.ok((await s.page.locator('.search-result__snippet').textContent())?.includes('<img src=x onerror="window.__pwned=1">'));
      await openWith(s.page, () => s.page.keyboard.press('Control+k'));
      await s.page.keyboard.type('text');
      await s.page.locator('.DocSearch-Hit').first().waitFor();
      assert.ok((await s.page.locator('.DocSearch-Hit').first().textContent())?.includes('<script>'));
      assert.equal(await s.page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned), undefined);
      assert.equal(await s.page.locator('.DocSearch-Modal img, .search-page img').count(), 0);
      assert.equal(await s.page.locator('a[href^="javascript:"]').count(), 0);
    } finally {
      fake.mode = 'hits';
      await s.close();
    }
  });

  it('remembers a failed host in local storage: the next page load asks the other host first', async () => {
    const s = await openSession(browser);
    try {
      fake.mode = '500';
      backup.mode = 'hits';
      await searchOnLoad(s.page, server.url, 'widget');
      const state = await s.page.evaluate(() => Object.entries(localStorage).find(([k]) => k.endsWith('-TESTAPP'))?.[1] ?? '{}');
      assert.equal(JSON.parse(state)[fake.url]?.status, 'down');
      const asked = fake.queries().length;
      fake.mode = 'hits';
      await s.page.reload();
      await hydrated(s.page);
      await openWith(s.page, () => s.page.keyboard.press('Control+k'));
      await s.page.keyboard.insertText('gadget');
      await s.page.locator('.DocSearch-Hit').first().waitFor();
      await until(() => backup.queries().some((r) => r.body?.requests?.[0]?.query === 'gadget'), 'the query for "gadget" on the other host');
      assert.equal(fake.queries().length, asked, 'the failed host was asked after the page load');
    } finally {
      fake.mode = 'hits';
      backup.mode = '500';
      await s.close();
    }
  });

  it('still searches when local storage cannot be used, remembering the failed host in memory', async () => {
    const s = await openSession(browser, {
      initScripts: [`Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('The operation is insecure.', 'SecurityError'); } });`],
    });
    try {
      fake.mode = '500';
      backup.mode = 'hits';
      await searchOnLoad(s.page, server.url, 'widget');
      const asked = fake.queries().length;
      await s.page.keyboard.insertText(' gadget');
      await until(() => backup.queries().some((r) => r.body?.requests?.[0]?.query === 'widget gadget'), 'the query for "widget gadget" on the other host');
      await s.page.locator('.DocSearch-Hit').first().waitFor();
      assert.equal(fake.queries().length, asked, 'the failed host was asked again');
      assert.deepEqual(s.errors, []);
    } finally {
      fake.mode = 'hits';
      backup.mode = '500';
      await s.close();
    }
  });
});
