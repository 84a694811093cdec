// The launcher (bin/docs.mjs) on an install that is not whole: a package the
// CLI needs is missing. It says so and what to do, exits 1, and prints no
// bundler output or stack trace.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
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

describe('the CLI bundle', () => {
  it('loads no GraphQL code for an OpenAPI schema (Redocly’s GraphQL rule gets stand-ins)', () => {
    // A launch makes the bundle when it is missing or stale.
    execFileSync(process.execPath, [join(repoRoot, 'bin', 'docs.mjs'), '--version'], { encoding: 'utf8' });
    const dir = join(repoRoot, '.cache', 'cli');
    const code = (name: string) => readFileSync(join(dir, name), 'utf8');
    const STATIC = /^(?:import|export)\s[^;]*?\sfrom\s*"\.\/([^"]+\.mjs)";?$|^import\s*"\.\/([^"]+\.mjs)";?$/gms;
    const DYNAMIC = /\bimport\("\.\/([^"]+\.mjs)"\)/g;
    // The chunks a module loads before its code runs (static imports), or ever (with import()).
    const closure = (from: string, dynamic: boolean) => {
      const seen = new Set<string>();
      const visit = (name: string) => {
        if (seen.has(name)) return;
        seen.add(name);
        const text = code(name);
        for (const m of text.matchAll(STATIC)) visit(m[1] ?? m[2]);
        if (dynamic) for (const m of text.matchAll(DYNAMIC)) visit(m[1]);
      };
      visit(from);
      return seen;
    };
    // This bundle's chunk of Redocly's rules (older bundles' chunks may still lie beside it).
    const rules = [...closure('main.mjs', true)].filter((n) => code(n).includes('node_modules/@redocly/openapi-core/lib/config/builtIn.js'));
    assert.equal(rules.length, 1, 'one chunk holds Redocly’s built-in rules');
    const loaded = [...closure(rules[0], false)];
    assert.ok(loaded.some((n) => code(n).includes('GraphQL schemas are not supported by this tool')), 'the stand-ins come with the rules');
    assert.deepEqual(loaded.filter((n) => code(n).includes('node_modules/graphql/version.js')), [], 'no chunk loaded with the rules holds the graphql package');
  });
});
