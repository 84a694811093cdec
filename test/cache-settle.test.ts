// serve gives a site-wide pass up when an edit comes in, and leaves indexing
// the cache's packs (a read and write of their whole index) to the next
// settle, so the edit does not wait for it. Meanwhile the entries read back in
// this process; once settled, another process finds them in the index.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CacheRoot, settleCacheWrites } from '../cli/cache.ts';

describe('settling the cache without indexing its packs', () => {
  it('keeps new entries readable, and the next settle indexes them', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'docs-settle-'));
    try {
      const area = new CacheRoot(dir).area('twins', { packed: true });
      area.write('one.md', 'first entry');
      await settleCacheWrites({ keepPacksOpen: true });
      area.write('two.md', 'second entry');
      await settleCacheWrites({ keepPacksOpen: true, indexPacks: false });
      assert.equal(area.readText('two.md'), 'second entry', 'readable in this process before it is indexed');
      // Another process reads the index on disk: the first entry only, until the next settle.
      const index = () => readFileSync(join(dir, 'twins', 'pack-index.json')).toString('latin1');
      assert.match(index(), /one\.md/);
      assert.doesNotMatch(index(), /two\.md/);
      await settleCacheWrites();
      assert.match(index(), /two\.md/, 'indexed by the next settle');
      assert.equal(new CacheRoot(dir).area('twins', { packed: true }).readText('two.md'), 'second entry');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
