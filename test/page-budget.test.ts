// Byte budgets of the built default site (bytes only, never time): what a
// reader downloads for a guide, an API operation and the console, and the
// stylesheet. Generous enough for content to grow, tight enough that a page
// repeating the whole site (a full large sidebar, every operation's data)
// fails. Sizes are printed as diagnostics.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot, runDocs } from './helpers.ts';

const KB = 1024;
// API operation pages also have a raw budget: their markup (schema trees, eight highlighted samples)
// is what grows, and gzip hides repeated markup that the browser still parses.
const BUDGETS: { what: string; route: string; gzip: number; raw?: number }[] = [
  { what: 'home page', route: '', gzip: 16 * KB },
  { what: 'guide page', route: 'fraud/intro', gzip: 20 * KB },
  { what: 'API group index', route: 'api/receipts-invoices', gzip: 16 * KB },
  { what: 'API operation page (the largest schema)', route: 'api/receipts-invoices/process-a-document', gzip: 38 * KB, raw: 310 * KB },
  { what: 'API operation page', route: 'api/receipts-invoices/get-a-document', gzip: 28 * KB, raw: 205 * KB },
];
const CSS_GZIP = 12 * KB;

describe('page byte budgets (default site)', () => {
  let out: string;
  before(() => {
    out = mkdtempSync(join(tmpdir(), 'docs-budget-'));
    rmSync(out, { recursive: true });
    const r = runDocs(['build', '--offline', '--out', out], repoRoot);
    assert.equal(r.code, 0, r.stderr);
  });
  after(() => rmSync(out, { recursive: true, force: true }));

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
