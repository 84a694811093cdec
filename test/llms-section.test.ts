// The llms section on a real build of the default site: a Markdown twin of
// every route, llms.txt listing them all, llms-full.txt, and the links and
// buttons that point pages at their twins.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { read } from './helpers.ts';
import { defaultSite } from './sites.ts';

describe('llms section (default site)', () => {
  let out: string;
  let routes: { path: string; title: string; kind: string }[];
  const twinFile = (route: string) => join(out, route === '/' ? 'index.md' : `${route.slice(1, -1)}.md`);
  before(async () => {
    const r = await defaultSite();
    assert.equal(r.code, 0, r.stderr);
    out = r.out;
    // The search results page is a tool, not text: it has no twin.
    routes = (JSON.parse(read(join(out, 'routes.json'))) as typeof routes).filter((r) => r.path !== '/search/');
  });

  it('writes a Markdown twin of every route, starting with its title', () => {
    assert.ok(routes.length > 100);
    for (const route of routes) {
      assert.ok(existsSync(twinFile(route.path)), `no twin for ${route.path}`);
      assert.ok(read(twinFile(route.path)).startsWith(`# ${route.title}\n`), `twin of ${route.path} does not start with its title`);
    }
    assert.ok(existsSync(join(out, 'index.md')));
    assert.ok(existsSync(join(out, 'fraud/intro.md')));
  });

  it('lists every route in llms.txt, in the llms.txt convention', () => {
    const text = read(join(out, 'llms.txt'));
    const lines = text.split('\n');
    assert.equal(lines[0], '# Docs');
    assert.match(lines[2], /^> \S/);
    assert.ok(lines.some((l) => /^## \S/.test(l)));
    for (const route of routes) {
      const url = `https://docs.quire.example${route.path === '/' ? '/index.md' : route.path.slice(0, -1) + '.md'}`;
      assert.ok(text.includes(`](${url})`), `llms.txt does not list ${route.path}`);
    }
  });

  it('puts every twin in llms-full.txt', () => {
    const full = read(join(out, 'llms-full.txt'));
    for (const route of routes) assert.ok(full.includes(`# ${route.title}\n`), `llms-full.txt lacks ${route.path}`);
  });

  it('gives an API twin its method, path, parameters, error codes and one curl sample', () => {
    const twin = read(join(out, 'api/receipts-invoices/process-a-document.md'));
    assert.match(twin, /`POST \/api\/v8\/partner\/documents`/);
    assert.match(twin, /\| `file_url` \| string/);
    assert.match(twin, /`MALFORMED_PARAMETERS`/);
    assert.equal(twin.match(/```bash/g)?.length, 1);
    assert.match(twin, /curl -X POST "https:\/\/api\.quire\.example\/api\/v8\/partner\/documents"/);
  });

  it('flattens guides readably: no front matter, no HTML, admonitions and code kept', () => {
    const twin = read(join(out, 'api/getting-started/authentication.md'));
    assert.doesNotMatch(twin, /^---$/m);
    assert.doesNotMatch(twin, /<\/?(div|span|button|details)\b/);
    assert.doesNotMatch(twin, /Direct link to/);
    assert.match(twin, /```(bash|python|javascript)/);
  });

  it('links each page to its twin and offers a Copy page button', () => {
    const html = read(join(out, 'fraud/intro/index.html'));
    assert.match(html, /<link rel="alternate" type="text\/markdown" href="\/fraud\/intro\.md" title="This page as Markdown">/);
    assert.match(html, /<button type="button" class="doc__action" title="Copy this page as Markdown" data-copy-from="\/fraud\/intro\.md">Copy page<\/button>/);
    assert.match(read(join(out, 'index.html')), /<link rel="alternate" type="text\/markdown" href="\/index\.md"/);
  });

  it('gives the search results page no twin, no Copy page button and no line in the llms files', () => {
    const html = read(join(out, 'search/index.html'));
    assert.doesNotMatch(html, /type="text\/markdown"|data-copy-from=/);
    assert.ok(!existsSync(join(out, 'search.md')));
    assert.doesNotMatch(read(join(out, 'llms.txt')), /\/search\.md/);
    assert.doesNotMatch(read(join(out, 'llms-full.txt')), /^# Search the documentation$/m);
  });
});
