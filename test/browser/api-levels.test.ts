// Deferred schema levels in Chromium (cli/plugins/api/schema-levels.ts,
// renderer/client/schema-levels.ts): on a page whose schemas are too large
// to draw whole, opening a level whose structure is in the levels file puts
// it in place, with its property links; a deep link to an id inside a
// deferred level loads it and goes there. The deepest components are in files
// shared by every page (cli/plugins/api/shared-levels.ts): opening one loads
// it, and a deep link two shared levels down loads both.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Browser } from 'playwright-core';
import { buildSchemaSite } from '../schema-site.ts';
import { startStaticServer, type StaticServer } from '../fakes/static-server.ts';
import { hydrated, launchBrowser, openSession } from './harness.ts';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const schemas: Record<string, object> = {};
const words = 'A description of this field that says in detail what it holds and when it is set. '.repeat(3);
for (let level = 0; level < 5; level++) {
  for (let k = 0; k < 8; k++) {
    const properties: Record<string, object> = {};
    for (let i = 0; i < 25; i++) properties[`field_${i}`] = { type: 'string', description: words };
    if (level < 4) Object.assign(properties, { child: ref(`S${level + 1}_${k}`) });
    schemas[`S${level}_${k}`] = { type: 'object', properties };
  }
}
// The first level twice over (its own components), so the page both defers levels of its own and shares deeper ones.
for (let k = 0; k < 8; k++) for (const copy of [0, 1]) schemas[`S0_${k}_${copy}`] = schemas[`S0_${k}`];
const doc = {
  openapi: '3.0.3',
  info: { title: 'Large', version: '1' },
  paths: { '/huge': { get: { operationId: 'huge', summary: 'Huge', responses: { 200: { description: 'ok', content: { 'application/json': { schema: { type: 'object', properties: Object.fromEntries([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((k) => [`p${k}`, ref(`S0_${k % 8}_${Math.floor(k / 8)}`)])) } } } } } } } },
  components: { schemas },
};

describe('deferred schema levels', () => {
  let dir: string;
  let site: StaticServer;
  let browser: Browser;
  let deepId: string;
  let sharedId: string;
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'docs-levels-'));
    writeFileSync(join(dir, 'openapi.json'), JSON.stringify(doc));
    const built = await buildSchemaSite(join(dir, 'openapi.json'));
    assert.equal(built.error, undefined, built.log);
    for (const [path, buf] of built.result!.files) {
      mkdirSync(dirname(join(dir, 'out', path)), { recursive: true });
      writeFileSync(join(dir, 'out', path), buf);
    }
    const html = built.file('api/huge/index.html')!;
    const url = /data-schema-levels-url="\/([^"]+)"/.exec(html)![1];
    deepId = Object.keys(JSON.parse(built.file(url)!).ids).at(-1)!;
    // A field of the component two shared files down from one the page draws.
    const shared = /data-schema-levels="([^"]+)" data-schema-levels-src=/.exec(html)![1];
    sharedId = `${shared}-child-field_3`;
    site = await startStaticServer(join(dir, 'out'));
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await site?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('fills a deferred level when it is opened, with its property links', async () => {
    const s = await openSession(browser);
    await s.page.goto(`${site.url}api/huge/`);
    await hydrated(s.page);
    const anchor = await s.page.$eval('[data-schema-levels]', (el) => el.getAttribute('data-schema-levels')!);
    // Open every closed level that holds the placeholder.
    await s.page.$eval(`[data-schema-levels="${anchor}"]`, (el) => {
      for (let p = el.parentElement; p; p = p.parentElement) if (p instanceof HTMLDetailsElement) p.open = true;
    });
    await s.page.waitForFunction((a) => !document.querySelector(`[data-schema-levels="${a}"]`), anchor);
    const linked = await s.page.$$eval('.schema > li[id] > a:first-child', (as) => as.every((a) => a.getAttribute('href') === `#${a.parentElement!.id}`));
    assert.ok(linked, 'every property name links to its item');
    assert.deepEqual(s.errors, []);
    await s.close();
  });

  /** Opens the huge page at `#id`: the levels on the way are loaded, and the target is shown. */
  const deepLinkShows = async (id: string) => {
    const s = await openSession(browser);
    await s.page.goto(`${site.url}api/huge/#${id}`);
    await hydrated(s.page);
    await s.page.waitForFunction((target) => document.getElementById(target) !== null, id);
    const visible = await s.page.$eval(`[id="${id}"]`, (el) => (el as HTMLElement).offsetParent !== null);
    assert.ok(visible, 'the target is shown');
    assert.deepEqual(s.errors, []);
    await s.close();
  };

  it('loads the level a deep link leads into, and shows the target', () => deepLinkShows(deepId));

  it('fills a shared level when it is opened, its ids continuing the anchor it opens under', async () => {
    const s = await openSession(browser);
    await s.page.goto(`${site.url}api/huge/`);
    await hydrated(s.page);
    const anchor = await s.page.$eval('[data-schema-levels-src]', (el) => {
      for (let p = el.parentElement; p; p = p.parentElement) if (p instanceof HTMLDetailsElement) p.open = true;
      return el.getAttribute('data-schema-levels')!;
    });
    await s.page.waitForFunction((a) => document.getElementById(`${a}-field_0`) !== null, anchor);
    assert.equal(await s.page.$$eval('[id*="schema-level-root"]', (els) => els.length), 0);
    assert.ok(await s.page.$(`[data-schema-levels="${anchor}-child"][data-schema-levels-src]`), 'its own component is shared in turn');
    assert.deepEqual(s.errors, []);
    await s.close();
  });

  it('loads the shared levels a deep link leads into, one within another, and shows the target', () => deepLinkShows(sharedId));
});
