// serve lists the content folder once and reuses the listing while none of its
// folders changed (an edit to a guide changes no folder). Pages added, removed
// or renamed — in a folder of the listing, in a new one, in one left empty —
// must still reach the site: after each step, out/ is byte for byte what a cold
// `docs build` of the same sources writes.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listContentTree } from '../cli/content.ts';
import { copyFixture, edit, runDocs, startServe, type ServeProcess } from './helpers.ts';

/** Dates every folder under `dir` (and it) a minute back: their listing may be reused from then on. */
function ageFolders(dir: string): void {
  const past = new Date(Date.now() - 60_000);
  for (const name of ['', ...(readdirSync(dir, { recursive: true }) as string[])]) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) utimesSync(path, past, past);
  }
}

/** Every file under `dir` (hidden ones aside) → its bytes. */
function filesOf(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const name of readdirSync(dir, { recursive: true }) as string[]) {
    if (name.split('/').some((part) => part.startsWith('.'))) continue;
    const path = join(dir, name);
    if (statSync(path).isFile()) files.set(name, readFileSync(path));
  }
  return files;
}

const guide = (title: string, position: number) => `---\ntitle: ${title}\nsidebar_position: ${position}\n---\n\nThe ${title.toLowerCase()} is a page of the listing test.\n`;

describe('the content listing under docs serve', () => {
  it('is reused while no folder changed, and made again when an entry was added, removed or renamed', () => {
    const dir = mkdtempSync(join(tmpdir(), 'docs-listing-'));
    try {
      mkdirSync(join(dir, 'a', 'empty'), { recursive: true });
      writeFileSync(join(dir, 'a', 'one.md'), 'one');
      writeFileSync(join(dir, 'top.md'), 'top');
      ageFolders(dir);
      const first = listContentTree(dir, true);
      assert.deepEqual(first, readdirSync(dir, { recursive: true }));
      writeFileSync(join(dir, 'a', 'one.md'), 'one, edited');
      assert.equal(listContentTree(dir, true), first, 'an edit changes no folder: the same listing');
      const steps: [string, () => void][] = [
        ['a file added to a folder', () => writeFileSync(join(dir, 'a', 'two.md'), 'two')],
        ['a file added to an empty folder', () => writeFileSync(join(dir, 'a', 'empty', 'three.md'), 'three')],
        ['a file renamed', () => renameSync(join(dir, 'a', 'two.md'), join(dir, 'a', 'deux.md'))],
        ['a file removed', () => rmSync(join(dir, 'top.md'))],
        ['a folder added', () => mkdirSync(join(dir, 'b'))],
      ];
      for (const [what, step] of steps) {
        ageFolders(dir);
        const known = listContentTree(dir, true);
        assert.equal(listContentTree(dir, true), known, `before ${what}: the listing stands`);
        step();
        assert.deepEqual(listContentTree(dir, true), readdirSync(dir, { recursive: true }), what);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('docs serve after pages are added, removed and renamed', () => {
  let site: string;
  let server: ServeProcess;
  const guides = () => join(site, 'content', 'guides');

  before(async () => {
    site = copyFixture('search');
    // Dated back before serve starts (not while it watches them): its listing may be reused until
    // a page is added; after that the folders are recent, and every later build lists them again.
    ageFolders(join(site, 'content'));
    server = await startServe(site);
  });
  after(async () => {
    await server.stop();
    rmSync(site, { recursive: true, force: true });
  });

  /** Makes a change, waits for its rebuild's site-wide files, and compares out/ with a cold build's. */
  async function step(what: string, change: () => void): Promise<void> {
    await server.idle();
    const from = server.output().length;
    change();
    await server.waitForOutput(/: built \d+ pages/, from, `the rebuild after ${what}`);
    await server.idle();
    assert.doesNotMatch(server.output().slice(from), /build failed/, what);
    const cold = mkdtempSync(join(tmpdir(), 'docs-listing-cold-'));
    try {
      // The sources only: not serve's output, its lock beside it or the cache.
      cpSync(site, cold, { recursive: true, filter: (src) => !/[/\\](out|\.out\.lock|\.cache)$/.test(src) });
      const built = runDocs(['build'], cold);
      assert.equal(built.code, 0, built.stderr);
      const served = filesOf(join(site, 'out'));
      const expected = filesOf(join(cold, 'out'));
      assert.deepEqual([...served.keys()].sort(), [...expected.keys()].sort(), `${what}: the same files`);
      for (const [name, bytes] of expected) assert.ok(bytes.equals(served.get(name)!), `${what}: ${name} is what a cold build writes`);
    } finally {
      rmSync(cold, { recursive: true, force: true });
    }
  }

  it('makes out/ as a cold build does after each change', async () => {
    await step('an edit to a guide', () => edit(join(guides(), 'widget-03.mdx'), (s) => s.replace('Each guide has three sections', 'Each guide, edited, has three sections')));
    await step('a guide added', () => writeFileSync(join(guides(), 'widget-13.mdx'), guide('The amber widget', 13)));
    await step('a guide in a new folder', () => {
      mkdirSync(join(guides(), 'more'));
      writeFileSync(join(guides(), 'more', 'deep.mdx'), guide('The deep widget', 1));
    });
    await step('an edit after the new folder', () => edit(join(guides(), 'more', 'deep.mdx'), (s) => s.replace('is a page', 'is still a page')));
    await step('a guide renamed', () => renameSync(join(guides(), 'widget-13.mdx'), join(guides(), 'widget-31.mdx')));
    await step('a guide removed, its folder left empty', () => rmSync(join(guides(), 'more', 'deep.mdx')));
    await step('a guide added to the empty folder', () => writeFileSync(join(guides(), 'more', 'again.mdx'), guide('The returning widget', 2)));
  });
});
