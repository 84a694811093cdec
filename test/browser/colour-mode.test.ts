// Colour mode in Chromium: stored `theme` > system preference > light, applied
// before first paint; the toggle is disabled until the client runs, cycles
// system → light → dark → system, persists, and other tabs follow; code
// blocks switch palettes; a disabled switch ignores and clears the stored choice.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { gate, hydrated, openSession, VIEWPORTS, useRuntimeSite, useServedSite } from './harness.ts';

const theme = (page: Page) =>
  page.evaluate(() => ({ theme: document.documentElement.dataset.theme, choice: document.documentElement.dataset.themeChoice }));
const toggle = (page: Page) => page.locator('.navbar__items--right .color-toggle__button');

describe('colour mode', () => {
  const suite = useRuntimeSite();
  const variant = useServedSite({}, 'docs-site.variant.config.ts');

  for (const { name, viewport, isMobile, hasTouch } of VIEWPORTS) {
    for (const scheme of ['light', 'dark'] as const) {
      it(`follows the system (${scheme}) before the client runs, with the toggle disabled until it has (${name})`, async () => {
        const s = await openSession(suite.browser, { viewport, isMobile, hasTouch, colorScheme: scheme });
        try {
          const entry = gate();
          await s.page.route('**/assets/js/entry-*.js', async (route) => {
            await entry.opened;
            await route.fallback();
          });
          await s.page.goto(suite.server.url + 'guides/long/', { waitUntil: 'commit' });
          await s.page.locator('.color-toggle__button').first().waitFor({ state: 'attached' });
          assert.deepEqual(await theme(s.page), { theme: scheme, choice: 'system' });
          assert.equal(await toggle(s.page).isDisabled(), true, 'disabled before the client runs');
          assert.equal(await toggle(s.page).getAttribute('title'), 'system mode');
          entry.open();
          await hydrated(s.page);
          assert.equal(await toggle(s.page).isDisabled(), false);
          assert.equal(await toggle(s.page).isVisible(), true);
          assert.deepEqual(s.errors, []);
        } finally {
          await s.close();
        }
      });
    }
  }

  it('cycles system → light → dark → system, with titles, labels and storage', async () => {
    const s = await openSession(suite.browser, { colorScheme: 'dark' });
    try {
      await s.page.goto(suite.server.url + 'guides/long/');
      await hydrated(s.page);
      const expectState = async (choice: string, effective: string, stored: string | null) => {
        assert.deepEqual(await theme(s.page), { theme: effective, choice });
        assert.equal(await toggle(s.page).getAttribute('title'), `${choice} mode`);
        assert.equal(await toggle(s.page).getAttribute('aria-label'), `Switch between dark and light mode (currently ${choice} mode)`);
        assert.equal(await s.page.evaluate(() => localStorage.getItem('theme')), stored);
      };
      await expectState('system', 'dark', null);
      await toggle(s.page).click();
      await expectState('light', 'light', 'light');
      await toggle(s.page).click();
      await expectState('dark', 'dark', 'dark');
      await toggle(s.page).click();
      await expectState('system', 'dark', null);
      // While on "system", a change of the OS setting is followed (and not stored).
      await s.page.emulateMedia({ colorScheme: 'light' });
      await s.page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
      await expectState('system', 'light', null);
    } finally {
      await s.close();
    }
  });

  it('applies a stored choice before first paint, over the system preference', async () => {
    const s = await openSession(suite.browser, { colorScheme: 'light' });
    try {
      await s.page.goto(suite.server.url + 'guides/long/');
      await s.page.evaluate(() => localStorage.setItem('theme', 'dark'));
      // Without the client entry at all, the inline script alone applies it.
      await s.page.route('**/assets/js/entry-*.js', (route) => route.abort());
      await s.page.reload();
      assert.deepEqual(await theme(s.page), { theme: 'dark', choice: 'dark' });
      assert.equal(await toggle(s.page).isDisabled(), true);
    } finally {
      await s.close();
    }
  });

  it('keeps other tabs in step through the storage event', async () => {
    const s = await openSession(suite.browser, { colorScheme: 'light' });
    try {
      const other = await s.context.newPage();
      await Promise.all([s.page.goto(suite.server.url + 'guides/long/'), other.goto(suite.server.url + 'guides/second/')]);
      await Promise.all([hydrated(s.page), hydrated(other)]);
      await s.page.bringToFront();
      await toggle(s.page).click(); // light
      await toggle(s.page).click(); // dark
      await other.waitForFunction(() => document.documentElement.dataset.theme === 'dark', undefined, { polling: 20 });
      assert.deepEqual(await theme(other), { theme: 'dark', choice: 'dark' });
      await toggle(s.page).click(); // system (light OS)
      await other.waitForFunction(() => document.documentElement.dataset.themeChoice === 'system', undefined, { polling: 20 });
      assert.deepEqual(await theme(other), { theme: 'light', choice: 'system' });
    } finally {
      await s.close();
    }
  });

  for (const { name, viewport, isMobile, hasTouch } of VIEWPORTS) {
    it(`switches code blocks between the light and dark palettes (${name})`, async () => {
      const s = await openSession(suite.browser, { viewport, isMobile, hasTouch, colorScheme: 'light' });
      try {
        await s.page.goto(suite.server.url + 'guides/long/');
        await hydrated(s.page);
        const colours = () =>
          s.page.evaluate(() => {
            const string = document.querySelector('.code-block t-s')!;
            const block = document.querySelector('.code-block')!;
            return { string: getComputedStyle(string).color, background: getComputedStyle(block).backgroundColor };
          });
        const light = await colours();
        assert.equal(light.string, 'rgb(10, 48, 105)');
        await toggle(s.page).click(); // light
        await toggle(s.page).click(); // dark
        const dark = await colours();
        assert.equal(dark.string, 'rgb(165, 214, 255)');
        assert.notEqual(dark.background, light.background);
      } finally {
        await s.close();
      }
    });
  }

  it('with the switch disabled: no toggle, the configured mode wins and a stored choice is cleared', async () => {
    const s = await openSession(suite.browser, { colorScheme: 'light' });
    try {
      await s.page.goto(variant.server.url + 'guides/long/');
      await s.page.evaluate(() => localStorage.setItem('theme', 'light'));
      await s.page.reload();
      await hydrated(s.page);
      assert.deepEqual(await theme(s.page), { theme: 'dark', choice: 'dark' });
      assert.equal(await s.page.locator('.color-toggle__button').count(), 0);
      assert.equal(await s.page.evaluate(() => localStorage.getItem('theme')), null);
    } finally {
      await s.close();
    }
  });
});
