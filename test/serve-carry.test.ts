// serve carries the data and render key of every page an edit cannot have
// changed (cli/page-keys.ts): the edit of one guide's text makes no other
// page's data again. Whatever the edit, serve's pages must be what a fresh
// `docs build` of the edited site writes: a guide's text, a front matter
// label other pages show, a title, a broken link (the build fails, and passes
// once it is fixed), a page removed and a page added.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copyFixture, edit, runDocsAsync, startServe, type ServeProcess } from './helpers.ts';

/** Every page and Markdown twin under `out` → its text. */
function pages(out: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const name of readdirSync(out, { recursive: true }) as string[]) {
    if (name.split('/').some((part) => part.startsWith('.')) || !/(^|\/)index\.html$|\.md$/.test(name)) continue;
    files.set(name, readFileSync(join(out, name), 'utf8'));
  }
  return files;
}

describe('docs serve after an edit writes the pages a fresh build writes', () => {
  let site: string;
  let fresh: string;
  let server: ServeProcess;
  const guide = (name: string) => join(site, 'content', 'guides', `${name}.mdx`);

  before(async () => {
    site = copyFixture('search');
    fresh = mkdtempSync(join(tmpdir(), 'docs-carry-fresh-'));
    server = await startServe(site, ['--offline']);
  });
  after(async () => {
    await server.stop();
    rmSync(site, { recursive: true, force: true });
    rmSync(fresh, { recursive: true, force: true });
  });

  /** Makes a change and waits for its rebuild's line ("built …" or "build failed"). */
  async function rebuilt(change: () => void): Promise<string> {
    await server.idle();
    const from = server.output().length;
    change();
    return (await server.waitForOutput(/^.*: (built \d+ pages|build failed).*$/m, from, "the edit's rebuild"))[0];
  }

  /** serve's pages and twins against a fresh build's of the same sources. */
  async function sameAsFreshBuild(): Promise<void> {
    const r = await runDocsAsync(['build', '--offline', '--drafts', '--out', fresh], site);
    assert.equal(r.code, 0, r.stderr);
    const served = pages(join(site, 'out'));
    const built = pages(fresh);
    assert.deepEqual([...served.keys()].sort(), [...built.keys()].sort());
    for (const [name, text] of built) assert.equal(served.get(name), text, `${name} differs from a fresh build's`);
  }

  it("an edit of a guide's text: only that page is made again, and every page is a fresh build's", async () => {
    const line = await rebuilt(() => edit(guide('widget-03'), (s) => s.replace('Each guide has three sections about widgets.', 'Each guide has three sections about widgets. Carried marker.')));
    assert.match(line, /built \d+ pages, 1 rendered/);
    await sameAsFreshBuild();
  });

  it('a front matter label other pages show (pagination_label) reaches their previous/next links', async () => {
    const line = await rebuilt(() => edit(guide('widget-03'), (s) => s.replace('sidebar_position: 3', 'sidebar_position: 3\npagination_label: The carried widget')));
    assert.match(line, /built \d+ pages/);
    assert.match(readFileSync(join(site, 'out', 'guides', 'widget-04', 'index.html'), 'utf8'), /pagination-nav__link--prev"[^>]*>.*?The carried widget/);
    await sameAsFreshBuild();
  });

  it("a title change reaches the other pages' sidebars", async () => {
    await rebuilt(() => edit(guide('widget-05'), (s) => s.replace(/^title: .*$/m, 'title: The renamed widget')));
    assert.match(readFileSync(join(site, 'out', 'guides', 'widget-09', 'index.html'), 'utf8'), /<aside[^]*The renamed widget[^]*<\/aside>/);
    await sameAsFreshBuild();
  });

  it('a broken link the edit brings fails the build; fixed, the pages are a fresh build\'s', async () => {
    const original = readFileSync(guide('widget-07'), 'utf8');
    const failed = await rebuilt(() => writeFileSync(guide('widget-07'), `${original}\n\nSee [nowhere](/guides/nowhere/).\n`));
    assert.match(failed, /build failed/);
    assert.doesNotMatch(readFileSync(join(site, 'out', 'guides', 'widget-07', 'index.html'), 'utf8'), /nowhere/);
    const fixed = await rebuilt(() => writeFileSync(guide('widget-07'), `${original}\n\nSee [the cyan widget](/guides/widget-03/).\n`));
    assert.match(fixed, /built \d+ pages/);
    await sameAsFreshBuild();
  });

  it('a page removed, then a page added', async () => {
    await rebuilt(() => unlinkSync(guide('widget-12')));
    assert.ok(!pages(join(site, 'out')).has('guides/widget-12/index.html'));
    await sameAsFreshBuild();
    await rebuilt(() => writeFileSync(guide('widget-13'), '---\ntitle: The new widget\nsidebar_position: 13\n---\n\nA widget added while serve runs.\n'));
    assert.match(readFileSync(join(site, 'out', 'guides', 'widget-11', 'index.html'), 'utf8'), /pagination-nav__link--next"[^>]*>.*?The new widget/);
    await sameAsFreshBuild();
  });
});
