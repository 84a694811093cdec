// docs build after docs build: pages whose render key is unchanged are neither
// rendered nor link-checked again (their previous files stand), yet a link on
// such a page that an edit elsewhere broke still fails the build, and out/
// stays as the last good build left it.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { copyFixture, edit, runDocs, startServe } from './helpers.ts';

/** Every file of out/ with its contents, and every folder. */
function snapshot(out: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const name of readdirSync(out, { recursive: true }) as string[]) {
    const path = join(out, name);
    files.set(name, statSync(path).isFile() ? readFileSync(path, 'latin1') : '(folder)');
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

  it('touches nothing in out/ when nothing changed, and puts back a file removed from it by hand', () => {
    const page = join(out, 'guides', 'intro', 'index.html');
    const asset = readdirSync(join(out, 'assets', 'css'))[0];
    const stamp = (file: string) => `${statSync(file).ino}:${statSync(file).mtimeMs}`;
    const before = { out: stamp(out), page: stamp(page) };
    rmSync(join(out, 'assets', 'css', asset));
    const again = build(dir);
    assert.equal(again.code, 0, again.stderr);
    // The same out/ and the same page file (not written, not linked anew); the missing file is back.
    assert.deepEqual({ out: stamp(out), page: stamp(page) }, before);
    assert.ok(statSync(join(out, 'assets', 'css', asset)).isFile());
    assert.deepEqual(readdirSync(out).filter((name) => name.startsWith('.')), [], 'no staged file left behind');
  });

  it('writes llms-full.txt again, whole, when one twin changed', () => {
    const setup = join(dir, 'content', 'guides', 'advanced', 'setup.mdx');
    const text = readFileSync(setup, 'utf8');
    const before = readFileSync(join(out, 'llms-full.txt'), 'utf8');
    writeFileSync(setup, `${text}\nA sentence added by the rebuild test.\n`);
    try {
      const r = build(dir);
      assert.equal(r.code, 0, r.stderr);
      const after = readFileSync(join(out, 'llms-full.txt'), 'utf8');
      assert.match(after, /A sentence added by the rebuild test\./);
      assert.match(readFileSync(join(out, 'guides', 'advanced', 'setup.md'), 'utf8'), /A sentence added by the rebuild test\./);
      // Every other twin is there as before.
      assert.equal(after.replace('\n\nA sentence added by the rebuild test.\n', '\n'), before);
    } finally {
      writeFileSync(setup, text);
      const fixed = build(dir);
      assert.equal(fixed.code, 0, fixed.stderr);
    }
    assert.equal(readFileSync(join(out, 'llms-full.txt'), 'utf8'), before);
  });

  it('writes a page that came and removes the file and folder of a page that went', () => {
    const extra = join(dir, 'content', 'guides', 'extra.mdx');
    writeFileSync(extra, '---\ntitle: Extra\n---\n\nA page that comes and goes.\n');
    try {
      const added = build(dir);
      assert.equal(added.code, 0, added.stderr);
      assert.ok(statSync(join(out, 'guides', 'extra', 'index.html')).isFile());
    } finally {
      rmSync(extra);
    }
    const removed = build(dir);
    assert.equal(removed.code, 0, removed.stderr);
    assert.throws(() => statSync(join(out, 'guides', 'extra')), /ENOENT/, 'its folder is gone');
    assert.throws(() => statSync(join(out, 'guides', 'extra.md')), /ENOENT/, 'and its twin');
  });

  it('keeps out/ as docs build writes it under docs serve (the live-reload script is added as a page is served)', async () => {
    const serve = await startServe(dir);
    try {
      const served = await (await fetch(new URL('guides/intro/', serve.url))).text();
      assert.match(served, /__docs\/events/, 'the page is served with the live-reload client');
    } finally {
      await serve.stop();
    }
    for (const page of ['index.html', 'guides/intro/index.html', 'guides/advanced/setup/index.html']) {
      assert.doesNotMatch(readFileSync(join(out, page), 'utf8'), /__docs\/events/, page);
    }
    const r = build(dir);
    assert.equal(r.code, 0, r.stderr);
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
