// What other projects see of the package: the declarations under types/ are
// those tsc makes from the sources now, the run-time `docs-site-generator/config`
// exports what the source does, and the README's config reference is the table
// the validator's key list makes.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { configReferenceTable, TOP_KEYS, TYPED_TOP_KEYS } from '../cli/config/keys.ts';
import * as defineConfigModule from '../cli/define-config.ts';
import { repoRoot } from './helpers.ts';

const filesUnder = (dir: string) => (readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[]).filter((f) => statSync(join(dir, f)).isFile() && f.endsWith('.d.ts')).sort();

describe('the public API of the package', () => {
  it('ships declarations made from the current sources (npm run declarations)', () => {
    const out = mkdtempSync(join(tmpdir(), 'docs-declarations-'));
    try {
      const tsc = join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');
      const r = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.declarations.json', '--outDir', out], { cwd: repoRoot, encoding: 'utf8' });
      assert.equal(r.status, 0, r.stdout + r.stderr);
      const committed = join(repoRoot, 'types');
      assert.deepEqual(filesUnder(committed), filesUnder(out));
      for (const file of filesUnder(out)) {
        assert.equal(readFileSync(join(committed, file), 'utf8'), readFileSync(join(out, file), 'utf8'), `types/${file} is stale: run npm run declarations`);
      }
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it('exports at run time what cli/define-config.ts does', async () => {
    const runtime = await import(pathToFileURL(join(repoRoot, 'types', 'config.mjs')).href);
    assert.deepEqual(Object.keys(runtime).sort(), Object.keys(defineConfigModule).sort());
    const config = { title: 'T', url: 'https://t.example' };
    assert.equal(runtime.defineConfig(config), config);
  });

  it('names every config key in the key table (the validator\'s list)', () => {
    assert.deepEqual([...TOP_KEYS].sort(), [...TYPED_TOP_KEYS].sort());
  });

  it('has the config reference the key table makes in the README (npm run config-reference)', () => {
    const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
    assert.ok(readme.includes(configReferenceTable()), 'README.md: paste the output of `npm run config-reference` into "Configuration"');
  });
});
