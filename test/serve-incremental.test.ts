// `docs serve` rebuilds only what an edit touched: an edit to one guide renders
// and writes that page and its Markdown twin alone; a title change, the pages
// whose sidebar or previous/next links show it; a schema edit, the operation it
// changes. The live-reload event names exactly the files written. The site-wide
// files (llms-full.txt, the search records and index) follow the reload and
// hold the edit once written.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { chmodSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import { copyFixture, edit, listen, startServe, type ServeProcess } from './helpers.ts';

/** Every file of out/ (hidden staging files aside) → its inode and modification time. */
function snapshot(out: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const name of readdirSync(out, { recursive: true }) as string[]) {
    if (name.split('/').some((part) => part.startsWith('.'))) continue;
    const st = statSync(join(out, name));
    if (st.isFile()) files.set(name, `${st.ino}:${st.mtimeMs}`);
  }
  return files;
}

/** Files added, removed, replaced or rewritten between two snapshots. */
function touched(before: Map<string, string>, after: Map<string, string>): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name)).sort();
}

/** The files made from every page, written after the reload. */
const siteWide = (name: string) => /^(sitemap\.xml|routes\.json|sidebars\.json|llms\.txt|llms-full\.txt|search-records\.json|search-index\/.*)$/.test(name);

describe('docs serve rebuilds only what an edit touched', () => {
  let site: string;
  let server: ServeProcess;
  const out = (...parts: string[]) => join(site, 'out', ...parts);
  const text = (...parts: string[]) => readFileSync(out(...parts), 'utf8');
  /** The "built … pages" line of the rebuild that an edit started (the line follows its reload event). */
  let buildLine = '';
  /** Where the serve's output stood when the last edit was made. */
  let editedAt = 0;
  /** Waits until the site-wide pass that follows the last edit's rebuild has written its files. */
  const siteWideWritten = () => server.waitForOutput(/^ {2}site-wide files in \d+ ms/m, editedAt, 'the site-wide files after the edit');

  before(async () => {
    site = copyFixture('search');
    server = await startServe(site);
  });
  after(async () => {
    await server.stop();
    rmSync(site, { recursive: true, force: true });
  });

  /** Makes an edit once the last one's site-wide files are written, and returns the reload event's paths and the files touched. */
  async function change(file: string, update: (s: string) => string): Promise<{ paths: string[]; files: string[] }> {
    await server.idle();
    const events = listen(server.url);
    try {
      await events.connected;
      const before = snapshot(out());
      editedAt = server.output().length;
      edit(join(site, file), update);
      const event = await events.next('reload').catch((e: Error) => {
        throw new Error(`${e.message}\n--- serve's output ---\n${server.output()}`);
      });
      // The reload goes out first, then the terminal line: wait for the line of this rebuild.
      buildLine = (await server.waitForOutput(/^.*: built \d+ pages.*$/m, editedAt, "the rebuild's line"))[0];
      const files = touched(before, snapshot(out())).filter((name) => !siteWide(name));
      return { paths: (JSON.parse(event.data).paths as string[]).sort(), files };
    } finally {
      events.close();
    }
  }

  it('an edit to one guide renders and writes that page and its twin, and the reload event names them', async () => {
    const { paths, files } = await change('content/guides/widget-03.mdx', (s) => s.replace('Each guide has three sections about widgets.', 'Each guide has three sections about widgets. Marker one of the incremental test.'));
    assert.deepEqual(paths, ['/guides/widget-03.md', '/guides/widget-03/']);
    assert.deepEqual(files, ['guides/widget-03.md', 'guides/widget-03/index.html']);
    assert.match(buildLine, /built \d+ pages, 1 rendered/);
    assert.match(text('guides/widget-03/index.html'), /Marker one of the incremental test\./);
    // The site-wide files follow the reload, and hold the edit.
    await siteWideWritten();
    assert.ok(text('llms-full.txt').includes('Marker one of the incremental test.'), 'llms-full.txt has the edit');
    assert.ok(text('search-records.json').includes('Marker one of the incremental test.'), 'search-records.json has the edit');
    assert.ok(
      readdirSync(out('search-index')).some((name) => name.startsWith('d-') && gunzipSync(readFileSync(out('search-index', name))).toString('utf8').includes('Marker one of the incremental test.')),
      'a record chunk of the built-in index has the edit',
    );
    const meta = JSON.parse(text('search-index/meta.json')) as { n: number };
    assert.equal(meta.n, (JSON.parse(text('search-records.json')) as unknown[]).length);
  });

  it('a title change renders the pages whose sidebar or previous/next link shows it, and no page of another sidebar', async () => {
    const { paths, files } = await change('content/guides/widget-03.mdx', (s) => s.replace('title: The cyan widget', 'title: The teal widget'));
    const pages = files.filter((f) => f.endsWith('index.html'));
    // Every guide shows the guides sidebar; the API pages, the search page and the console show none of it.
    assert.ok(pages.includes('guides/widget-02/index.html') && pages.includes('guides/widget-04/index.html') && pages.includes('index.html'), pages.join(', '));
    assert.deepEqual(pages.filter((f) => !f.startsWith('guides/') && f !== 'index.html'), []);
    assert.deepEqual(paths.filter((p) => p.startsWith('/api/') || p.startsWith('/interactive-api/') || p.startsWith('/search/')), []);
    assert.match(text('guides/widget-04/index.html'), /pagination-nav__link--prev"[^>]*>.*?The teal widget/);
    assert.match(text('guides/widget-02/index.html'), /pagination-nav__link--next"[^>]*>.*?The teal widget/);
    assert.match(text('guides/widget-09/index.html'), /<aside[^]*The teal widget[^]*<\/aside>/);
    assert.doesNotMatch(text('guides/widget-09/index.html'), /The cyan widget/);
  });

  it('a schema edit renders the operation it changes (and pages listing it), not the other operations', async () => {
    const { paths, files } = await change('openapi.yaml', (s) => s.replace('description: Deletes one gadget.', 'description: Deletes one gadget for good.'));
    assert.ok(paths.includes('/api/gadgets/delete-a-gadget/'), paths.join(', '));
    const pages = files.filter((f) => f.endsWith('.html'));
    assert.ok(pages.includes('api/gadgets/delete-a-gadget/index.html'), pages.join(', '));
    // The console lists every operation (and may carry its description); no other page changes.
    assert.deepEqual(pages.filter((f) => !['api/gadgets/delete-a-gadget/index.html', 'interactive-api/index.html'].includes(f)), []);
    assert.ok(!paths.includes('/api/gadgets/create-a-gadget/'));
    assert.match(text('api/gadgets/delete-a-gadget/index.html'), /Deletes one gadget for good\./);
    assert.match(buildLine, /built \d+ pages, [12] rendered/);
  });

  it('file events that are no edit (a mode change) do not keep the site-wide files from being written', async () => {
    // The site-wide pass gives way to every file event until the watcher says whether it was an edit;
    // a stream of events that are none must still let it finish.
    const other = join(site, 'content/guides/widget-05.mdx');
    // Mode changes, one after another as fast as the server answers a request in between (a
    // file that is no page): a stream of events for the whole pass, paced by the server itself.
    let stirring = true;
    let stirs = 0;
    const stir = (async () => {
      for (let i = 0; stirring; i++) {
        chmodSync(other, i % 2 ? 0o644 : 0o664);
        stirs++;
        await headOf(server.url, 'sitemap.xml');
      }
    })();
    try {
      await change('content/guides/widget-03.mdx', (s) => s.replace('Each guide has three sections about widgets.', 'Each guide has three sections about widgets. Marker two of the incremental test.'));
      const before = stirs;
      // A pass may give way to the file events (and run again after a build): each pass that
      // writes its files says so; one of them holds the edit.
      for (let from = editedAt; ; ) {
        const written = await server.waitForOutput(/^ {2}site-wide files in \d+ ms.*$/m, from, 'site-wide files that hold the edit while file events go on');
        if (text('llms-full.txt').includes('Marker two of the incremental test.')) break;
        from = written.index + written[0].length;
      }
      assert.ok(stirs > before, 'file events went on during the site-wide pass');
    } finally {
      stirring = false;
      await stir;
    }
  });
});

/** A HEAD request answered by the server (it has handled what came before). */
function headOf(base: string, path: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, base), { method: 'HEAD' }, (res) => {
      res.resume();
      res.on('end', resolve);
    });
    req.on('error', reject);
    req.end();
  });
}
