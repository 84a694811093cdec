// The reader's experience on the default site, in Chromium.
// - Accessibility, page kind by page kind: axe-core (the locked
//   devDependency) runs on the home page, a guide, a Lens page, an API
//   operation, the interactive console with an operation open, the search
//   page, the not-found page and the open search modal, at 390 and 1440 px,
//   in light and dark mode. Any serious or critical finding fails, listed
//   with the elements it is about.
// - Where am I: the section's navbar item, the sidebar's title, breadcrumbs
//   with every level, the current link in view.
// - Phones: tables and diagrams that scroll sideways are focusable, named and
//   faded at the edge with more; tab rows scroll; code keeps room for the copy button.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { defaultSite } from '../sites.ts';
import { startStaticServer, type StaticServer } from '../fakes/static-server.ts';
import { hydrated, launchBrowser, openSession } from './harness.ts';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface PageKind {
  name: string;
  path: string;
  /** What the page must show before it is checked. */
  ready?: (page: Page) => Promise<void>;
}

const PAGES: PageKind[] = [
  { name: 'home', path: '/' },
  { name: 'guide', path: '/fraud/intro/' },
  { name: 'Lens page', path: '/lens/mobile/receipts/installation/' },
  { name: 'API operation', path: '/api/receipts-invoices/process-a-document/' },
  {
    name: 'console with an operation open',
    path: '/interactive-api/#processDocument',
    ready: (page) => page.locator('[data-for="processDocument"] form').waitFor(),
  },
  { name: 'search page', path: '/search/?q=webhook', ready: (page) => page.locator('.search-result').first().waitFor() },
  {
    // A near miss, so the page shows its closest routes too.
    name: 'not-found page',
    path: '/api/receipts-invoices/proces-a-document/',
    ready: (page) => page.locator('.not-found__closest:not([hidden]) li').first().waitFor(),
  },
  {
    name: 'search modal',
    path: '/fraud/intro/',
    ready: async (page) => {
      await page.keyboard.press('Control+k');
      await page.locator('.DocSearch-Input').waitFor();
      await page.keyboard.type('webhook');
      await page.locator('.DocSearch-Hit').first().waitFor();
    },
  },
];

const VIEWPORTS = [{ width: 390 }, { width: 1440 }];

interface Finding {
  id: string;
  impact: string;
  help: string;
  nodes: string[];
}

