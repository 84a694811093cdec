// Mobile drawer and doc sidebar in Chromium. Phone (≤ 996 px): the hamburger
// opens the drawer with the doc sidebar as secondary menu and a "← Back to
// main menu" button; body scroll is locked; it closes on navigation, backdrop
// click, Escape, the close button and on becoming desktop-sized. Desktop: the
// sidebar hides and shows again (kept across loads); categories expand and
// collapse without collapsing the others, also across client navigation.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { DESKTOP, hydrated, openSession, PHONE, showing, useRuntimeSite } from './harness.ts';

const PHONE_OPTIONS = { viewport: PHONE, isMobile: true, hasTouch: true };
const drawerState = (page: Page) =>
  page.evaluate(() => ({
    open: document.querySelector('nav.navbar')!.classList.contains('navbar-sidebar--show'),
    expanded: document.querySelector('.navbar__toggle')!.getAttribute('aria-expanded'),
    overflow: getComputedStyle(document.body).overflow,
  }));
const CLOSED = { open: false, expanded: 'false', overflow: 'visible' };
const OPEN = { open: true, expanded: 'true', overflow: 'hidden' };

describe('mobile drawer and doc sidebar', () => {
  const suite = useRuntimeSite();

  for (const scheme of ['light', 'dark'] as const) {
    it(`opens the drawer with the doc sidebar and a way back to the main menu (phone, ${scheme})`, async () => {
      const s = await openSession(suite.browser, { ...PHONE_OPTIONS, colorScheme: scheme });
      try {
        await s.page.goto(suite.server.url + 'guides/second/');
        await hydrated(s.page);
        const drawer = s.page.locator('.navbar-sidebar');
        assert.equal(await drawer.isVisible(), false);
        assert.equal(await s.page.locator('.doc-sidebar').isVisible(), false, 'no desktop sidebar on a phone');
        await s.page.getByRole('button', { name: 'Toggle navigation bar' }).click();
        assert.deepEqual(await drawerState(s.page), OPEN);
        // The secondary menu (the doc sidebar, current page active) shows first.
        const secondary = drawer.locator('[data-panel="secondary"]');
        await secondary.getByRole('link', { name: 'Second guide' }).waitFor({ state: 'visible' });
        assert.equal(await secondary.locator('a.menu__link--active').textContent(), 'Second guide');
        assert.equal(await drawer.locator('[data-panel="primary"]').getAttribute('inert'), '');
        await s.page.getByRole('button', { name: '← Back to main menu' }).click();
        await drawer.locator('[data-panel="primary"]').getByRole('link', { name: 'Plain page' }).waitFor({ state: 'visible' });
        assert.equal(await secondary.getAttribute('inert'), '');
        assert.equal(await drawer.locator('[data-panel="primary"]').getAttribute('inert'), null);
        assert.equal(await drawer.getByRole('link', { name: 'Log in to Acme' }).isVisible(), true);
        assert.equal(await drawer.locator('.color-toggle__button').isEnabled(), true);
        assert.deepEqual(s.errors, []);
      } finally {
        await s.close();
      }
    });
  }

  it('closes on backdrop click, Escape, the close button and navigation, unlocking the body scroll', async () => {
    const s = await openSession(suite.browser, PHONE_OPTIONS);
    try {
      await s.page.goto(suite.server.url + 'guides/long/');
      await hydrated(s.page);
      const open = async () => {
        await s.page.getByRole('button', { name: 'Toggle navigation bar' }).click();
        assert.deepEqual(await drawerState(s.page), OPEN);
      };
      await open();
      await s.page.mouse.click(PHONE.width - 10, PHONE.height / 2); // the backdrop, right of the drawer
      assert.deepEqual(await drawerState(s.page), CLOSED);
      await open();
      await s.page.keyboard.press('Escape');
      assert.deepEqual(await drawerState(s.page), CLOSED);
      await open();
      await s.page.getByRole('button', { name: 'Close navigation bar' }).click();
      assert.deepEqual(await drawerState(s.page), CLOSED);
      await open();
      await s.page.locator('.navbar-sidebar [data-panel="secondary"]').getByRole('link', { name: 'Plain page' }).click();
      await showing(s.page, 'Plain page');
      assert.equal(s.page.url(), suite.server.url + 'guides/plain/');
      assert.deepEqual(await drawerState(s.page), CLOSED);
      assert.equal(await s.page.locator('#__docs_wrapper h1').textContent(), 'Plain page');
    } finally {
      await s.close();
    }
  });

  it('closes when the window grows to desktop size', async () => {
    const s = await openSession(suite.browser, { viewport: PHONE });
    try {
      await s.page.goto(suite.server.url + 'guides/long/');
      await hydrated(s.page);
      await s.page.getByRole('button', { name: 'Toggle navigation bar' }).click();
      assert.deepEqual(await drawerState(s.page), OPEN);
      await s.page.setViewportSize(DESKTOP);
      await s.page.waitForFunction(() => !document.querySelector('nav.navbar')!.classList.contains('navbar-sidebar--show'), undefined, { polling: 20 });
      assert.deepEqual(await drawerState(s.page), CLOSED);
      assert.equal(await s.page.locator('.doc-sidebar').isVisible(), true);
    } finally {
      await s.close();
    }
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`hides and shows the desktop sidebar, and remembers it (desktop, ${scheme})`, async () => {
      const s = await openSession(suite.browser, { viewport: DESKTOP, colorScheme: scheme });
      try {
        await s.page.goto(suite.server.url + 'guides/long/');
        await hydrated(s.page);
        const sidebar = s.page.locator('.doc-sidebar');
        const expand = s.page.getByRole('button', { name: 'Expand sidebar' });
        assert.equal(await sidebar.isVisible(), true);
        assert.equal(await expand.isVisible(), false);
        await s.page.getByRole('button', { name: 'Collapse sidebar' }).click();
        assert.equal(await sidebar.isVisible(), false);
        assert.equal(await expand.isVisible(), true);
        assert.equal(await expand.evaluate((el) => el === document.activeElement), true);
        // Still hidden on the next load, before any client code runs.
        await s.page.route('**/assets/js/entry-*.js', (route) => route.abort());
        await s.page.reload();
        assert.equal(await sidebar.isVisible(), false);
        await s.page.unroute('**/assets/js/entry-*.js');
        await s.page.reload();
        await hydrated(s.page);
        await expand.click();
        assert.equal(await sidebar.isVisible(), true);
        assert.equal(await expand.isVisible(), false);
        assert.equal(await s.page.evaluate(() => localStorage.getItem('acme-docs.docs.sidebar.hidden')), 'false');
      } finally {
        await s.close();
      }
    });
  }

  it('expands and collapses categories without collapsing the others, across client navigation', async () => {
    const s = await openSession(suite.browser, { viewport: DESKTOP });
    try {
      await s.page.goto(suite.server.url + 'guides/long/');
      await hydrated(s.page);
      const sidebar = s.page.locator('.doc-sidebar');
      const open = () => sidebar.locator('details[data-cat]').evaluateAll((ds) => ds.map((d) => `${d.querySelector('summary')!.textContent}:${(d as HTMLDetailsElement).open}`));
      assert.deepEqual(await open(), ['Basics:true', 'More:false', 'Extra:false']);
      await sidebar.locator('summary', { hasText: 'More' }).click();
      await sidebar.locator('summary', { hasText: 'Extra' }).click();
      assert.deepEqual(await open(), ['Basics:true', 'More:true', 'Extra:true']);
      await sidebar.locator('summary', { hasText: 'Basics' }).click();
      assert.deepEqual(await open(), ['Basics:false', 'More:true', 'Extra:true']);
      await sidebar.getByRole('link', { name: 'First extra' }).click();
      await showing(s.page, 'First extra');
      assert.deepEqual(await open(), ['Basics:false', 'More:true', 'Extra:true']);
      assert.equal(await sidebar.locator('a[aria-current="page"]').textContent(), 'First extra');
      // Going to a page of a closed category opens that one, and only adds.
      await s.page.goBack();
      await showing(s.page, 'Long guide');
      assert.deepEqual(await open(), ['Basics:true', 'More:true', 'Extra:true']);
      assert.equal(await sidebar.locator('a[aria-current="page"]').textContent(), 'Long guide');
    } finally {
      await s.close();
    }
  });
});

