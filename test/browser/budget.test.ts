// What a guide page costs before any interaction, and what it shows without
// JavaScript. The JS loaded is exactly the entry and the chunks it statically
// imports (no React, no islands, no error reporting), kept under a 20 KB gzip
// budget; the sizes are printed as a test diagnostic.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { hydrated, openSession, VIEWPORTS, useRuntimeSite } from './harness.ts';

const BUDGET_GZIP = 20 * 1024;

/** The entry and every chunk reachable from it through static imports. */
function staticGraph(out: string, entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (path: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    const code = readFileSync(join(out, path), 'utf8');
    // Static imports only: `import … from "x"` and `import "x"` (never `import("x")`).
    for (const m of code.matchAll(/\bimport\s*(?:[\w${},\s*]+\s*from\s*)?"(\/assets\/js\/[^"]+)"/g)) visit(m[1]);
  };
  visit(entry);
  return seen;
}

describe('guide page budget and no-JavaScript reading', () => {
  const suite = useRuntimeSite();

  it('loads only the entry and its static imports before interaction, under 20 KB gzip, without React', async (t) => {
    const s = await openSession(suite.browser);
    try {
      const scripts: string[] = [];
      s.page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
      });
      await s.page.goto(suite.server.url + 'guides/long/');
      await hydrated(s.page);
      await s.page.waitForLoadState('load');
      await s.page.evaluate(() => new Promise((r) => requestIdleCallback(r, { timeout: 2000 })));
      const html = readFileSync(join(suite.site.out, 'guides/long/index.html'), 'utf8');
      const entry = /<script type="module" src="(\/assets\/js\/entry-[A-Z0-9]+\.js)">/.exec(html)![1];
      const graph = staticGraph(suite.site.out, entry);
      assert.deepEqual(new Set(scripts), graph);
      let raw = 0;
      let gzip = 0;
      for (const path of graph) {
        const bytes = readFileSync(join(suite.site.out, path));
        raw += bytes.length;
        gzip += gzipSync(bytes, { level: 9 }).length;
        const code = bytes.toString('utf8');
        assert.doesNotMatch(code, /react\.(transitional\.)?element|__SENTRY__/, `${path} holds React or Sentry`);
      }
      t.diagnostic(`guide page JS before interaction: ${graph.size} files, ${raw} bytes raw, ${gzip} bytes gzip (-9)`);
      assert.ok(gzip < BUDGET_GZIP, `${gzip} bytes gzip`);
    } finally {
      await s.close();
    }
  });

  for (const { name, viewport, isMobile, hasTouch } of VIEWPORTS) {
    it(`reads completely without JavaScript (${name})`, async () => {
      const s = await openSession(suite.browser, { viewport, isMobile, hasTouch, javaScriptEnabled: false });
      try {
        await s.page.goto(suite.server.url + 'guides/long/');
        assert.equal(await s.page.locator('#__docs_wrapper h1').textContent(), 'Long guide');
        assert.equal(await s.page.getByRole('heading', { name: 'Monitor usage in detail' }).isVisible(), true);
        assert.equal(await s.page.locator('.code-block').first().isVisible(), true);
        assert.equal(await s.page.locator('.announcement').isVisible(), true);
        // The doc sidebar is readable (beside the content on desktop, after it on a phone).
        const sidebarLink = s.page.locator('.doc-sidebar').getByRole('link', { name: 'Second guide' });
        await sidebarLink.scrollIntoViewIfNeeded();
        assert.equal(await sidebarLink.isVisible(), true);
        assert.equal(await s.page.locator('[data-login-item]').first().textContent(), 'Log in to Acme');
        await sidebarLink.click();
        await s.page.waitForURL(suite.server.url + 'guides/second/');
        assert.equal(await s.page.locator('#__docs_wrapper h1').textContent(), 'Second guide');
      } finally {
        await s.close();
      }
    });
  }
});
