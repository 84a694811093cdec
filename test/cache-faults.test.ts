// A cache may make a build faster, never different or broken; a build stopped
// at any moment leaves nothing behind that a later build keeps. Each fault is
// made on purpose, and the next build must end with exactly the clean build's
// out/ and nothing stray beside or inside it.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { copyFixture, edit, repoRoot, runDocs, runDocsAsync } from './helpers.ts';

/** Every file under `dir` (hidden ones too) → a hash of its contents. */
function snapshot(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const name of readdirSync(dir, { recursive: true }) as string[]) {
    const path = join(dir, name);
    if (statSync(path).isFile()) files.set(name, createHash('sha1').update(readFileSync(path)).digest('hex'));
  }
  return files;
}

function assertSameTree(actual: Map<string, string>, expected: Map<string, string>, what: string) {
  const extra = [...actual.keys()].filter((k) => !expected.has(k));
  const missing = [...expected.keys()].filter((k) => !actual.has(k));
  const differ = [...expected.keys()].filter((k) => actual.has(k) && actual.get(k) !== expected.get(k));
  assert.deepEqual({ extra, missing, differ }, { extra: [], missing: [], differ: [] }, what);
}

/** What a build left beside out/ (temporary folders, locks). */
const beside = (site: string) => readdirSync(site).filter((n) => n.startsWith('.out.'));

/** Replaces a file (never writes into it: the tool copy below shares its files' inodes with the repository). */
function replace(file: string, contents: Buffer) {
  writeFileSync(`${file}.fault`, contents);
  renameSync(`${file}.fault`, file);
}

/** Damages a file: its first half, or as many random bytes as it had. */
function damage(file: string, how: 'truncate' | 'garbage') {
  const size = statSync(file).size;
  replace(file, how === 'truncate' ? readFileSync(file).subarray(0, Math.floor(size / 2)) : randomBytes(Math.max(size, 16)));
}

/** The search fixture (guides, an API schema, search and twins) with a plain `.md` page too. */
function site(): string {
  const dir = copyFixture('search');
  writeFileSync(join(dir, 'content', 'guides', 'plain.md'), '---\ntitle: Plain widgets\n---\n\nA page in plain Markdown about widgets, with a [link](/guides/widget-01/).\n\n## More\n\nText.\n');
  return dir;
}

function build(dir: string, env: Record<string, string> = {}) {
  return runDocs(['build', '--offline'], dir, env);
}

describe('a build after a fault', () => {
  const clean = site();
  assert.equal(build(clean).code, 0);
  const reference = snapshot(join(clean, 'out'));

  it('ends with the clean output when cache entries are truncated or garbled', () => {
    const dir = site();
    assert.equal(build(dir).code, 0);
    const cache = join(dir, '.cache');
    for (const area of readdirSync(cache)) {
      const files = (readdirSync(join(cache, area), { recursive: true }) as string[]).map((f) => join(cache, area, f)).filter((f) => statSync(f).isFile());
      files.forEach((file, i) => damage(file, i % 2 ? 'garbage' : 'truncate'));
      const r = build(dir);
      assert.equal(r.code, 0, `${area}: ${r.stderr}`);
      assertSameTree(snapshot(join(dir, 'out')), reference, `after damaging .cache/${area}`);
      assert.deepEqual(beside(dir), []);
    }
  });

  for (const [point, what] of [
    ['stage:3', 'while it stages changed files'],
    ['commit:2', 'in the middle of its commit'],
    ['saved:1', 'after its commit, before its state is saved'],
  ] as const) {
    it(`ends with the clean output when the previous build was killed ${what}`, () => {
      const dir = site();
      assert.equal(build(dir).code, 0);
      const page = join(dir, 'content', 'guides', 'widget-03.mdx');
      const before = readFileSync(page);
      edit(page, (t) => t.replace(/widgets?/i, 'gadgets'));
      writeFileSync(join(dir, 'content', 'guides', 'new-page.md'), '---\ntitle: New page\n---\n\nNew text.\n');
      const killed = build(dir, { DOCS_FAULT: point });
      assert.equal(killed.code, -1, `the build was killed at ${point}: ${killed.stderr}`);
      // The edit is undone: the next build must not keep anything of the killed one.
      writeFileSync(page, before);
      rmSync(join(dir, 'content', 'guides', 'new-page.md'));
      const r = build(dir);
      assert.equal(r.code, 0, r.stderr);
      assertSameTree(snapshot(join(dir, 'out')), reference, `after a kill at ${point}`);
      assert.deepEqual(beside(dir), []);
    });
  }

  for (const point of ['stage:5', 'swap:1']) {
    it(`ends with the clean output when a first build was killed (${point})`, () => {
      const dir = site();
      assert.equal(build(dir, { DOCS_FAULT: point }).code, -1);
      const r = build(dir);
      assert.equal(r.code, 0, r.stderr);
      assertSameTree(snapshot(join(dir, 'out')), reference, `after a first build killed at ${point}`);
      assert.deepEqual(beside(dir), []);
    });
  }

  it('stops on Ctrl+C before its next page, leaving out/ as it was', () => {
    const dir = site();
    assert.equal(build(dir).code, 0);
    const built = snapshot(join(dir, 'out'));
    edit(join(dir, 'content', 'guides', 'widget-05.mdx'), (t) => `${t}\n\nMore text.\n`);
    edit(join(dir, 'content', 'index.mdx'), (t) => `${t}\n\nMore text.\n`);
    const stopped = build(dir, { DOCS_FAULT: 'int-stage:1' });
    assert.equal(stopped.code, 130, stopped.stderr);
    assert.match(stopped.stderr, /Build stopped/);
    assertSameTree(snapshot(join(dir, 'out')), built, 'out/ after a stopped build');
    assert.deepEqual(beside(dir), []);
    assert.equal(build(dir).code, 0);
  });

  it('lets one of two builds started at once in a folder run, or refuses clearly', async () => {
    const dir = site();
    const results = await Promise.all([runDocsAsync(['build', '--offline'], dir), runDocsAsync(['build', '--offline'], dir)]);
    for (const r of results) {
      if (r.code !== 0) assert.match(r.stderr, /Another build is running in this folder/);
    }
    assert.ok(results.some((r) => r.code === 0));
    const r = build(dir);
    assert.equal(r.code, 0, r.stderr);
    assertSameTree(snapshot(join(dir, 'out')), reference, 'after two builds at once');
    assert.deepEqual(beside(dir), []);
  });
});

