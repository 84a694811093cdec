// Byte budgets of the built default site (bytes only, never time): what a
// reader downloads for a guide, an API operation and the console, and the
// stylesheet. Generous enough for content to grow, tight enough that a page
// repeating the whole site (a full large sidebar, every operation's data)
// fails. Sizes are printed as diagnostics.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { InteractiveApiPage } from '../renderer/components/api/ApiPages.tsx';
import { defaultSite } from './sites.ts';

const KB = 1024;
// Every page also has a raw budget: markup repeated on every page (sidebar, schema trees,
// highlighted samples and examples) is what grows, and gzip hides repeated markup that the browser
// still parses and the host still stores. API operation pages carry one language's request sample
// (the browser writes the others when their tab is chosen).
const BUDGETS: { what: string; route: string; gzip: number; raw?: number }[] = [
  { what: 'home page', route: '', gzip: 16 * KB, raw: 26 * KB },
  { what: 'guide page', route: 'fraud/intro', gzip: 20 * KB, raw: 30 * KB },
  { what: 'API group index', route: 'api/receipts-invoices', gzip: 16 * KB, raw: 31 * KB },
  { what: 'API operation page (the largest schema)', route: 'api/receipts-invoices/process-a-document', gzip: 30 * KB, raw: 200 * KB },
  { what: 'API operation page', route: 'api/receipts-invoices/get-a-document', gzip: 23 * KB, raw: 152 * KB },
];
const CSS_GZIP = 12 * KB;

describe('page byte budgets (default site)', () => {
  let out: string;
  before(async () => {
    const r = await defaultSite();
    assert.equal(r.code, 0, r.stderr);
    out = r.out;
  });

  for (const { what, route, gzip, raw } of BUDGETS) {
    it(`keeps the ${what} under ${gzip / KB} KB gzip${raw ? ` and ${raw / KB} KB raw` : ''}`, (t) => {
      const html = readFileSync(join(out, route, 'index.html'));
      const size = gzipSync(html, { level: 9 }).length;
      t.diagnostic(`${what}: ${html.length} bytes raw, ${size} bytes gzip`);
      assert.ok(size < gzip, `${size} bytes gzip`);
      if (raw) assert.ok(html.length < raw, `${html.length} bytes raw`);
    });
  }

  it(`keeps the stylesheet under ${CSS_GZIP / KB} KB gzip`, (t) => {
    const html = readFileSync(join(out, 'index.html'), 'utf8');
    const css = [...html.matchAll(/<link rel="stylesheet" href="\/([^"]+)"/g)].map((m) => readFileSync(join(out, m[1])));
    const size = css.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0);
    t.diagnostic(`stylesheet: ${size} bytes gzip`);
    assert.ok(size < CSS_GZIP, `${size} bytes gzip`);
  });

  it('keeps the interactive API page under 100 KB at any number of operations', (t) => {
    // The built page with its content swapped for a far larger schema's: 1,000 operations in 12
    // tags (the benchmark corpus), in 1,000 tags, and 20,000 in 5,000 tags with long names.
    const html = readFileSync(join(out, 'interactive-api/index.html'), 'utf8');
    const start = html.indexOf('<div class="console"');
    const end = html.indexOf('</div>', start) + '</div>'.length; // the list holds no other div
    assert.ok(start > 0 && html.slice(start, end).includes('console__groups'));
    for (const [ops, tags, name] of [
      [1000, 12, 'Line items'],
      [1000, 1000, 'Tag'],
      [20000, 5000, 'A tag with a long name, as some schemas have them, number'],
    ] as const) {
      const groups = Array.from({ length: tags }, (_, i) => ({ tag: `${name} ${i}`, href: `/api/${name.toLowerCase().replace(/\W+/g, '-')}-${i}/`, count: Math.ceil(ops / tags) }));
      const content = renderToString(
        createElement(InteractiveApiPage, { groups, operationCount: ops, infoHref: '/api/quire-api/', indexUrl: '/assets/api/console-index-0123456789.json', baseUrl: '/', productName: 'Quire', serverUrl: 'https://api.quire.example' }),
      );
      const bytes = Buffer.byteLength(html.slice(0, start) + content + html.slice(end));
      t.diagnostic(`interactive API page at ${ops} operations in ${tags} tags: ${bytes} bytes`);
      assert.ok(bytes <= 100_000, `${ops} operations in ${tags} tags: ${bytes} bytes`);
    }
  });

  it('keeps every page of a large sidebar from carrying all of it', () => {
    // The API sidebar (over 100 links) is trimmed: a page holds its branch, not every operation.
    const html = readFileSync(join(out, 'api/receipts-invoices/process-a-document/index.html'), 'utf8');
    const aside = html.slice(html.indexOf('<aside'), html.indexOf('</aside>'));
    const fragment = readFileSync(join(out, /data-fragment="\/([^"]+)"/.exec(aside)![1]), 'utf8');
    assert.ok(aside.length < fragment.length / 2, `${aside.length} of ${fragment.length}`);
    // A long category shows a window of its links around the page's own; the rest are on the category's page.
    const links = [...aside.matchAll(/<a class="menu__link[^"]*"(?: aria-current="page")? href="\/api\/receipts-invoices\/[^"]+"/g)];
    assert.ok(links.length <= 15, `${links.length} links of the category`);
    assert.match(aside, /<a class="menu__more" href="\/api\/receipts-invoices\/" data-more="" title="Every page of Receipts &amp; invoices">\d+ more<\/a>/);
  });
});