// Categories with a page of their own (the API sidebar's groups; here a variant
// of the fixture's guide sidebar): the link is not inside the <summary> (a
// control inside a control), it is the summary's sibling on the same row.
describe('doc sidebar categories with their own page', () => {
  const suite = useRuntimeSite({}, 'docs-site.linked.config.ts');
  const category = (page: Page, label: string) => page.locator('.doc-sidebar li.menu__linked', { has: page.locator(`:scope > a.menu__link--sublist`, { hasText: label }) });

  it('puts the link and the toggle side by side: the summary holds only the toggle’s label', async () => {
    const s = await openSession(suite.browser, { viewport: DESKTOP });
    try {
      await s.page.goto(suite.server.url + 'guides/second/');
      await hydrated(s.page);
      const more = category(s.page, 'More');
      const link = more.locator(':scope > a.menu__link--sublist');
      const summary = more.locator(':scope > details > summary');
      assert.equal(await link.getAttribute('href'), '/more/one/');
      assert.equal(await summary.locator('a, button, input, select, textarea, [tabindex]').count(), 0);
      assert.equal(await summary.textContent(), 'Toggle the More category');
      // On the link's row, at its end, not covering its text.
      const [l, t, label] = await Promise.all([link.boundingBox(), summary.boundingBox(), link.evaluate((a) => { const r = document.createRange(); r.selectNodeContents(a); const b = r.getBoundingClientRect(); return { x: b.x, width: b.width }; })]);
      assert.ok(l && t);
      assert.ok(Math.abs(t.y - l.y) < 1 && t.height <= l.height + 1, `summary ${JSON.stringify(t)} on the row of ${JSON.stringify(l)}`);
      assert.ok(Math.abs(t.x + t.width - (l.x + l.width)) < 1, 'summary at the end of the row');
      assert.ok(label.x + label.width <= t.x, 'the toggle does not cover the label');
      // The link is followed by the toggle in the tab order.
      await link.focus();
      await s.page.keyboard.press('Tab');
      assert.equal(await summary.evaluate((el) => el === document.activeElement), true);
    } finally {
      await s.close();
    }
  });

  it('the toggle opens and closes the category without navigating; the link navigates and opens its category', async () => {
    const s = await openSession(suite.browser, { viewport: DESKTOP });
    try {
      await s.page.goto(suite.server.url + 'guides/second/');
      await hydrated(s.page);
      const more = category(s.page, 'More');
      const details = more.locator(':scope > details');
      const isOpen = () => details.evaluate((d) => (d as HTMLDetailsElement).open);
      assert.equal(await isOpen(), false);
      await more.locator(':scope > details > summary').click();
      assert.equal(await isOpen(), true);
      await s.page.keyboard.press('Enter');
      assert.equal(await isOpen(), false);
      assert.equal(s.page.url(), suite.server.url + 'guides/second/');
      // The category's own link: client navigation, the link is current and its category opens.
      await more.locator(':scope > a.menu__link--sublist').click();
      await showing(s.page, 'First extra');
      assert.equal(await isOpen(), true);
      assert.equal(await s.page.locator('.doc-sidebar a[aria-current="page"]').textContent(), 'More');
      // Loaded directly, the server-rendered sidebar says the same.
      await s.page.reload();
      assert.equal(await isOpen(), true);
      assert.equal(await s.page.locator('.doc-sidebar a[aria-current="page"]').textContent(), 'More');
      assert.deepEqual(s.errors, []);
    } finally {
      await s.close();
    }
  });

  it('toggles without JavaScript', async () => {
    const s = await openSession(suite.browser, { viewport: DESKTOP, javaScriptEnabled: false });
    try {
      await s.page.goto(suite.server.url + 'guides/second/');
      const more = category(s.page, 'More');
      await more.locator(':scope > details > summary').click();
      await more.getByRole('link', { name: 'Second extra' }).waitFor({ state: 'visible' });
      await more.locator(':scope > a.menu__link--sublist').click();
      await s.page.waitForURL(suite.server.url + 'more/one/');
      assert.equal(await s.page.locator('#__docs_wrapper h1').textContent(), 'First extra');
    } finally {
      await s.close();
    }
  });
});