describe('a project moved to another folder', () => {
  it('builds, and builds what a clean build makes, with its caches and the tool copied along', () => {
    // The tool installed in the project (as a team installs it) and the site beside it, moved the way
    // a CI cache restored elsewhere or a renamed checkout is: its caches still name the old place.
    const root = mkdtempSync(join(tmpdir(), 'docs-moved-'));
    const first = join(root, 'a');
    mkdirSync(join(first, 'tool'), { recursive: true });
    for (const part of ['bin', 'cli', 'renderer', 'templates', 'package.json', 'node_modules']) execFileSync('cp', ['-al', join(repoRoot, part), join(first, 'tool', part)]);
    execFileSync('cp', ['-r', site(), join(first, 'site')]);
    const bin = (at: string) => join(at, 'tool', 'bin', 'docs.mjs');
    const run = (at: string) => execFileSync(process.execPath, [bin(at), 'build', '--offline'], { cwd: join(at, 'site'), encoding: 'utf8', stdio: 'pipe' });
    run(first);
    const moved = join(root, 'b');
    execFileSync('cp', ['-al', first, moved]); // the first copy stays where it was
    run(moved);
    const cleanCopy = join(root, 'c');
    execFileSync('cp', ['-al', moved, cleanCopy]);
    rmSync(join(cleanCopy, 'tool', '.cache'), { recursive: true, force: true });
    rmSync(join(cleanCopy, 'site', '.cache'), { recursive: true, force: true });
    rmSync(join(cleanCopy, 'site', 'out'), { recursive: true, force: true });
    run(cleanCopy);
    assertSameTree(snapshot(join(moved, 'site', 'out')), snapshot(join(cleanCopy, 'site', 'out')), 'the moved project');

    // A damaged bundle of the tool itself is made again, never imported.
    damage(join(moved, 'tool', '.cache', 'cli', 'main.mjs'), 'truncate');
    const chunk = readdirSync(join(moved, 'tool', '.cache', 'cli')).find((n) => n.startsWith('chunk-') && n.endsWith('.mjs'))!;
    damage(join(moved, 'tool', '.cache', 'cli', chunk), 'garbage');
    for (const area of ['renderer', 'client-assets']) {
      for (const name of readdirSync(join(moved, 'tool', '.cache', area))) damage(join(moved, 'tool', '.cache', area, name), 'garbage');
    }
    run(moved);
    assertSameTree(snapshot(join(moved, 'site', 'out')), snapshot(join(cleanCopy, 'site', 'out')), 'after damaging the tool’s own bundles');

    // Another version of the tool: its caches of this site are not this version's.
    for (const at of [moved, cleanCopy]) {
      const server = join(at, 'tool', 'renderer', 'server.tsx');
      replace(server, Buffer.from(readFileSync(server, 'utf8').replace('>Skip to main content</a>', '>Skip to the content</a>')));
    }
    rmSync(join(cleanCopy, 'tool', '.cache'), { recursive: true, force: true });
    rmSync(join(cleanCopy, 'site', '.cache'), { recursive: true, force: true });
    run(moved);
    run(cleanCopy);
    const upgraded = snapshot(join(moved, 'site', 'out'));
    assertSameTree(upgraded, snapshot(join(cleanCopy, 'site', 'out')), 'after an upgrade of the tool');
    assert.ok(readFileSync(join(moved, 'site', 'out', 'index.html'), 'utf8').includes('>Skip to the content</a>'));
    rmSync(root, { recursive: true, force: true });
  });
});
