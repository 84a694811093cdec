// A site component marked 'use client' (docusaurus-features fixture, on the
// site-imports page) hydrates in Chromium: the build-time markup becomes a
// working React component; static site components ship no JavaScript.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { fixtureSite } from '../sites.ts';
import { startStaticServer, type StaticServer } from '../fakes/static-server.ts';
import { consoleText, hydrated, launchBrowser, openSession } from './harness.ts';

describe('site component islands', () => {
  let browser: Browser;
  let server: StaticServer;
  before(async () => {
    const r = await fixtureSite('docusaurus-features');
    assert.equal(r.code, 0, r.stdout + r.stderr);
    [browser, server] = await Promise.all([launchBrowser(), startStaticServer(r.out)]);
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  it("hydrates a 'use client' component and leaves the static ones alone", async () => {
    const s = await openSession(browser);
    try {
      const scripts: string[] = [];
      s.page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
      await s.page.goto(server.url + 'imports/site/');
      await hydrated(s.page);
      const counter = s.page.locator('[data-island="site"] button.counter');
      assert.equal(await counter.textContent(), 'Clicks: 2');
      // Hydrated: React has taken the island's element as a root; then clicks count.
      await s.page.waitForFunction(() => Object.keys(document.querySelector('[data-island="site"]') ?? {}).some((k) => k.startsWith('__reactContainer')), undefined, { polling: 20 });
      await counter.click();
      await s.page.waitForFunction(() => document.querySelector('button.counter')?.textContent === 'Clicks: 3', undefined, { polling: 20 });
      assert.deepEqual(s.errors, [], consoleText(s.console));
      assert.ok(scripts.some((u) => u.includes('/assets/site/islands/Counter-')), scripts.join('\n'));

      // A page with only static site components loads no island code.
      scripts.length = 0;
      await s.page.goto(server.url + 'imports/theme/');
      await hydrated(s.page);
      assert.ok(!scripts.some((u) => u.includes('/assets/site/')), scripts.join('\n'));
    } finally {
      await s.close();
    }
  });
});
