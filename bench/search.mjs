#!/usr/bin/env node
// Search benchmark. Builds a site (the large generated corpus by default:
// 1,403 pages), then measures the built-in search index against its budgets:
//   - index build time (median of 5 builds from the site's records),
//   - index size, raw and gzip,
//   - bytes transferred for the first query in Chromium (gzip, as a host
//     serving gzip sends them): index files, and the modal's code apart,
//   - time of each further keystroke's query in Chromium (the backend's
//     `docs-search` User Timing measures), median and 95th percentile.
// With --compare it also installs the candidate engines into bench/.engines
// (MiniSearch, FlexSearch, Orama, Pagefind) and measures them on the same
// records: build time, index size (the first query's bytes for an index that
// loads whole) and query time in Node.
//
// Usage: node bench/search.mjs [large|small|default] [--compare]
// Nothing here is an assertion: budgets are checked by reading the output.
import { spawnSync, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { register } from 'tsx/esm/api';
import { ensureCorpus } from './corpus.mjs';

register();
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const site = args.find((a) => !a.startsWith('--')) ?? 'large';
const compare = args.includes('--compare');

const gz = (bytes) => gzipSync(bytes).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : NaN;
};
const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(s.length * p))] : NaN;
};

// ---- build ------------------------------------------------------------------
const config = site === 'default' ? join(root, 'docs-site.config.ts') : ensureCorpus(site);
const out = join(root, 'bench', '.out', `search-${site}`);
console.log(`Building ${site === 'default' ? 'the default site' : `the ${site} corpus`}…`);
// The records file is written only when asked for (the hosted index's feed): a config beside the
// site's own asks for it, so the index below is built from the very records the site's was.
const withRecords = join(dirname(config), '.search-bench.config.ts');
writeFileSync(withRecords, `import site from './${basename(config)}';\nexport default { ...site, search: { ...site.search, records: true } };\n`);
const build = spawnSync(process.execPath, [join(root, 'bin', 'docs.mjs'), 'build', '--offline', '-c', withRecords, '-o', out], { encoding: 'utf8' });
rmSync(withRecords, { force: true });
if (build.status !== 0) {
  console.error(build.stdout, build.stderr);
  process.exit(1);
}
console.log((build.stderr.match(/^Search: .*$/m) ?? [''])[0]);
console.log((build.stderr.match(/^Built .*$/m) ?? [''])[0]);

// ---- index build time and size ------------------------------------------------
const { buildIndex } = await import(pathToFileURL(join(root, 'cli', 'plugins', 'search', 'builtin-index.ts')).href);
const { loadLanguage } = await import(pathToFileURL(join(root, 'renderer', 'search', 'language.ts')).href);
const { createAnalyzer } = await import(pathToFileURL(join(root, 'renderer', 'search', 'tokenize.ts')).href);
const analyzer = createAnalyzer(await loadLanguage('en'));
const records = JSON.parse(readFileSync(join(out, 'search-records.json'), 'utf8'));
const siteUrl = 'https://' + /url: 'https:\/\/([^']+)'/.exec(readFileSync(config, 'utf8'))?.[1];
const times = [];
let files;
for (let i = 0; i < 5; i++) {
  const t = performance.now();
  files = buildIndex(records, { siteUrl, analyzer }).files;
  times.push(performance.now() - t);
}
const indexDir = join(out, 'search-index');
let raw = 0;
let zipped = 0;
for (const name of readdirSync(indexDir)) {
  const bytes = readFileSync(join(indexDir, name));
  raw += name.endsWith('.gz') ? gunzipSync(bytes).length : bytes.length;
  zipped += name.endsWith('.gz') ? bytes.length : gz(bytes);
}
const pages = new Set(records.map((r) => r.url_without_anchor)).size;
console.log(`\nRecords: ${records.length} on ${pages} pages (search-records.json ${kb(readFileSync(join(out, 'search-records.json')).length)})`);
console.log(`Index build: median ${median(times).toFixed(0)} ms of 5 (${times.map((t) => t.toFixed(0)).join(', ')})`);
console.log(`Index size: ${readdirSync(indexDir).length} files, ${kb(raw)} of JSON, ${kb(zipped)} gzip (on disk: the chunks are gzip files)`);