async function axe(page: Page): Promise<Finding[]> {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    const run = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: { id: string; impact: string; help: string; nodes: { target: string[]; failureSummary?: string }[] }[] }> } }).axe.run;
    const { violations } = await run(document, { resultTypes: ['violations'] });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}: ${(n.failureSummary ?? '').split('\n').slice(1).join(' ').trim()}`) }));
  });
}

let server: StaticServer;
let browser: Browser;

before(async () => {
  // The run's shared build of the default site (read only).
  const r = await defaultSite();
  if (r.code !== 0) throw new Error(`build failed:\n${r.stdout}${r.stderr}`);
  server = await startStaticServer(r.out);
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

/** A page of the default site at a viewport, hydrated. */
async function visit(path: string, width = 1440, scheme: 'light' | 'dark' = 'light') {
  const phone = width < 600;
  const s = await openSession(browser, { viewport: { width, height: phone ? 844 : 900 }, isMobile: phone, hasTouch: phone, colorScheme: scheme });
  await s.page.goto(server.url + path.slice(1));
  await hydrated(s.page);
  return s;
}

describe('accessibility of every page kind (axe, serious and critical findings)', () => {
  for (const kind of PAGES) {
    for (const viewport of VIEWPORTS) {
      for (const scheme of ['light', 'dark'] as const) {
        it(`${kind.name} at ${viewport.width} px, ${scheme}: no serious or critical finding`, async () => {
          const { width } = viewport;
          const s = await visit(kind.path, width, scheme);
          try {
            assert.equal(await s.page.evaluate(() => document.documentElement.dataset.theme), scheme);
            await kind.ready?.(s.page);
            const findings = await axe(s.page);
            const report = findings.map((f) => `${f.impact} ${f.id} (${f.help}):\n    ${f.nodes.join('\n    ')}`).join('\n');
            assert.equal(findings.length, 0, `${kind.path} at ${width} px, ${scheme}:\n${report}`);
          } finally {
            await s.close();
          }
        });
      }
    }
  }
});

describe('where am I', () => {
  it('marks the section in the navbar, names it above the sidebar and in the breadcrumbs', async () => {
    const s = await visit('/lens/mobile/receipts/installation/');
    try {
      const { page } = s;
      const current = await page.evaluate(() => [...document.querySelectorAll('nav.navbar [aria-current]')].filter((e) => !e.closest('[data-panel]')).map((e) => `${e.textContent?.trim()}=${e.getAttribute('aria-current')}`));
      assert.deepEqual(current, ['Guides=true', 'Lens for Mobile=true'], 'the Guides dropdown and its Lens for Mobile link');
      assert.ok(await page.locator('nav.navbar .dropdown > button.navbar__link--active').isVisible());
      assert.equal(await page.locator('.doc-sidebar .sidebar-menu__title').textContent(), 'Lens for Mobile');
      const crumbs = await page.locator('.breadcrumbs li').allTextContents();
      assert.deepEqual(crumbs.slice(1), ['Lens for Mobile', 'Receipts', 'Install Lens for receipts']);
      // On its own section's first page, the link is the current page.
      await page.goto(server.url + 'fraud/intro/');
      await hydrated(page);
      assert.equal(await page.locator('nav.navbar .dropdown a[aria-current="page"]').textContent(), 'Fraud detection');
      await page.goto(server.url + 'api/receipts-invoices/process-a-document/');
      await hydrated(page);
      assert.equal(await page.locator('nav.navbar > .navbar__inner a.navbar__link[aria-current="true"]').textContent(), 'API reference');
      assert.equal(await page.locator('nav.navbar .dropdown > button[aria-current]').count(), 0);
    } finally {
      await s.close();
    }
  });

  it('scrolls the sidebar (not the page) to the current link, and lets it take the hidden navbar’s place', async () => {
    const s = await visit('/api/retrieve-api-keys-list/');
    try {
      const { page } = s;
      const where = await page.evaluate(() => {
        const box = document.querySelector('.doc-sidebar')!.getBoundingClientRect();
        const link = document.querySelector('.doc-sidebar a[aria-current="page"]')!.getBoundingClientRect();
        return { inside: link.top >= box.top && link.bottom <= box.bottom, scrolled: document.querySelector('.doc-sidebar')!.scrollTop, pageY: window.scrollY };
      });
      assert.ok(where.inside && where.scrolled > 0, `the current link is in the sidebar's view (${JSON.stringify(where)})`);
      assert.equal(where.pageY, 0, 'the page itself stays at the top');
      assert.equal(await page.locator('.doc-sidebar a[aria-current="page"]').textContent(), 'GETRetrieve API keys list');
      assert.ok((await page.locator('.doc-sidebar .method-badge--delete').allTextContents()).every((t) => t === 'DELETE'), 'DELETE, as the console says');
      // Scrolling down hides the navbar: the sticky sidebar moves up into its place.
      await page.evaluate(() => window.scrollTo(0, 400));
      await page.evaluate(() => window.scrollTo(0, 900));
      await page.waitForFunction(() => document.querySelector('.doc-sidebar')!.getBoundingClientRect().top === 0, undefined, { polling: 20 });
      assert.ok(await page.locator('nav.navbar.navbar--hidden').count());
      assert.equal(await page.evaluate(() => getComputedStyle(document.querySelector('.skip-to-content__link')!).boxShadow), 'none', 'no shadow off-screen');
    } finally {
      await s.close();
    }
  });
});

