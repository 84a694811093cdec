// docs serve after docs build: serve starts from the build's saved state and
// answers a page as soon as its first build has it (an unchanged page at once,
// a changed one once rendered), yet what it serves is the current site: an
// edit made after the build is in the first answer, and every page served is
// the one the build leaves in out/ (with the live-reload client added).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { copyFixture, docsBin, edit, runDocs, startServe } from './helpers.ts';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** GETs `url` until serve answers (a refused connection means it is not listening yet). */
async function firstAnswer(url: string, child: ChildProcess, log: () => string): Promise<Response> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`serve exited:\n${log()}`);
    try {
      return await fetch(url);
    } catch {
      await new Promise((next) => setImmediate(next));
    }
  }
}

/** The page as out/ holds it: the served page without the live-reload client serve adds. */
const withoutDevScript = (html: string) => html.replace(/<script>[^<]*__docs\/events[^<]*<\/script><\/body><\/html>$/, '</body></html>');

describe('docs serve after docs build', () => {
  let dir: string;
  before(() => {
    dir = copyFixture('basic');
    const built = runDocs(['build', '--offline'], dir);
    assert.equal(built.code, 0, built.stderr);
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('answers right after start with the current pages, the ones its build leaves in out/', async () => {
    const marker = `Edited after the build ${Date.now()}`;
    edit(join(dir, 'content', 'guides', 'intro.mdx'), (text) => `${text}\n\n${marker}\n`);
    const port = await freePort();
    const child = spawn(process.execPath, [docsBin, 'serve', '--offline', '--no-drafts', '--port', String(port), '--host', '127.0.0.1'], { cwd: dir });
    let log = '';
    child.stdout!.on('data', (d) => (log += d));
    child.stderr!.on('data', (d) => (log += d));
    try {
      const base = `http://127.0.0.1:${port}`;
      const [home, intro] = await Promise.all(['/', '/guides/intro/'].map((path) => firstAnswer(base + path, child, () => log)));
      assert.equal(home.status, 200, log);
      assert.equal(intro.status, 200, log);
      const [homeHtml, introHtml] = await Promise.all([home.text(), intro.text()]);
      assert.match(introHtml, new RegExp(marker), 'the edit made after the build is served');
      assert.match(homeHtml, /__docs\/events/, 'with the live-reload client');
      // Once the first build is done, out/ holds exactly what was served.
      await new Promise<void>((resolve, reject) => {
        const check = () => (/Serving .* at http/.test(log) ? resolve() : child.exitCode !== null ? reject(new Error(log)) : setTimeout(check, 20));
        check();
      });
      assert.match(log, /Initial build: built \d+ pages, 1 rendered/, 'only the edited page was rendered');
      assert.equal(withoutDevScript(homeHtml), readFileSync(join(dir, 'out', 'index.html'), 'utf8'));
      assert.equal(withoutDevScript(introHtml), readFileSync(join(dir, 'out', 'guides', 'intro', 'index.html'), 'utf8'));
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    // serve saved the state of out/: a build of the same site finds every page as it would write it.
    const again = runDocs(['build', '--offline'], dir);
    assert.equal(again.code, 0, again.stderr);
    const [, pages, unchanged] = /Built (\d+) pages \((\d+) unchanged\)/.exec(again.stdout) ?? [];
    assert.ok(pages && pages === unchanged, again.stdout);
  });

  it('saves the state of out/ again once an edit is built, so a later start or build reuses it', async () => {
    const serve = await startServe(dir, ['--offline', '--no-drafts']);
    const marker = `Edited under serve ${Date.now()}`;
    try {
      const from = serve.output().length;
      edit(join(dir, 'content', 'guides', 'intro.mdx'), (text) => `${text}\n\n${marker}\n`);
      await serve.waitForOutput(/Changed .*: built \d+ pages/, from, 'the rebuild');
      await serve.idle();
    } finally {
      await serve.stop();
    }
    assert.match(readFileSync(join(dir, 'out', 'guides', 'intro', 'index.html'), 'utf8'), new RegExp(marker));
    const again = runDocs(['build', '--offline'], dir);
    assert.equal(again.code, 0, again.stderr);
    const [, pages, unchanged] = /Built (\d+) pages \((\d+) unchanged\)/.exec(again.stdout) ?? [];
    assert.ok(pages && pages === unchanged, again.stdout);
  });

  it("indexes an edit's new cache entries once edits pause, while it keeps running", async () => {
    // The packs' indexes on disk (what another process reads), newest change first.
    const indexes = () =>
      readdirSync(join(dir, '.cache'), { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('pack-index.json'))
        .map((f) => ({ file: f, mtime: statSync(join(dir, '.cache', f)).mtimeMs, text: readFileSync(join(dir, '.cache', f), 'latin1') }));
    const serve = await startServe(dir, ['--offline', '--no-drafts']);
    try {
      await serve.idle();
      const before = new Map(indexes().map((i) => [i.file, i.text]));
      const from = serve.output().length;
      edit(join(dir, 'content', 'guides', 'intro.mdx'), (text) => `${text}\n\nIndexed while serving ${Date.now()}\n`);
      await serve.waitForOutput(/Changed .*: built \d+ pages/, from, 'the rebuild');
      await serve.idle();
      // Not before the next edit's build: a few seconds after the last one (no fixed wait: until an index changes).
      const deadline = Date.now() + 60_000;
      let changed: string[] = [];
      while (!changed.length && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        changed = indexes().filter((i) => before.get(i.file) !== i.text).map((i) => i.file);
      }
      assert.ok(changed.length > 0, `no pack index changed while serve ran:\n${serve.output()}`);
    } finally {
      await serve.stop();
    }
  });
});
