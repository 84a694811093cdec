// docs build spreads its work over worker threads (MDX, Markdown twins, and the
// API reference's pages, rendered beside the guides): the output must be the
// same, byte for byte, as a build that does everything on the main thread.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { copyFixture, runDocs } from './helpers.ts';

function files(dir: string): Map<string, Buffer> {
  const all = new Map<string, Buffer>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) all.set(join(entry.parentPath, entry.name).slice(dir.length + 1), readFileSync(join(entry.parentPath, entry.name)));
  }
  return all;
}

describe('docs build on worker threads', () => {
  let onWorkers: string;
  let onMain: string;
  let stdout = '';
  before(() => {
    onWorkers = copyFixture('search');
    onMain = copyFixture('search');
    const a = runDocs(['build', '--offline'], onWorkers, { DOCS_WORKERS: '1' });
    assert.equal(a.code, 0, a.stderr);
    stdout = a.stdout;
    const b = runDocs(['build', '--offline'], onMain, { DOCS_WORKERS: '0' });
    assert.equal(b.code, 0, b.stderr);
  });
  after(() => {
    rmSync(onWorkers, { recursive: true, force: true });
    rmSync(onMain, { recursive: true, force: true });
  });

  it('renders the API pages on a worker thread', () => {
    const m = /Built (\d+) pages \((\d+) rendered on a worker thread\)/.exec(stdout);
    assert.ok(m, stdout);
    assert.ok(Number(m[2]) > 0 && Number(m[2]) < Number(m[1]), stdout);
  });

  it('writes the same files, byte for byte, as a build on the main thread alone', () => {
    const a = files(join(onWorkers, 'out'));
    const b = files(join(onMain, 'out'));
    assert.deepEqual([...a.keys()].sort(), [...b.keys()].sort());
    for (const [path, contents] of a) assert.ok(contents.equals(b.get(path)!), `${path} differs`);
  });

  it('reads a damaged view file on a worker as a miss: the build is made again without the cache, the same', () => {
    // A views file garbled in place (same length): the worker reading an operation's view finds it damaged.
    const site = copyFixture('search');
    try {
      const first = runDocs(['build', '--offline'], site, { DOCS_WORKERS: '1' });
      assert.equal(first.code, 0, first.stderr);
      const clean = files(join(site, 'out'));
      rmSync(join(site, 'out'), { recursive: true, force: true });
      const cache = join(site, '.cache', 'api-model');
      const views = readdirSync(cache).filter((f) => f.endsWith('.views'));
      assert.ok(views.length > 0);
      for (const v of views) {
        const text = readFileSync(join(cache, v));
        text.fill(0x20, 0, Math.min(200, text.length));
        writeFileSync(join(cache, v), text);
      }
      const r = runDocs(['build', '--offline'], site, { DOCS_WORKERS: '1' });
      assert.equal(r.code, 0, r.stderr);
      const again = files(join(site, 'out'));
      assert.deepEqual([...again.keys()].sort(), [...clean.keys()].sort());
      for (const [path, contents] of again) assert.ok(contents.equals(clean.get(path)!), `${path} differs from the clean build's`);
      assert.deepEqual(readdirSync(site).filter((f) => f.startsWith('.out.')), []);
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });
});
