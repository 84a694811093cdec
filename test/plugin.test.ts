// A site's own plugin (test/fixtures/plugin/plugins/releases.ts) adds a page
// kind, a sidebar item type and an extra output file through the plugin API
// alone; its pages get twins, search records and the link check like any other.
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { copyFixture, edit, runDocs } from './helpers.ts';

describe("a site's own plugin", () => {
  const dir = copyFixture('plugin');
  const built = runDocs(['build', '--offline'], dir);
  const out = (path: string) => readFileSync(join(dir, 'out', path), 'utf8');

  it('adds pages of its own kind, rendered in the layout', () => {
    assert.equal(built.code, 0, built.stderr);
    const page = out('releases/2-1-0/index.html');
    assert.match(page, /<title>Release 2\.1\.0 \| Docs<\/title>/);
    assert.match(page, /Receipts read tips and service charges\./);
    assert.match(page, /<h2 id="changes"/);
  });

  it('provides a sidebar item type the config uses', () => {
    const home = out('index.html');
    assert.match(home, /Releases/);
    assert.match(home, /href="\/releases\/2-1-0\/"[^>]*>2\.1\.0</);
    assert.match(home, /href="\/releases\/2-0-0\/"[^>]*>2\.0\.0</);
  });

  it('writes its extra file', () => {
    const data = JSON.parse(out('releases.json')) as { version: string; url: string }[];
    assert.deepEqual(data.map((r) => [r.version, r.url]), [['2.1.0', '/releases/2-1-0/'], ['2.0.0', '/releases/2-0-0/']]);
  });

  it("gives its pages their kind's twin and search records", () => {
    assert.equal(out('releases/2-1-0.md'), '# Release 2.1.0\n\nReleased on 2026-10-01.\n\n## Changes\n\n- Receipts read tips and service charges.\n- Webhooks retry for a day.\n');
    assert.match(out('llms.txt'), /\[Release 2\.1\.0\]\(https:\/\/docs\.acme\.example\/releases\/2-1-0\.md\)/);
    const records = JSON.parse(out('search-records.json')) as { url: string; content: string | null }[];
    assert.ok(records.some((r) => r.url === 'https://docs.acme.example/releases/2-1-0/#changes' && r.content?.includes('Webhooks retry for a day.')));
  });

  it('has its links checked, a broken one blamed on its source file', () => {
    const copy = copyFixture('plugin');
    edit(join(copy, 'releases.json'), (t) => t.replace('See the [home page](/)', 'See the [old page](/nowhere/)'));
    const r = runDocs(['build', '--offline'], copy);
    assert.equal(r.code, 1);
    assert.match(r.stderr, /releases\.json.*→ \/nowhere\/ \(no page or file at this path; on page \/releases\/2-0-0\/\)/);
  });

  it('is refused with a clear message when it is not a plugin', () => {
    const copy = copyFixture('plugin');
    writeFileSync(join(copy, 'docs-site.config.ts'), readFileSync(join(copy, 'docs-site.config.ts'), 'utf8').replace("plugins: [releases({ file: 'releases.json' })]", 'plugins: [releases]'));
    const r = runDocs(['build', '--offline'], copy);
    assert.equal(r.code, 1);
    assert.match(r.stderr, /docs-site\.config\.ts:\d+: Invalid config: `plugins\[0\]` must be a plugin object, got a function\.\n\s+→ It is a function: call it \(`plugins: \[myPlugin\(\)\]`\)/);
    assert.doesNotMatch(r.stderr, /\n\s+at /); // no stack trace
  });

  it("reports an error in its own code as the plugin's, with no stack trace, and leaves out/ as it was", () => {
    const copy = copyFixture('plugin');
    assert.equal(runDocs(['build', '--offline'], copy).code, 0);
    const before = readFileSync(join(copy, 'out', 'releases.json'), 'utf8');
    // A release without notes: the plugin's renderer calls .map on undefined.
    edit(join(copy, 'releases.json'), (t) => JSON.stringify(JSON.parse(t).map((r: object, i: number) => (i ? r : { ...r, notes: undefined }))));
    const r = runDocs(['build', '--offline'], copy);
    assert.equal(r.code, 1);
    assert.match(r.stderr, /\nreleases\.json: Rendering failed: Cannot read properties of undefined \(reading 'map'\)\n/);
    assert.doesNotMatch(r.stderr, /\n\s+at /); // no stack trace
    assert.equal(readFileSync(join(copy, 'out', 'releases.json'), 'utf8'), before);
    // Its load hook throwing (JSON.parse on a broken file): named after the plugin and the hook.
    writeFileSync(join(copy, 'releases.json'), '[{');
    const broken = runDocs(['build', '--offline'], copy);
    assert.equal(broken.code, 1);
    assert.match(broken.stderr, /\ndocs-site\.config\.ts: The "releases" plugin failed in its load hook: .*JSON.*\n\s+→ This is an error in the plugin's code/);
    assert.doesNotMatch(broken.stderr, /\n\s+at /);
    assert.equal(readFileSync(join(copy, 'out', 'releases.json'), 'utf8'), before);
  });
});