// ---- the browser ----------------------------------------------------------------
const QUERIES = {
  default: ['webhook signature', 'delete line item', 'rate limit', 'offline mode android', 'W-9 fields', 'file_url', 'bearer key', 'split pdf', 'fraud signals', 'share extension'],
  corpus: ['webhook payload', 'line item', 'rotate certificate', 'paginate records', 'deploy cluster', 'export report', 'retry policy', 'snapshot backup', 'dependency lockfile', 'schema validator'],
};
const queries = QUERIES[site === 'default' ? 'default' : 'corpus'];
const { launchBrowser, openSession, hydrated } = await import(pathToFileURL(join(root, 'test', 'browser', 'harness.ts')).href);
const { startStaticServer } = await import(pathToFileURL(join(root, 'test', 'fakes', 'static-server.ts')).href);
const server = await startStaticServer(out);
const browser = await launchBrowser();
try {
  const s = await openSession(browser);
  const { page } = s;
  const fetched = [];
  page.on('requestfinished', (r) => fetched.push(new URL(r.url()).pathname));
  await page.goto(server.url);
  await hydrated(page);
  await page.waitForLoadState('load');
  const before = fetched.length;
  const typeQuery = async (q) => {
    await page.locator('.DocSearch-Input').fill('');
    for (const ch of q) {
      await page.keyboard.type(ch);
      await page.waitForTimeout(60);
    }
    await page.waitForFunction(() => document.querySelector('.docs-search-modal')?.getAttribute('data-status') === 'idle', undefined, { polling: 10 });
  };
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').waitFor();
  await typeQuery(queries[0]);
  const firstFiles = fetched.slice(before);
  // The index's chunks are gzip files already (a host sends them as they are).
  const sizeOf = (p) => (p.endsWith('.gz') ? readFileSync(join(out, decodeURIComponent(p))).length : gz(readFileSync(join(out, decodeURIComponent(p)))));
  const indexBytes = firstFiles.filter((p) => p.startsWith('/search-index/')).reduce((n, p) => n + sizeOf(p), 0);
  const codeBytes = firstFiles.filter((p) => p.startsWith('/assets/')).reduce((n, p) => n + sizeOf(p), 0);
  const firstMeasures = await page.evaluate(() => performance.getEntriesByName('docs-search').length);
  // The same query sent at once (pasted, or /search/?q=… opened): what one query costs on its own.
  const once = await browser.newPage();
  const onceFiles = [];
  once.on('requestfinished', (r) => onceFiles.push(new URL(r.url()).pathname));
  await once.goto(`${server.url}search/?q=${encodeURIComponent(queries[0])}`);
  await once.locator('.search-result').first().waitFor();
  const onceIndex = onceFiles.filter((p) => p.startsWith('/search-index/'));
  await once.close();
  for (const q of queries.slice(1)) await typeQuery(q);
  const all = await page.evaluate(() => performance.getEntriesByName('docs-search').map((e) => e.duration));
  const further = all.slice(firstMeasures);
  console.log(`\nChromium, first query ("${queries[0]}", typed):`);
  console.log(`  index files: ${firstFiles.filter((p) => p.startsWith('/search-index/')).length}, ${kb(indexBytes)} gzip`);
  console.log(`  modal code (React, DocSearch, styles): ${firstFiles.filter((p) => p.startsWith('/assets/')).length} files, ${kb(codeBytes)} gzip`);
  console.log(`  total: ${kb(indexBytes + codeBytes)} gzip`);
  console.log(`Chromium, the same query at once (/search/?q=…): index files ${onceIndex.length}, ${kb(onceIndex.reduce((n, p) => n + sizeOf(p), 0))} gzip`);
  console.log(`Further keystrokes (${further.length} queries over ${queries.length - 1} more queries): median ${median(further).toFixed(1)} ms, p95 ${pct(further, 0.95).toFixed(1)} ms`);
  await s.close();
} finally {
  await browser.close();
  await server.close();
}

