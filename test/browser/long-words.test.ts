// A very long unbreakable word (a base64 blob in a schema, say) used to make
// its page unloadable: with `overflow-wrap: break-word`, Chromium's layout
// cost grows with the square of the word (60,000 characters ~25 s; a
// megabyte never finished). Pages with such words — in an operation's
// description, its summary (the title, the sidebar), a property, an example,
// an enum, a guide's paragraph, table and code — must load and lay out, with
// JavaScript off and on. The bounds are only there to end a hang.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { runDocs } from '../helpers.ts';
import { startStaticServer, type StaticServer } from '../fakes/static-server.ts';
import { hostileSite } from '../hostile-schema.ts';
import { hydrated, launchBrowser, openSession, PHONE } from './harness.ts';

/** A word with no break opportunity (base64 of zeros): the worst case for the line breaker. */
const word = (c: string, n: number) => c.repeat(n);
const MEGA = word('A', 1_000_000);
const HANG = 120_000;

const op = (id: string, fields: Record<string, unknown>, schema?: Record<string, unknown>) => ({
  operationId: id,
  tags: ['Blobs'],
  summary: id,
  ...fields,
  ...(schema ? { requestBody: { content: { 'application/json': { schema } } } } : {}),
  responses: { '200': { description: 'OK' } },
});

const schema = {
  openapi: '3.0.3',
  info: { title: 'Blob API', version: '1' },
  tags: [{ name: 'Blobs' }],
  paths: {
    '/mega': { post: op('megaDescription', { description: `An image, base64: ${MEGA} (that was it).` }) },
    '/title': { post: op('longTitle', { summary: word('B', 60_000) }) },
    '/fields': {
      post: op('longFields', {}, {
        type: 'object',
        properties: {
          blob: { type: 'string', description: `Starts ${word('C', 60_000)} ends`, example: word('D', 60_000) },
          mode: { type: 'string', enum: [word('E', 20_000), 'short'] },
        },
      }),
    },
  },
};

const guide = `---\ntitle: Long guide\n---\n\nA paragraph: ${word('F', 60_000)} and more.\n\n| a | b |\n|---|---|\n| ${word('G', 20_000)} | x |\n\nInline \`${word('H', 20_000)}\` code.\n`;

describe('pages with very long words load', () => {
  let browser: Browser;
  let site: string;
  let server: StaticServer;
  let pages: string[];
  before(async () => {
    site = hostileSite(schema as never, { 'long.mdx': guide });
    const r = runDocs(['build', '--offline'], site);
    if (r.code !== 0) throw new Error(r.stderr);
    const out = join(site, 'out');
    // The guide, the tag's page and every operation page (the long summary's route is cut short).
    const operations = readdirSync(join(out, 'api', 'blobs'), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => `api/blobs/${d.name}/`);
    assert.equal(operations.length, 3, operations.join(', '));
    pages = ['long/', 'api/blobs/', ...operations];
    server = await startStaticServer(out);
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.close();
    if (site) rmSync(site, { recursive: true, force: true });
  });

  it('with JavaScript off, each page reaches DOMContentLoaded and lays out (desktop and phone)', async () => {
    for (const viewport of [{ width: 1440, height: 900 }, PHONE]) {
      const s = await openSession(browser, { javaScriptEnabled: false, viewport });
      try {
        for (const path of pages) {
          const response = await s.page.goto(server.url + path, { waitUntil: 'domcontentloaded', timeout: HANG });
          assert.equal(response?.status(), 200, path);
          // A screenshot needs style, layout and paint of the whole viewport: the part that was quadratic.
          await s.page.screenshot({ timeout: HANG });
        }
      } finally {
        await s.close();
      }
    }
  });

  it('with JavaScript on, the page hydrates and the word is still whole (copying or searching it gives it all)', async () => {
    const s = await openSession(browser);
    try {
      await s.page.goto(server.url + 'api/blobs/megadescription/', { timeout: HANG });
      await hydrated(s.page);
      const text = await s.page.locator('#__docs_wrapper main').first().textContent({ timeout: HANG });
      assert.ok(text?.includes(`base64: ${MEGA} (that was it)`));
      await s.page.goto(server.url + 'long/', { timeout: HANG });
      await hydrated(s.page);
      assert.ok((await s.page.locator('#__docs_wrapper main').first().textContent())?.includes(word('F', 60_000)));
      assert.deepEqual(s.errors, []);
    } finally {
      await s.close();
    }
  });
});
