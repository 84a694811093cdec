// docs build after docs build: pages whose render key is unchanged are neither
// rendered nor link-checked again (their previous files stand), yet a link on
// such a page that an edit elsewhere broke still fails the build, and out/
// stays as the last good build left it.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { copyFixture, edit, runDocs } from './helpers.ts';

/** Every file of out/ with its contents. */
function snapshot(out: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const name of readdirSync(out, { recursive: true }) as string[]) {
    const path = join(out, name);
    if (statSync(path).isFile()) files.set(name, readFileSync(path, 'latin1'));
  }
  return files;
}

function build(dir: string) {
  return runDocs(['build', '--offline'], dir);
}

describe('no-change and small-change rebuilds', () => {
  let dir: string;
  let out: string;
  before(() => {
    dir = copyFixture('basic');
    out = join(dir, 'out');
    const first = build(dir);
    assert.equal(first.code, 0, first.stderr);
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('reuses every page of an unchanged site and writes the same output', () => {
    const before = snapshot(out);
    const again = build(dir);
    assert.equal(again.code, 0, again.stderr);
    const pages = /Built (\d+) pages \((\d+) unchanged\)/.exec(again.stdout);
    assert.ok(pages, again.stdout);
    assert.equal(pages[1], pages[2], 'every page is unchanged');
    assert.deepEqual(snapshot(out), before);
  });

  it('fails on a link of an unchanged page whose target lost its anchor, leaving out/ as it was', () => {
    const intro = join(dir, 'content', 'guides', 'intro.mdx');
    const original = readFileSync(intro, 'utf8');
    const before = snapshot(out);
    // The home page (unchanged) links to /guides/intro/#custom-anchor.
    edit(intro, (text) => text.replace('## A heading with a custom id {#custom-anchor}', '## A heading with a new id {#renamed-anchor}'));
    const broken = build(dir);
    assert.notEqual(broken.code, 0, 'the build fails');
    assert.match(broken.stderr, /custom-anchor/);
    assert.match(broken.stderr, /index\.mdx/, 'the link is blamed on the page that has it');
    assert.deepEqual(snapshot(out), before, 'out/ is the last good build');

    edit(intro, () => original);
    const fixed = build(dir);
    assert.equal(fixed.code, 0, fixed.stderr);
  });

  it('fails on a link of an unchanged page to a static file that is gone', () => {
    const logo = join(dir, 'static', 'img', 'logo.svg');
    const svg = readFileSync(logo, 'utf8');
    rmSync(logo);
    const broken = build(dir);
    assert.notEqual(broken.code, 0, 'the build fails');
    assert.match(broken.stderr, /\/img\/logo\.svg/);
    writeFileSync(logo, svg);
    const fixed = build(dir);
    assert.equal(fixed.code, 0, fixed.stderr);
  });

  it('fails on a link to a page that is gone', () => {
    const setup = join(dir, 'content', 'guides', 'advanced', 'setup.mdx');
    const text = readFileSync(setup, 'utf8');
    rmSync(setup);
    const broken = build(dir);
    assert.notEqual(broken.code, 0, 'the build fails');
    assert.match(broken.stderr, /setup/);
    writeFileSync(setup, text);
    const fixed = build(dir);
    assert.equal(fixed.code, 0, fixed.stderr);
  });
});
