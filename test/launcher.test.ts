// The launcher (bin/docs.mjs) on an install that is not whole: a package the
// CLI needs is missing. It says so and what to do, exits 1, and prints no
// bundler output or stack trace.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { copyFixture, repoRoot } from './helpers.ts';

describe('the launcher on an install that is not whole', () => {
  it('names the missing package and says to run npm ci', () => {
    const root = mkdtempSync(join(tmpdir(), 'docs-launcher-'));
    try {
      const tool = join(root, 'tool');
      mkdirSync(tool);
      // Hard links: removing a folder of the copy leaves the repository's own install alone.
      for (const part of ['bin', 'cli', 'renderer', 'templates', 'package.json', 'node_modules']) execFileSync('cp', ['-al', join(repoRoot, part), join(tool, part)]);
      rmSync(join(tool, 'node_modules', '@orama', 'stemmers'), { recursive: true, force: true });
      const site = copyFixture('basic');
      const r = spawnSync(process.execPath, [join(tool, 'bin', 'docs.mjs'), 'build'], { cwd: site, encoding: 'utf8' });
      rmSync(site, { recursive: true, force: true });
      assert.equal(r.status, 1, r.stderr);
      assert.match(r.stderr, /docs: the CLI cannot be prepared: a package it needs is not installed \(@orama\/stemmers\)\.\n\s+→ Run `npm ci` \(or `npm install`\) in .* and try again\./);
      assert.doesNotMatch(r.stderr, /✘ \[ERROR\]|\n\s+at /);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