// ---- other engines ------------------------------------------------------------------
if (compare) {
  const dir = join(root, 'bench', '.engines');
  const want = ['minisearch@7.2.0', 'flexsearch@0.8.212', '@orama/orama@3.1.18', 'pagefind@1.6.0'];
  if (!existsSync(join(dir, 'node_modules', 'pagefind'))) {
    mkdirSync(dir, { recursive: true });
    console.log(`\nInstalling ${want.join(', ')} into bench/.engines…`);
    execFileSync('npm', ['install', '--prefix', dir, '--no-save', '--no-audit', '--no-fund', ...want], { stdio: 'ignore' });
  }
  const req = (await import('node:module')).createRequire(join(dir, 'package.json'));
  const docs = records.map((r, id) => ({ id, title: [r.hierarchy.lvl1, r.hierarchy.lvl2, r.hierarchy.lvl3, r.hierarchy.lvl4].filter(Boolean).join(' '), content: r.content ?? '' }));
  const nodeQueries = (fn) => {
    const t = [];
    for (const q of queries) for (let i = 2; i <= q.length; i++) {
      const s = performance.now();
      fn(q.slice(0, i));
      t.push(performance.now() - s);
    }
    return median(t).toFixed(1);
  };
  const report = (name, ms, text, q) => console.log(`  ${name.padEnd(11)} build ${ms.toFixed(0).padStart(5)} ms, index ${kb(Buffer.byteLength(text)).padStart(10)} raw, ${kb(gz(Buffer.from(text))).padStart(10)} gzip (all of it before the first query), query median ${q} ms (Node)`);
  console.log(`\nOther engines on the same ${records.length} records:`);
  {
    const MiniSearch = req('minisearch');
    const t = performance.now();
    const ms = new MiniSearch({ fields: ['title', 'content'], storeFields: [] });
    ms.addAll(docs);
    const b = performance.now() - t;
    report('MiniSearch', b, JSON.stringify(ms), nodeQueries((q) => ms.search(q, { prefix: true, boost: { title: 3 } }).slice(0, 20)));
  }
  {
    const { Document } = req('flexsearch');
    const t = performance.now();
    const ix = new Document({ tokenize: 'forward', document: { id: 'id', index: ['title', 'content'] } });
    for (const d of docs) ix.add(d);
    const b = performance.now() - t;
    const parts = [];
    await ix.export((k, v) => void parts.push(k + (v ?? '')));
    report('FlexSearch', b, parts.join('\n'), nodeQueries((q) => ix.search(q, { limit: 20 })));
  }
  {
    const { create, insertMultiple, search, save } = req('@orama/orama');
    const t = performance.now();
    const db = create({ schema: { title: 'string', content: 'string' } });
    await insertMultiple(db, docs.map(({ id, ...d }) => ({ id: String(id), ...d })), 5000);
    const b = performance.now() - t;
    report('Orama', b, JSON.stringify(save(db)), nodeQueries((q) => search(db, { term: q, limit: 20, boost: { title: 3 } })));
  }
  {
    const pagefind = await import(pathToFileURL(join(dir, 'node_modules', 'pagefind', 'lib', 'index.js')).href);
    const esc = (v) => String(v ?? '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
    const byPage = new Map();
    for (const r of records) {
      if (!byPage.has(r.url_without_anchor)) byPage.set(r.url_without_anchor, []);
      byPage.get(r.url_without_anchor).push(r);
    }
    const t = performance.now();
    const { index } = await pagefind.createIndex({ forceLanguage: 'en' });
    await Promise.all(
      [...byPage].map(([url, recs]) => {
        let html = `<html lang="en"><body><h1>${esc(recs[0].hierarchy.lvl1)}</h1>`;
        for (const r of recs) {
          const lvl = r.type === 'lvl1' || r.type === 'content' ? 0 : Number(r.type.slice(3));
          if (lvl) html += `<h${lvl} id="${esc(r.anchor)}">${esc(r.hierarchy[`lvl${lvl}`])}</h${lvl}>`;
          if (r.content) html += `<p>${esc(r.content)}</p>`;
        }
        return index.addHTMLFile({ url: new URL(url).pathname, content: html + '</body></html>' });
      }),
    );
    const { files: pf } = await index.getFiles();
    const b = performance.now() - t;
    await pagefind.close();
    const size = (re) => pf.filter((f) => re.test(f.path)).reduce((n, f) => n + f.content.length, 0);
    const count = (re) => pf.filter((f) => re.test(f.path)).length;
    const runtime = pf.filter((f) => /^(pagefind\.js|wasm\.en\.pagefind|pagefind-entry\.json|pagefind\.en_[^/]*\.pf_meta)$/.test(f.path)).reduce((n, f) => n + (/\.js(on)?$/.test(f.path) ? gz(f.content) : f.content.length), 0);
    const chunk = size(/^index\//) / Math.max(1, count(/^index\//));
    const fragment = size(/^fragment\//) / Math.max(1, count(/^fragment\//));
    console.log(
      `  ${'Pagefind'.padEnd(11)} build ${b.toFixed(0).padStart(5)} ms (its own process), index ${kb(size(/^(index|fragment)\//))} compressed in ${count(/^(index|fragment)\//)} files; ` +
        `first query ≈ ${kb(runtime)} runtime + ${kb(chunk)} per index chunk + ${kb(fragment)} per result fragment (≈ ${kb(runtime + 2 * chunk + 20 * fragment)} for 2 chunks and 20 results)`,
    );
  }
  rmSync(join(dir, '.tmp'), { recursive: true, force: true });
}
