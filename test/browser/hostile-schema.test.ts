// A schema whose every string carries markup and script (test/hostile-schema.ts),
// built and visited in Chromium: every page the reference makes, the console
// with an operation open, search (the modal and the page) showing those
// strings, and the Markdown twins. Nothing may run: no `window.__pwned`, no
// dialog, and no request for the `x` of `<img src=x>` (markup parsed as HTML).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { runDocs } from '../helpers.ts';
import { startStaticServer, type StaticServer } from '../fakes/static-server.ts';
import { hostileSite, NEEDLE, PAYLOAD } from '../hostile-schema.ts';
import { hydrated, launchBrowser, openSession, type Session } from './harness.ts';

describe('a schema full of markup and script', () => {
  let browser: Browser;
  let site: string;
  let out: string;
  let server: StaticServer;
  before(async () => {
    site = hostileSite();
    const r = runDocs(['build', '--offline'], site);
    if (r.code !== 0) throw new Error(`${r.stdout}${r.stderr}`);
    out = join(site, 'out');
    server = await startStaticServer(out);
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.close();
    if (site) rmSync(site, { recursive: true, force: true });
  });

  interface Watched extends Session {
    check(where: string): Promise<void>;
  }

  /** A session that records dialogs (and dismisses them), with a check that nothing of the payloads ran so far. */
  async function session(): Promise<Watched> {
    const s = await openSession(browser);
    const dialogs: string[] = [];
    const firstRequest = server.requests.length;
    s.page.on('dialog', (d) => {
      dialogs.push(`${s.page.url()}: ${d.message()}`);
      void d.dismiss();
    });
    const check = async (where: string) => {
      assert.equal(await s.page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned), undefined, where);
      assert.deepEqual(dialogs, [], where);
      const markupRequests = server.requests.slice(firstRequest).filter((r) => /(^|\/)x$/.test(r.split('?')[0]));
      assert.deepEqual(markupRequests, [], `${where}: markup was parsed as HTML`);
    };
    return { ...s, check };
  }

  const pages = () =>
    (readdirSync(out, { recursive: true }) as string[])
      .filter((f) => f.endsWith('index.html'))
      .map((f) => f.slice(0, -'index.html'.length).split('\\').join('/'))
      .sort();

  it('builds, with the strings shown as text on the pages and no markup, script URL or data URL of theirs in any', () => {
    const html = readFileSync(join(out, pages().find((p) => p.includes('creatething'))! + 'index.html'), 'utf8');
    assert.ok(html.includes('&lt;img src=x onerror='), 'the payload is shown, escaped');
    for (const page of pages()) {
      assert.doesNotMatch(readFileSync(join(out, page, 'index.html'), 'utf8'), /<img src=x|<svg onload|<script>window\.__pwned|<iframe|(href|src|action)="\s*(javascript|data|vbscript):/i, page);
    }
  });

  it('runs nothing on any page it makes, JavaScript on', async () => {
    const s = await session();
    try {
      const list = pages();
      assert.ok(list.length >= 7, list.join(', '));
      for (const path of list) {
        await s.page.goto(server.url + path);
        await hydrated(s.page);
        await s.check(path);
      }
      assert.deepEqual(s.errors, []);
    } finally {
      await s.close();
    }
  });

  it('runs nothing in the console with each operation open', async () => {
    const html = readFileSync(join(out, 'interactive-api', 'index.html'), 'utf8');
    const index = /data-console="\/([^"]+)"/.exec(html)?.[1];
    assert.ok(index, 'the console names its index');
    const ids = (JSON.parse(readFileSync(join(out, index), 'utf8')) as { operations: { operationId: string }[] }).operations.map((o) => o.operationId);
    assert.equal(ids.length, 2);
    const s = await session();
    try {
      for (const id of ids) {
        await s.page.goto(`${server.url}interactive-api/#${encodeURIComponent(id)}`);
        await hydrated(s.page);
        const op = s.page.locator(`[data-for="${id.replace(/["\\]/g, '\\$&')}"]`);
        await op.locator('form').waitFor();
        // The request as code, in every language the console offers.
        const tabs = op.locator('[data-console-code] [role="tab"]');
        for (let i = 0; i < (await tabs.count()); i++) await tabs.nth(i).click();
        await s.check(`console #${id}`);
      }
      assert.deepEqual(s.errors, []);
    } finally {
      await s.close();
    }
  });

  it('runs nothing when search shows those strings, in the modal and on the search page', async () => {
    const s = await session();
    try {
      await s.page.goto(server.url);
      await hydrated(s.page);
      await s.page.keyboard.press('Control+k');
      await s.page.locator('.DocSearch-Input').waitFor();
      await s.page.keyboard.insertText(NEEDLE);
      await s.page.locator('.DocSearch-Hit').first().waitFor();
      assert.ok((await s.page.locator('.DocSearch-Hit').count()) > 3);
      await s.check('search modal');
      await s.page.keyboard.press('Escape');
      await s.page.goto(`${server.url}search/?q=${encodeURIComponent(NEEDLE)}`);
      await hydrated(s.page);
      await s.page.locator('.search-result').first().waitFor();
      await s.check('search page');
      // A query that is itself markup.
      await s.page.goto(`${server.url}search/?q=${encodeURIComponent(PAYLOAD)}`);
      await hydrated(s.page);
      await s.page.locator('.search-page h1').waitFor();
      await s.check('search page with a markup query');
      assert.deepEqual(s.errors, []);
    } finally {
      await s.close();
    }
  });

  it('serves the Markdown twins as text that runs nothing', async () => {
    const twins = (readdirSync(out, { recursive: true }) as string[]).filter((f) => f.endsWith('.md') || /^llms.*\.txt$/.test(f));
    assert.ok(twins.length >= 3, twins.join(', '));
    const s = await session();
    try {
      for (const twin of twins) {
        const response = await s.page.goto(server.url + twin.split('\\').join('/'));
        assert.match(response?.headers()['content-type'] ?? '', /^text\/(markdown|plain)/);
        if (twin.startsWith('api')) assert.ok((await s.page.locator('body').textContent())?.includes(NEEDLE), twin);
        await s.check(twin);
      }
    } finally {
      await s.close();
    }
  });
});
