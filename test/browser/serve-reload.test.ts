// `docs serve`'s live reload in Chromium: a tab showing the edited page takes
// the new page in place (no reload: same document, new content, new sidebar);
// a tab showing a page the edit did not change is left alone; a change to the
// layout around every page (the config) reloads every tab; a failed build shows
// its overlay, and saving a fix reloads the page.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { bound, copyFixture, edit, startServe, type ServeProcess } from '../helpers.ts';
import { hydrated, launchBrowser, openSession, type Session } from './harness.ts';

type Marked = { __marker?: string };
const mark = (page: Page) => page.evaluate(() => ((window as unknown as Marked).__marker = 'same document'));
/** 'same document' while the tab has not reloaded since `mark`. */
const marker = (page: Page) => page.evaluate(() => (window as unknown as Marked).__marker);
const shows = (page: Page, text: string) =>
  page.waitForFunction((t) => document.body.textContent!.includes(t), text, { polling: 20, timeout: bound(60_000) });

/**
 * Test instrumentation: counts, per document, the live-reload events the page's client has
 * handled (a listener added after its own runs once its own has returned), the in-place
 * refreshes it asked the site's client for, and the navigations (a reload) it started.
 */
const PROBE = `(() => {
  const probe = (window.__probe = { handled: 0, refreshes: 0, navigations: 0 });
  const add = EventSource.prototype.addEventListener;
  EventSource.prototype.addEventListener = function (type, listener, options) {
    add.call(this, type, listener, options);
    if (type === 'reload') add.call(this, type, () => probe.handled++, options);
  };
  let docs;
  Object.defineProperty(window, '__docs', {
    configurable: true,
    get: () => docs,
    set: (value) => {
      docs = value && typeof value.refresh === 'function' ? Object.freeze({ ...value, refresh: (...args) => (probe.refreshes++, value.refresh(...args)) }) : value;
    },
  });
  // Loads of another document (a reload among them); the router's own history entries are none.
  window.navigation?.addEventListener('navigate', (e) => e.destination.sameDocument || probe.navigations++);
})();`;
type Probe = { handled: number; refreshes: number; navigations: number };
const probe = (page: Page) => page.evaluate(() => (window as unknown as { __probe: Probe }).__probe);

describe('docs serve live reload in the browser', () => {
  let site: string;
  let server: ServeProcess;
  let browser: Browser;
  let session: Session;
  let edited: Page;
  let other: Page;
  const guide = () => join(site, 'content/guides/widget-03.mdx');

  before(async () => {
    site = copyFixture('search');
    server = await startServe(site);
    browser = await launchBrowser();
    session = await openSession(browser, { initScripts: [PROBE] });
    edited = session.page;
    other = await session.context.newPage();
    await edited.goto(server.url + 'guides/widget-03/');
    await other.goto(server.url + 'guides/widget-07/');
    await Promise.all([hydrated(edited), hydrated(other)]);
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(site, { recursive: true, force: true });
  });

  it('the tab showing the edited page takes it in place; a tab showing another page is left alone', async () => {
    await Promise.all([mark(edited), mark(other)]);
    const handled = (await probe(other)).handled;
    edit(guide(), (s) => s.replace('Each guide has three sections about widgets.', 'Each guide has three sections about widgets. Shown in place.'));
    await shows(edited, 'Shown in place.');
    assert.equal(await marker(edited), 'same document', 'the edited page was swapped in, not reloaded');
    assert.ok((await probe(edited)).refreshes > 0, 'the edited page was refreshed in place');
    // The other tab got the same event and handled it: it neither reloads nor changes.
    await other.waitForFunction((n) => (window as unknown as { __probe: Probe }).__probe.handled > n, handled, { polling: 20, timeout: bound(60_000) });
    assert.deepEqual(await probe(other), { handled: handled + 1, refreshes: 0, navigations: 0 });
    assert.equal(await marker(other), 'same document');
    assert.ok(!(await other.evaluate(() => document.body.textContent!.includes('Shown in place.'))));
    assert.deepEqual(session.errors, []);
  });

  it('a title change reaches an open page of the same sidebar, in place', async () => {
    await Promise.all([mark(edited), mark(other)]);
    edit(guide(), (s) => s.replace('title: The cyan widget', 'title: The teal widget'));
    await other.waitForFunction(() => document.querySelector('aside.doc-sidebar')?.textContent?.includes('The teal widget'), undefined, { polling: 20, timeout: bound(60_000) });
    await edited.waitForFunction(() => document.querySelector('#__docs_wrapper h1')?.textContent === 'The teal widget', undefined, { polling: 20, timeout: bound(60_000) });
    assert.equal(await edited.title(), 'The teal widget | Docs');
    assert.equal(await marker(other), 'same document');
    assert.equal(await marker(edited), 'same document');
    assert.deepEqual(session.errors, []);
  });

  it('a failed build shows its overlay; saving a fix reloads the page', async () => {
    await mark(edited);
    edit(guide(), (s) => s + '\n<div broken=\n');
    await edited.waitForSelector('#__docs_build_error', { timeout: bound(60_000) });
    // A person saves the fix once the overlay shows.
    edit(guide(), (s) => s.replace('\n<div broken=\n', '\nFixed after the overlay.\n'));
    await shows(edited, 'Fixed after the overlay.');
    await edited.waitForFunction(() => !document.getElementById('__docs_build_error'), undefined, { polling: 20 });
    assert.equal(await marker(edited), undefined, 'the page was loaded again');
  });

  it('a change to the layout around every page (the config) reloads every tab', async () => {
    await hydrated(edited);
    await Promise.all([mark(edited), mark(other)]);
    edit(join(site, 'docs-site.config.ts'), (s) => s.replace("title: 'Docs',", "title: 'Widget docs',"));
    await Promise.all([
      edited.waitForFunction(() => document.title.endsWith('| Widget docs'), undefined, { polling: 20, timeout: bound(60_000) }),
      other.waitForFunction(() => document.title.endsWith('| Widget docs'), undefined, { polling: 20, timeout: bound(60_000) }),
    ]);
    assert.equal(await marker(edited), undefined);
    assert.equal(await marker(other), undefined);
  });
});
