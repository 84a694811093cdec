// Real Docusaurus sites (test/fixtures/docusaurus-real, sources in its
// NOTICE.md): each builds as its repository has it, in this process one after
// another (the compilers load once), with no error, no crash and no page
// showing what a Docusaurus site would not: import lines, unresolved files.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSite } from '../cli/compose.ts';
import { formatError } from '../cli/errors.ts';
import { repoRoot } from './helpers.ts';

const corpus = join(repoRoot, 'test', 'fixtures', 'docusaurus-real');
const sites = readdirSync(corpus, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort();

interface Built {
  error?: string;
  pages: number;
  seconds: number;
  rssMb: number;
  largest: { path: string; bytes: number };
  html: Map<string, string>;
}

describe('real Docusaurus sites build as they are', () => {
  const built = new Map<string, Built>();
  const dirs: string[] = [];
  before(async () => {
    for (const name of sites) {
      const site = mkdtempSync(join(tmpdir(), `docs-real-${name}-`));
      dirs.push(site);
      cpSync(join(corpus, name), site, { recursive: true });
      const started = performance.now();
      try {
        const result = await buildSite({ configFile: join(site, 'docs-site.config.ts'), offline: true, log: () => {} });
        const html = new Map([...result.manifest.keys()].filter((p) => p.endsWith('index.html')).map((p) => [p, readFileSync(join(result.config.outDir, p), 'utf8')]));
        const largest = [...html].reduce((a, [path, text]) => (text.length > a.bytes ? { path, bytes: Buffer.byteLength(text) } : a), { path: '', bytes: 0 });
        built.set(name, { pages: result.stats.pages, seconds: (performance.now() - started) / 1000, rssMb: Math.round(process.resourceUsage().maxRSS / 1024), largest, html });
      } catch (error) {
        built.set(name, { error: formatError(error), pages: 0, seconds: 0, rssMb: 0, largest: { path: '', bytes: 0 }, html: new Map() });
      }
    }
    // The numbers the issue asks for, in the test log.
    for (const [name, b] of built) console.log(`# ${name}: ${b.pages} pages, ${b.seconds.toFixed(1)} s, peak RSS so far ${b.rssMb} MB, largest page ${b.largest.path} (${Math.round(b.largest.bytes / 1024)} KB)`);
  });
  after(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('has at least five sites', () => assert.ok(sites.length >= 5, sites.join(', ')));

  for (const name of sites) {
    it(`${name}: builds with no error`, () => {
      const b = built.get(name)!;
      assert.equal(b.error, undefined, b.error ?? "");
      assert.ok(b.pages >= 10, `${b.pages} pages`);
    });
    it(`${name}: no page shows an import line or an unresolved file`, () => {
      for (const [path, html] of built.get(name)!.html) {
        assert.doesNotMatch(html, /<p>import [\w{][^<]* from /, path);
        assert.doesNotMatch(html, /docs-asset:/, path);
      }
    });
  }
});
