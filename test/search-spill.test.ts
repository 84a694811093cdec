// A one-shot build of a large site keeps its pages' search records on disk
// until the index is built (cli/plugins/search/spill.ts); a small site's stay
// in memory. Both ways must write the same files: the same fixture built each
// way (DOCS_SPILL_RECORDS=1 spills on a small site too) gives the same
// search-records.json and the same built-in index, byte for byte.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { copyFixture, runDocs } from './helpers.ts';

function files(dir: string): Map<string, Buffer> {
  return new Map(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => {
        const path = join(e.parentPath, e.name);
        return [path.slice(dir.length + 1), readFileSync(path)];
      }),
  );
}

describe('search records kept on disk or in memory', () => {
  it('give the same records file and the same index', () => {
    const site = copyFixture('search');
    try {
      const spilled = runDocs(['build', '--offline', '-o', 'out-spilled'], site, { DOCS_SPILL_RECORDS: '1' });
      assert.equal(spilled.code, 0, spilled.stderr);
      rmSync(join(site, '.cache'), { recursive: true, force: true });
      const kept = runDocs(['build', '--offline', '-o', 'out-kept'], site);
      assert.equal(kept.code, 0, kept.stderr);
      const a = files(join(site, 'out-spilled', 'search-index'));
      const b = files(join(site, 'out-kept', 'search-index'));
      assert.ok(a.size > 2, `an index of ${a.size} files`);
      assert.deepEqual([...a.keys()].sort(), [...b.keys()].sort());
      for (const [name, bytes] of a) assert.ok(bytes.equals(b.get(name)!), name);
      const records = readFileSync(join(site, 'out-spilled', 'search-records.json'));
      assert.ok(JSON.parse(records.toString()).length > 10);
      assert.ok(records.equals(readFileSync(join(site, 'out-kept', 'search-records.json'))));
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });
});
