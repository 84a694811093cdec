// The `versioned` fixture (2.0 at the root, Next, 1.0; English, French,
// Arabic) as a reader uses it in Chromium: the version menu lists every
// version and goes to the same page in the one chosen; the locale menu keeps
// the address's search and hash; the search modal speaks the page's
// language; the Arabic page is laid out right to left
// (its sidebar on the right); an older version's page, banner included, has
// no serious or critical accessibility finding (axe).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { repoRoot } from '../helpers.ts';
import { fixtureSite } from '../sites.ts';
import { startStaticServer, type StaticServer } from '../fakes/static-server.ts';
import { hydrated, launchBrowser, openSession, showing } from './harness.ts';

const AXE = readFileSync(join(repoRoot, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');

/** axe's serious and critical findings on the page as it is now. */
async function axeFindings(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(root: Document, options: object): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.impact} ${v.id} (${v.nodes.slice(0, 5).map((n) => n.target.join(' ')).join(', ')})`);
  });
}

describe('versions and locales in the browser', () => {
  let server: StaticServer;
  let browser: Browser;
  const at = (route: string) => server.url.replace(/\/$/, '') + route;
  before(async () => {
    const built = await fixtureSite('versioned');
    assert.equal(built.code, 0, built.stdout + built.stderr);
    server = await startStaticServer(built.out);
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  it('lists every version in the version menu and goes to the same page in the one chosen', async () => {
    const s = await openSession(browser);
    try {
      await s.page.goto(at('/next/getting-started/'));
      await hydrated(s.page);
      const menu = s.page.locator('[data-dropdown="version"]');
      await menu.locator('> button').click();
      assert.deepEqual(await menu.locator('.dropdown__menu a').allTextContents(), ['Next 🚧', '2.0', '1.0']);
      await menu.locator('.dropdown__menu a', { hasText: '1.0' }).click();
      await s.page.waitForURL(at('/1.0/getting-started/'));
      await showing(s.page, 'Getting started');
      assert.equal(await s.page.locator('[data-dropdown="version"] .dropdown__label').textContent(), '1.0');
      assert.match((await s.page.locator('.version-banner').textContent()) ?? '', /no longer actively maintained/);
      assert.deepEqual(s.errors, []);
    } finally {
      await s.close();
    }
  });

  it('keeps the search and hash when the locale changes', async () => {
    const s = await openSession(browser);
    try {
      await s.page.goto(at('/getting-started/?from=menu#plug-it-in'));
      await hydrated(s.page);
      const menu = s.page.locator('[data-dropdown="locale"]');
      await menu.locator('> button').click();
      await menu.locator('.dropdown__menu a', { hasText: 'Français' }).click();
      await s.page.waitForURL(at('/fr/getting-started/?from=menu#plug-it-in'));
      await hydrated(s.page);
      assert.equal(await s.page.evaluate(() => document.documentElement.lang), 'fr');
      assert.deepEqual(s.errors, []);
    } finally {
      await s.close();
    }
  });

  it("draws the search modal in the page's locale", async () => {
    const s = await openSession(browser);
    try {
      await s.page.goto(at('/fr/getting-started/'));
      await hydrated(s.page);
      await s.page.locator('[data-search-button]').click();
      const input = s.page.locator('.DocSearch-Input');
      await input.waitFor();
      assert.equal(await input.getAttribute('placeholder'), 'Rechercher dans la doc');
      await input.fill('zzqxv');
      await s.page.locator('.DocSearch-NoResults').waitFor();
      assert.match((await s.page.locator('.DocSearch-NoResults .DocSearch-Title').textContent()) ?? '', /^Aucun résultat pour/);
      assert.equal(await s.page.locator('.DocSearch-Cancel').textContent(), 'Annuler');
      assert.deepEqual(s.errors, []);
    } finally {
      await s.close();
    }
  });

  it('lays the Arabic pages out right to left, the sidebar on the right', async () => {
    const s = await openSession(browser);
    try {
      await s.page.goto(at('/ar/getting-started/'));
      await hydrated(s.page);
      assert.equal(await s.page.evaluate(() => document.documentElement.dir), 'rtl');
      const sidebar = (await s.page.locator('aside.doc-sidebar').boundingBox())!;
      const main = (await s.page.locator('#__docs_main').boundingBox())!;
      assert.ok(sidebar.x > main.x + main.width / 2, `sidebar at ${sidebar.x}, content at ${main.x}–${main.x + main.width}`);
      assert.ok(sidebar.x + sidebar.width > 1000, 'the sidebar reaches the right edge');
    } finally {
      await s.close();
    }
  });

  it('has no serious or critical axe finding on an older version’s page with its banner', async () => {
    const s = await openSession(browser);
    try {
      for (const route of ['/1.0/guides/brewing/', '/ar/1.0/']) {
        await s.page.goto(at(route));
        await hydrated(s.page);
        assert.equal(await s.page.locator('.version-banner').count(), 1);
        assert.deepEqual(await axeFindings(s.page), [], route);
      }
    } finally {
      await s.close();
    }
  });
});
