// Navbar in Chromium: hide on scroll down / show on scroll up and near the
// top (unless hideOnScroll is off); dropdowns open on Enter/Space and close on
// an outside click, focus leaving and Escape; the chosen version is stored;
// locale links keep the current search and hash; the active item follows the page.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { hydrated, openSession, showing, VIEWPORTS, scrollTo, useRuntimeSite, useServedSite } from './harness.ts';

const navbarHidden = (page: Page) => page.evaluate(() => document.querySelector('nav.navbar')!.classList.contains('navbar--hidden'));

describe('navbar', () => {
  const suite = useRuntimeSite();
  const variant = useServedSite({}, 'docs-site.variant.config.ts');

  for (const { name, viewport, isMobile, hasTouch } of VIEWPORTS) {
    it(`hides on scroll down and shows on scroll up and near the top (${name})`, async () => {
      const s = await openSession(suite.browser, { viewport, isMobile, hasTouch });
      try {
        await s.page.goto(suite.server.url + 'guides/long/');
        await hydrated(s.page);
        assert.equal(await navbarHidden(s.page), false);
        await scrollTo(s.page, 1200);
        assert.equal(await navbarHidden(s.page), true, 'hidden after scrolling down');
        assert.notEqual(await s.page.evaluate(() => getComputedStyle(document.querySelector('nav.navbar')!).transform), 'none');
        await scrollTo(s.page, 900);
        assert.equal(await navbarHidden(s.page), false, 'shown after scrolling up');
        await scrollTo(s.page, 1800);
        assert.equal(await navbarHidden(s.page), true);
        await scrollTo(s.page, 10);
        assert.equal(await navbarHidden(s.page), false, 'shown near the top');
      } finally {
        await s.close();
      }
    });
  }

  it('never hides when navbar.hideOnScroll is false', async () => {
    const s = await openSession(suite.browser);
    try {
      await s.page.goto(variant.server.url + 'guides/long/');
      await hydrated(s.page);
      await scrollTo(s.page, 1200);
      await scrollTo(s.page, 2400);
      assert.equal(await navbarHidden(s.page), false);
    } finally {
      await s.close();
    }
  });

  it('opens dropdowns on Enter and Space; closes them on an outside click, focus leaving and Escape', async () => {
    const s = await openSession(suite.browser);
    try {
      await s.page.goto(suite.server.url + 'guides/long/');
      await hydrated(s.page);
      for (const kind of ['locale', 'version', 'custom']) {
        const dropdown = s.page.locator(`[data-dropdown="${kind}"]`);
        const trigger = dropdown.locator('> button');
        const menuLink = dropdown.locator('.dropdown__menu a').first();
        const expectOpen = async (open: boolean) => {
          assert.equal(await trigger.getAttribute('aria-expanded'), String(open), `${kind} aria-expanded`);
          await menuLink.waitFor({ state: open ? 'visible' : 'hidden', timeout: 2000 });
        };
        await expectOpen(false);
        await trigger.focus();
        await s.page.keyboard.press('Enter');
        await expectOpen(true);
        await s.page.locator('#__docs_wrapper h1').click();
        await expectOpen(false);
        await trigger.focus();
        await s.page.keyboard.press(' ');
        await expectOpen(true);
        assert.equal(await s.page.evaluate(() => window.scrollY), 0, 'Space did not scroll the page');
        // (Not the search box: focusing it opens the search modal.)
        await s.page.locator('.navbar__brand').first().focus();
        await expectOpen(false);
        await trigger.focus();
        await s.page.keyboard.press('Enter');
        await expectOpen(true);
        await s.page.keyboard.press('Escape');
        await expectOpen(false);
        assert.equal(await trigger.evaluate((el) => el === document.activeElement), true);
      }
      // A mouse click on a trigger neither navigates nor touches the address.
      await s.page.locator('[data-dropdown="custom"] > button').click();
      assert.equal(s.page.url(), suite.server.url + 'guides/long/');
      assert.equal(await s.page.locator('#__docs_wrapper h1').textContent(), 'Long guide');
      assert.equal(await s.page.locator('[data-dropdown="locale"] .dropdown__label').textContent(), 'English');
      assert.equal(await s.page.locator('[data-dropdown="version"] .dropdown__label').textContent(), 'Next');
    } finally {
      await s.close();
    }
  });

  it('keeps the chosen version in local storage and forgets an unknown one', async () => {
    const s = await openSession(suite.browser);
    try {
      await s.page.goto(suite.server.url + 'guides/long/');
      await s.page.evaluate(() => localStorage.setItem('acme-docs.docs-preferred-version', 'v0-gone'));
      await s.page.reload();
      await hydrated(s.page);
      assert.equal(await s.page.evaluate(() => localStorage.getItem('acme-docs.docs-preferred-version')), null);
      const trigger = s.page.locator('[data-dropdown="version"] > button');
      await trigger.focus();
      await s.page.keyboard.press('Enter');
      await s.page.locator('[data-dropdown="version"] a[data-version="current"]').click();
      await showing(s.page, 'Welcome to Acme');
      assert.equal(await s.page.evaluate(() => localStorage.getItem('acme-docs.docs-preferred-version')), 'current');
    } finally {
      await s.close();
    }
  });

  for (const { name, viewport, isMobile, hasTouch } of VIEWPORTS) {
    it(`locale links keep the current search and hash, also after client navigation (${name})`, async () => {
      const s = await openSession(suite.browser, { viewport, isMobile, hasTouch });
      try {
        await s.page.goto(suite.server.url + 'guides/second/?q=abc#target');
        await hydrated(s.page);
        const hrefs = () => s.page.locator('a[data-locale]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
        assert.deepEqual(await hrefs(), [suite.server.url + 'guides/second/?q=abc#target', suite.server.url + 'guides/second/?q=abc#target']);
        await s.page.locator('main a[href="/guides/plain/"]').first().click();
        await showing(s.page, 'Plain page');
        assert.deepEqual(await hrefs(), [suite.server.url + 'guides/plain/', suite.server.url + 'guides/plain/']);
        if (name === 'phone') {
          await s.page.getByRole('button', { name: 'Toggle navigation bar' }).click();
          await s.page.getByRole('button', { name: '← Back to main menu' }).click();
          const drawer = s.page.locator('.navbar-sidebar');
          assert.equal(await drawer.getByText('Languages', { exact: true }).isVisible(), true);
          assert.equal(await drawer.locator('a[data-locale]').textContent(), 'English');
          assert.equal(await drawer.locator('a[data-locale]').isVisible(), true);
        } else {
          assert.equal(await s.page.locator('[data-dropdown="locale"] .dropdown__label').isVisible(), true);
        }
      } finally {
        await s.close();
      }
    });
  }

  it('marks the navbar item of the current sidebar active', async () => {
    const s = await openSession(suite.browser);
    try {
      await s.page.goto(suite.server.url + 'extra/reference/');
      await hydrated(s.page);
      const active = () => s.page.locator('.navbar__items .navbar__link--active').allTextContents();
      assert.deepEqual(await active(), ['Reference']);
      await s.page.locator('main a[href="/guides/long/"]').click();
      await showing(s.page, 'Long guide');
      assert.deepEqual(await active(), ['Guides']);
      await s.page.locator('main a[href="/guides/plain/"]').first().click();
      await showing(s.page, 'Plain page');
      assert.deepEqual((await active()).sort(), ['Guides', 'Plain page']);
    } finally {
      await s.close();
    }
  });
});