describe('phones', () => {
  it('makes a table wider than the screen a named, focusable region that fades where there is more', async () => {
    const s = await visit('/fraud/intro/', 390);
    try {
      const { page } = s;
      const table = page.locator('.markdown > .table-wrapper').first();
      assert.equal(await table.getAttribute('tabindex'), '0');
      assert.equal(await table.getAttribute('role'), 'region');
      assert.equal(await table.getAttribute('aria-label'), 'Table of Group, Fields, Question it helps answer, scrolls sideways');
      assert.equal(await table.getAttribute('data-more'), 'end');
      assert.notEqual(await table.evaluate((el) => getComputedStyle(el).maskImage), 'none', 'the faded edge');
      // The keyboard scrolls it (the arrow keys, once it has focus).
      await table.focus();
      // Each press starts a smooth scroll from wherever the last one got to: a busy machine may need
      // more presses. The fade follows the scroll event, so it is waited for, not read at once.
      const atEnd = () => table.evaluate((el) => el.scrollLeft + el.clientWidth >= el.scrollWidth - 1);
      for (let i = 0; i < 400 && !(await atEnd()); i++) await page.keyboard.press('ArrowRight');
      assert.ok(await atEnd(), 'the arrow keys scroll it to its end');
      await page.waitForFunction((el) => el!.getAttribute('data-more') === 'start', await table.elementHandle(), { polling: 20 }).catch(() => {});
      assert.equal(await table.getAttribute('data-more'), 'start', 'scrolled to its end by the keyboard, the fade moved to the start');
      // The diagram keeps its own width and scrolls; its full size is a link away.
      const frame = page.locator('.diagram__frame');
      await frame.scrollIntoViewIfNeeded();
      await page.waitForFunction(() => (document.querySelector('.diagram__frame img') as HTMLImageElement).complete, undefined, { polling: 20 });
      await page.waitForFunction(() => document.querySelector('.diagram__frame')!.hasAttribute('data-more'), undefined, { polling: 20 });
      const sizes = await frame.evaluate((el) => ({ frame: el.clientWidth, image: el.querySelector('img')!.getBoundingClientRect().width, natural: el.querySelector('img')!.naturalWidth }));
      assert.equal(sizes.image, sizes.natural, `drawn at its own size (${JSON.stringify(sizes)})`);
      assert.ok(sizes.image > sizes.frame);
      assert.match((await page.locator('.diagram__open').getAttribute('href')) ?? '', /\/assets\/media\/signal-pipeline-[0-9a-f]+\.svg$/);
      // At 1440 px the same table fits: no region, no tab stop.
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.waitForFunction(() => !document.querySelector('.markdown > .table-wrapper')!.hasAttribute('tabindex'), undefined, { polling: 20 });
    } finally {
      await s.close();
    }
  });

  it('scrolls a row of tabs sideways, keeping the chosen one in view, and keeps code clear of the copy button', async () => {
    const s = await visit('/api/receipts-invoices/process-a-document/', 390);
    try {
      const { page } = s;
      const row = page.locator('.tabs__list').first();
      await row.scrollIntoViewIfNeeded();
      const layout = await row.evaluate((el) => ({ tops: new Set([...el.children].map((t) => (t as HTMLElement).offsetTop)).size, wider: el.scrollWidth > el.clientWidth }));
      assert.deepEqual(layout, { tops: 1, wider: true }, 'one row, wider than the screen');
      await row.locator('[role="tab"][aria-selected="true"]').focus();
      await page.keyboard.press('End');
      const last = row.locator('[role="tab"]').last();
      assert.equal(await last.getAttribute('aria-selected'), 'true');
      const seen = await last.evaluate((tab) => {
        const r = tab.getBoundingClientRect();
        const o = tab.parentElement!.getBoundingClientRect();
        return r.left >= o.left - 1 && r.right <= o.right + 1;
      });
      assert.ok(seen, 'the chosen tab is scrolled into the row');
      // Code that fits its box ends before the copy button, on the lines beside it.
      await page.goto(server.url + 'lens/mobile/introduction/setup/');
      await hydrated(page);
      const clear = await page.evaluate(() => {
        let checked = 0;
        let worst = Infinity;
        for (const block of document.querySelectorAll('.markdown .code-block')) {
          const pre = block.querySelector('pre');
          const copy = block.querySelector('.copy-button');
          if (!pre || !copy || !pre.clientWidth || pre.scrollWidth > pre.clientWidth) continue; // lines that scroll pass under it by design
          const button = copy.getBoundingClientRect();
          for (const line of block.querySelectorAll('.line, .code-block--bare code')) {
            const range = document.createRange();
            range.selectNodeContents(line);
            for (const r of range.getClientRects()) {
              if (r.bottom <= button.top || r.top >= button.bottom || !r.width) continue;
              checked++;
              worst = Math.min(worst, button.left - r.right);
            }
          }
        }
        return { checked, gap: worst };
      });
      assert.ok(clear.checked > 0, 'some code beside a copy button');
      assert.ok(clear.gap >= 0, `code runs ${-clear.gap} px under the copy button`);
    } finally {
      await s.close();
    }
  });
});
