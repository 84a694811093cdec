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
import { copyFixture, edit, startServe, type ServeProcess } from '../helpers.ts';
import { hydrated, launchBrowser, openSession, type Session } from './harness.ts';

type Marked = { __marker?: string };
const mark = (page: Page) => page.evaluate(() => ((window as unknown as Marked).__marker = 'same document'));
/** 'same document' while the tab has not reloaded since `mark`. */
const marker = (page: Page) => page.evaluate(() => (window as unknown as Marked).__marker);
const shows = (page: Page, text: string) =>
  page.waitForFunction((t) => document.body.textContent!.includes(t), text, { polling: 20, timeout: 20_000 });

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
    session = await openSession(browser);
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
    edit(guide(), (s) => s.replace('Each guide has three sections about widgets.', 'Each guide has three sections about widgets. Shown in place.'));
    await shows(edited, 'Shown in place.');
    assert.equal(await marker(edited), 'same document', 'the edited page was swapped in, not reloaded');
    // The other tab got the same event: it neither reloads nor changes.
    await new Promise((r) => setTimeout(r, 500));
    assert.equal(await marker(other), 'same document');
    assert.ok(!(await other.evaluate(() => document.body.textContent!.includes('Shown in place.'))));
    assert.deepEqual(session.errors, []);
  });

  it('a title change reaches an open page of the same sidebar, in place', async () => {
    await Promise.all([mark(edited), mark(other)]);
    edit(guide(), (s) => s.replace('title: The cyan widget', 'title: The teal widget'));
    await other.waitForFunction(() => document.querySelector('aside.doc-sidebar')?.textContent?.includes('The teal widget'), undefined, { polling: 20, timeout: 20_000 });
    await edited.waitForFunction(() => document.querySelector('#__docs_wrapper h1')?.textContent === 'The teal widget', undefined, { polling: 20, timeout: 20_000 });
    assert.equal(await edited.title(), 'The teal widget | Docs');
    assert.equal(await marker(other), 'same document');
    assert.equal(await marker(edited), 'same document');
    assert.deepEqual(session.errors, []);
  });

  it('a failed build shows its overlay; saving a fix reloads the page', async () => {
    await mark(edited);
    edit(guide(), (s) => s + '\n<div broken=\n');
    await edited.waitForSelector('#__docs_build_error', { timeout: 20_000 });
    await new Promise((r) => setTimeout(r, 300));
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
      edited.waitForFunction(() => document.title.endsWith('| Widget docs'), undefined, { polling: 20, timeout: 30_000 }),
      other.waitForFunction(() => document.title.endsWith('| Widget docs'), undefined, { polling: 20, timeout: 30_000 }),
    ]);
    assert.equal(await marker(edited), undefined);
    assert.equal(await marker(other), undefined);
  });
});
