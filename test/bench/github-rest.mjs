#!/usr/bin/env node
// Bench (not part of `npm test`): builds a site from GitHub's REST API
// description — 1,223 operations, about 13 MB of JSON — the way a provider's
// first build would, and reports the time and the peak memory of the build.
//
//   npm install --no-save @octokit/openapi     # MIT, ~28 MB packed; not a dependency
//   node test/bench/github-rest.mjs            # or: node test/bench/github-rest.mjs path/to/openapi.json
//
// Runs the real CLI (`docs build --offline`) twice in a temporary site: cold
// (no caches for this schema) and warm (caches from the first run). Peak
// memory is the build process's maximum resident set size (worker threads
// included), read through /usr/bin/time -v when present, else from the
// process itself.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
let schema = process.argv[2];
if (!schema) {
  try {
    schema = createRequire(join(root, 'package.json')).resolve('@octokit/openapi/generated/api.github.com.json');
  } catch {
    process.stderr.write('GitHub\'s REST description is not installed. Run first:\n  npm install --no-save @octokit/openapi\n');
    process.exit(2);
  }
}
const doc = JSON.parse(readFileSync(schema, 'utf8'));
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const operations = Object.values(doc.paths ?? {}).reduce((n, item) => n + METHODS.filter((m) => item?.[m]).length, 0);
const webhooks = Object.keys(doc.webhooks ?? doc['x-webhooks'] ?? {}).length;
process.stdout.write(`${schema}\n  ${(statSync(schema).size / 1e6).toFixed(1)} MB, OpenAPI ${doc.openapi}, ${operations} operations, ${webhooks} webhooks\n`);

const site = mkdtempSync(join(tmpdir(), 'docs-bench-github-'));
mkdirSync(join(site, 'content'));
writeFileSync(join(site, 'content', 'index.mdx'), '---\ntitle: GitHub REST API\n---\n\nThe reference is in the sidebar.\n');
writeFileSync(
  join(site, 'docs-site.config.ts'),
  `export default {
  title: 'Docs', url: 'https://docs.bench.example', baseUrl: '/',
  product: { name: 'GitHub', slug: 'github' },
  links: { app: 'https://app.bench.example/', hub: 'https://hub.bench.example/', status: 'https://status.bench.example/' },
  customFields: { apiBaseUrl: 'https://api.github.com', apiClientId: 'bench' },
  schema: { vendored: ${JSON.stringify(schema)}, timeoutMs: 800 },
  navbar: { title: 'Docs', items: [] }, footer: null,
  sidebars: { api: ['index', { type: 'api' }] },
};\n`,
);

// The tool's caches for this schema, so the first run is cold.
function clearToolCaches() {
  rmSync(join(site, '.cache'), { recursive: true, force: true });
  for (const dir of ['api-model', 'api-types']) {
    const d = join(root, '.cache', dir);
    if (!existsSync(d)) continue;
    for (const f of readdirSync(d)) if (statSync(join(d, f)).mtimeMs > started - 1) rmSync(join(d, f), { force: true });
  }
}
const started = Date.now();

const timeBin = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;
function run(label) {
  const out = join(site, 'out');
  const args = ['build', '--offline', '--out', out];
  const t0 = performance.now();
  // Without /usr/bin/time, the build process reports its own peak (process.resourceUsage().maxRSS) on exit.
  const wrapper = `process.argv = [process.argv[0], 'docs', ...${JSON.stringify(args)}];
process.on('exit', () => process.stderr.write('bench-peak-rss-kb ' + process.resourceUsage().maxRSS + '\\n'));
await import(${JSON.stringify(pathToFileURL(join(root, 'bin', 'docs.mjs')).href)});`;
  const command = timeBin ? [timeBin, '-v', process.execPath, '--input-type=module', '-e', wrapper] : [process.execPath, '--input-type=module', '-e', wrapper];
  const r = spawnSync(command[0], command.slice(1), { cwd: site, encoding: 'utf8', maxBuffer: 1 << 28 });
  const seconds = (performance.now() - t0) / 1000;
  if (r.status !== 0) {
    process.stderr.write(`${label}: the build failed (exit ${r.status}).\n${r.stderr.slice(-4000)}\n`);
    process.exit(1);
  }
  const peakKb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(r.stderr)?.[1] ?? /bench-peak-rss-kb (\d+)/.exec(r.stderr)?.[1]);
  const built = /Built (\d+) pages \((\d+) files\).* in (\d+) ms \(([^)]*)\)/.exec(r.stdout);
  const warnings = r.stderr.split('\n').filter((l) => l.startsWith('  warning ')).length;
  process.stdout.write(
    `${label}: ${seconds.toFixed(1)} s wall, peak RSS ${(peakKb / 1024).toFixed(0)} MiB` +
      (built ? `, ${built[1]} pages, ${built[2]} files\n  stages: ${built[4]}\n` : '\n') +
      `  ${warnings} warning line${warnings === 1 ? '' : 's'} on stderr\n`,
  );
  return { seconds, peakKb };
}

try {
  clearToolCaches();
  run('cold build');
  run('warm build');
} finally {
  clearToolCaches();
  rmSync(site, { recursive: true, force: true });
}
