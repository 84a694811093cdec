#!/usr/bin/env node
// `npm run bench`: builds the two benchmark corpora (bench/corpus.mjs) cold,
// warm and unchanged several times each (medians and min–max, peak RSS from
// the OS through GNU time), measures `docs serve`'s first page after a build
// (bench/first-page.mjs) and its edit-to-browser latency in Chromium, collects page weights and the output size, optionally runs
// Lighthouse, prints the tables, writes bench/results.json and puts the tables
// in bench/RESULTS.md (between its markers; the notes around them stay).
//
// Options: --runs N (default 3) · --only small|large · --no-serve · --serve-only (needs a built out/ and its state) ·
//          --lighthouse (needs `npx lighthouse`, fetched from npm on first use) ·
//          --growth (cold builds of the large corpus at 1×, 2× and 4× its size: CPU and peak RSS per size;
//          --huge adds a 20,000-page site) · --docusaurus (paired cold builds against Docusaurus, see
//          bench/docusaurus.mjs; the peer is installed into bench/.peers/ from its committed lockfile;
//          --pairs N, default the larger of --runs and 5; --pair-corpora small,large) ·
//          --real (a cold build of a large real schema, Stripe's by default, through bench/real-corpus.mjs;
//          --real-documents a,b picks others; the documents come from npm once, into bench/.corpora/) ·
//          --remove-before (delete outputs right before each cold build instead of setting them aside:
//          see bench/set-aside.mjs) · --no-wait (start at once after another run's cleanup)
// Runs on this machine alone; no address other than 127.0.0.1 is used.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { CORPORA, GROWTH, HUGE, ensureCorpus } from './corpus.mjs';
import { firstPage, sampleRoutes } from './first-page.mjs';
import { clearing, emptyTrash, quietFileSystem, setAside } from './set-aside.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const docs = join(root, 'bin', 'docs.mjs');
const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const RUNS = Number(option('--runs', 3));
const ONLY = option('--only', undefined);
const TIME = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : NaN;
};
const stats = (xs) => ({ median: median(xs), min: Math.min(...xs), max: Math.max(...xs), runs: xs });

/**
 * One command as a whole process: wall time, CPU time (user + system, every thread and child, from
 * GNU time: on a shared machine wall time misleads) and peak RSS (MiB).
 */
export function timed(argv, dir, env = {}) {
  const started = performance.now();
  const cmd = TIME ? [TIME, ['-f', '__RSS_KB %M __CPU %U %S', ...argv]] : [argv[0], argv.slice(1)];
  const r = spawnSync(cmd[0], cmd[1], { cwd: dir, encoding: 'utf8', maxBuffer: 1 << 28, env: { ...process.env, NODE_ENV: 'production', ...env } });
  const ms = performance.now() - started;
  if (r.status !== 0) throw new Error(`${argv.join(' ')} failed in ${dir}:\n${r.stdout.slice(-4000)}\n${r.stderr.slice(-4000)}`);
  const rss = /__RSS_KB (\d+)/.exec(r.stderr)?.[1];
  const cpu = /__CPU ([\d.]+) ([\d.]+)/.exec(r.stderr);
  return { ms, rssMiB: rss ? Number(rss) / 1024 : null, cpuS: cpu ? Number(cpu[1]) + Number(cpu[2]) : null, sysS: cpu ? Number(cpu[2]) : null, line: r.stdout.trim().split('\n').pop() };
}

/** One `docs build`. */
function build(dir) {
  return timed([process.execPath, docs, 'build', '--offline'], dir);
}

function folderBytes(dir) {
  let total = 0;
  for (const name of readdirSync(dir, { recursive: true })) {
    const st = statSync(join(dir, name));
    if (st.isFile()) total += st.size;
  }
  return total;
}

const gz = (buf) => gzipSync(buf, { level: 9 }).length;

/** HTML, JS (the entry and its static imports) and CSS of one page, raw and gzip. */
function pageWeight(out, route) {
  const html = readFileSync(join(out, route, 'index.html'));
  const js = [...html.toString().matchAll(/<script type="module" src="\/([^"]+)"/g)].map((m) => m[1]);
  const seen = new Set();
  const visit = (path) => {
    if (seen.has(path)) return;
    seen.add(path);
    for (const m of readFileSync(join(out, path), 'utf8').matchAll(/\bimport\s*(?:[\w${},\s*]+\s*from\s*)?"\/(assets\/js\/[^"]+)"/g)) visit(m[1]);
  };
  js.forEach(visit);
  const jsBytes = [...seen].map((p) => readFileSync(join(out, p)));
  const css = [...html.toString().matchAll(/<link rel="stylesheet" href="\/([^"]+)"/g)].map((m) => readFileSync(join(out, m[1])));
  const sum = (bufs, f) => bufs.reduce((n, b) => n + f(b), 0);
  return {
    htmlRaw: html.length,
    htmlGzip: gz(html),
    jsRaw: sum(jsBytes, (b) => b.length),
    jsGzip: sum(jsBytes, gz),
    cssRaw: sum(css, (b) => b.length),
    cssGzip: sum(css, gz),
  };
}

function samplePages(out) {
  const routes = JSON.parse(readFileSync(join(out, 'routes.json'), 'utf8'));
  const pick = (kind, not = '/') => routes.find((r) => r.kind === kind && r.path !== not)?.path;
  return { home: '/', guide: pick('doc'), api: pick('api-operation'), console: '/interactive-api/' };
}

/** Edit one MDX file while Chromium shows it under `docs serve`; time until the page shows the edit. */
async function serveLatency(dir, route, file, samples = 9) {
  const { chromium } = await import('playwright-core');
  const child = spawn(process.execPath, [docs, 'serve', '--offline', '--port', '0', '--host', '127.0.0.1'], { cwd: dir });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const url = await new Promise((res, rej) => {
    const t = setTimeout(() => rej(new Error(`serve did not start:\n${log}`)), 300_000);
    const check = setInterval(() => {
      const m = /at (http:\/\/127\.0\.0\.1:\d+\/)/.exec(log);
      if (m) {
        clearInterval(check);
        clearTimeout(t);
        res(m[1]);
      }
    }, 50);
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const original = readFileSync(file, 'utf8');
  const times = [];
  try {
    const page = await browser.newPage();
    await page.goto(url + route.slice(1));
    for (let i = 0; i < samples; i++) {
      const marker = `Bench edit ${i} ${Date.now()}`;
      await new Promise((r) => setTimeout(r, 400));
      const started = Date.now();
      const shown = page.waitForFunction((m) => document.body.textContent.includes(m), marker, { polling: 'raf', timeout: 60_000 });
      writeFileSync(file, original + `\n\n${marker}\n`);
      await shown;
      times.push(Date.now() - started);
    }
  } finally {
    writeFileSync(file, original);
    await browser.close();
    // serve saves its state and settles its cache as it stops: the next step may remove that folder.
    const exited = child.exitCode === null ? new Promise((r) => child.once('exit', r)) : undefined;
    child.kill('SIGINT');
    await exited;
    // BENCH_SERVE_LOG=1: serve's own log (each rebuild's stages) after the edits.
    if (process.env.BENCH_SERVE_LOG) process.stderr.write(log);
  }
  return stats(times);
}

/**
 * `docs serve`'s first page with a warm cache (after a build of the same site): ms from the start
 * until the home page, a guide and an API page are all served (bench/first-page.mjs), and serve's
 * CPU time until then; at least 5 starts.
 */
async function serveFirstPage(dir) {
  const routes = sampleRoutes(dir);
  const starts = [];
  for (let i = 0; i < Math.max(RUNS, 5); i++) starts.push(await firstPage(dir, routes, docs));
  return { ms: stats(starts.map((t) => Math.max(t.home, t.guide, t.api))), cpuMs: stats(starts.map((t) => t.cpu)) };
}

/** Lighthouse (mobile, simulated throttling) on one URL. Asynchronous: the static server runs in this process. */
async function lighthouse(url) {
  const flags = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync';
  const child = spawn('npx', ['-y', 'lighthouse@12', url, '--quiet', '--output=json', `--chrome-flags=${flags}`, '--only-categories=performance,accessibility,best-practices,seo'], {
    env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  const code = await new Promise((resolve) => child.on('close', resolve));
  if (code !== 0) return { error: stderr.split('\n').slice(-3).join(' ') };
  const report = JSON.parse(stdout);
  return Object.fromEntries(Object.entries(report.categories).map(([k, c]) => [k, Math.round(c.score * 100)]));
}

async function benchCorpus(name) {
  const config = ensureCorpus(name);
  const dir = dirname(config);
  const clean = (what) => what.forEach((f) => setAside(join(dir, f)));
  const result = { name, ...CORPORA[name] };
  if (flag('--serve-only')) {
    // Only `docs serve`'s edit-to-browser time (serve makes its own first build).
    const guide = samplePages(join(dir, 'out')).guide;
    result.serveFirstPage = await serveFirstPage(dir);
    result.serveEditMs = await serveLatency(dir, guide, join(dir, 'docs', guide.slice(1, -1) + '.md'), RUNS < 5 ? 5 : RUNS);
    return result;
  }
  const cold = [];
  const warm = [];
  const unchanged = [];
  for (let i = 0; i < RUNS; i++) {
    clean(['.cache', 'out']);
    cold.push(build(dir));
  }
  for (let i = 0; i < RUNS; i++) {
    clean(['out']);
    warm.push(build(dir));
  }
  for (let i = 0; i < RUNS; i++) unchanged.push(build(dir));
  result.pages = Number(/Built (\d+) pages/.exec(cold[0].line)?.[1]);
  result.cold = { ms: stats(cold.map((r) => r.ms)), cpuS: stats(cold.map((r) => r.cpuS ?? NaN)), rssMiB: stats(cold.map((r) => r.rssMiB ?? NaN)) };
  result.warm = { ms: stats(warm.map((r) => r.ms)), rssMiB: stats(warm.map((r) => r.rssMiB ?? NaN)) };
  result.unchanged = { ms: stats(unchanged.map((r) => r.ms)), rssMiB: stats(unchanged.map((r) => r.rssMiB ?? NaN)) };
  const out = join(dir, 'out');
  result.outputBytes = folderBytes(out);
  const pages = samplePages(out);
  result.weights = Object.fromEntries(Object.entries(pages).filter(([, r]) => r).map(([k, r]) => [k, { route: r, ...pageWeight(out, r) }]));
  // Lighthouse first: `docs serve` (next) writes its pages into out/ (drafts included).
  if (flag('--lighthouse')) {
    const { startStaticServer } = await import('../test/fakes/static-server.ts').catch(() => ({}));
    if (startStaticServer) {
      const server = await startStaticServer(out, { gzip: true });
      result.lighthouse = {};
      for (const [k, r] of Object.entries(pages)) result.lighthouse[k] = await lighthouse(server.url + r.slice(1));
      await server.close();
    }
  }
  if (!flag('--no-serve')) {
    // Right after the unchanged builds: serve starts from their state.
    result.serveFirstPage = await serveFirstPage(dir);
    const guide = pages.guide;
    const file = join(dir, 'docs', guide.slice(1, -1) + '.md');
    if (existsSync(file)) result.serveEditMs = await serveLatency(dir, guide, file);
  }
  return result;
}

const fmt = (s) => (Number.isFinite(s.median) ? `${(s.median / 1000).toFixed(2)} s (${(s.min / 1000).toFixed(2)}–${(s.max / 1000).toFixed(2)})` : 'n/a');
const mib = (s) => (Number.isFinite(s.median) ? `${Math.round(s.median)} MiB` : 'n/a');
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const cpu = (s) => (s && Number.isFinite(s.median) ? `${s.median.toFixed(1)} s (${s.min.toFixed(1)}–${s.max.toFixed(1)})` : 'n/a');

/** Cold builds of one size of the growth series: CPU and peak RSS (what must stay flat as the site grows). */
function growthPoint(name) {
  const dir = dirname(ensureCorpus(name));
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    setAside(join(dir, '.cache'));
    setAside(join(dir, 'out'));
    process.stderr.write(`bench: growth ${name}, cold build ${i + 1}/${RUNS}…\n`);
    runs.push(build(dir));
  }
  return {
    name,
    pages: Number(/Built (\d+) pages/.exec(runs[0].line)?.[1]),
    ms: stats(runs.map((r) => r.ms)),
    cpuS: stats(runs.map((r) => r.cpuS ?? NaN)),
    rssMiB: stats(runs.map((r) => r.rssMiB ?? NaN)),
  };
}

await quietFileSystem();
const results = { date: new Date().toISOString(), node: process.version, runs: RUNS, load: loadAverage(), corpora: [] };
const extraOnly = ONLY === 'growth' || ONLY === 'docusaurus' || ONLY === 'real';
for (const name of Object.keys(CORPORA)) {
  if ((ONLY && name !== ONLY) || extraOnly) continue;
  process.stderr.write(`bench: ${name} corpus…\n`);
  results.corpora.push(await benchCorpus(name));
}
if (flag('--growth') || ONLY === 'growth') {
  results.growth = Object.keys({ ...GROWTH, ...(flag('--huge') ? HUGE : {}) }).map(growthPoint);
}
if (flag('--docusaurus') || ONLY === 'docusaurus') {
  const { pairedWithDocusaurus } = await import('./docusaurus.mjs');
  const pairs = Number(option('--pairs', Math.max(RUNS, 5)));
  results.docusaurus = await pairedWithDocusaurus(pairs, (dir) => build(dir), timed, option('--pair-corpora', 'small,large').split(','));
}
if (flag('--real') || ONLY === 'real') results.real = realSchemas(option('--real-documents', 'stripe'));
// Every timed build is done: what was set aside for them goes now.
emptyTrash();
results.clearing = clearing;
if (!flag('--serve-only')) writeFileSync(join(root, 'bench', 'results.json'), JSON.stringify(results, null, 2));

/** Cold builds of real schemas (bench/real-corpus.mjs, each in a site of its own): its rows, or the failure. */
function realSchemas(names) {
  const file = join(root, 'bench', '.corpora', 'real-latest.json');
  rmSync(file, { force: true });
  process.stderr.write(`bench: real schemas (${names})…\n`);
  const r = spawnSync(process.execPath, [join(root, 'bench', 'real-corpus.mjs'), '--only', names, '--json', file, '--docs', docs], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (!existsSync(file)) return { error: `bench/real-corpus.mjs exited with ${r.status ?? r.signal}` };
  return { rows: JSON.parse(readFileSync(file, 'utf8')) };
}

function loadAverage() {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {
    return 'unknown';
  }
}

const rows = [['corpus', 'pages', 'cold', 'cold CPU', 'cold RSS', 'warm', 'unchanged', 'output', 'serve first page (warm)', 'serve edit→browser']];
const firstPageCell = (f) => (f ? `${Math.round(f.ms.median)} ms (${f.ms.min}–${f.ms.max}; CPU ${Math.round(f.cpuMs.median)} ms)` : 'n/a');
if (flag('--serve-only')) {
  for (const c of results.corpora) {
    console.log(`${c.name}: serve first page ${firstPageCell(c.serveFirstPage)}, runs ${c.serveFirstPage.ms.runs.join(' ')}`);
    console.log(`${c.name}: serve edit → browser ${Math.round(c.serveEditMs.median)} ms median (${c.serveEditMs.min}–${c.serveEditMs.max}), runs ${c.serveEditMs.runs.join(' ')}`);
  }
  process.exit(0);
}
for (const c of results.corpora) {
  rows.push([
    `--pages ${c.pages === undefined ? '?' : CORPORA[c.name].pages} --ops ${CORPORA[c.name].ops}`,
    String(c.pages),
    fmt(c.cold.ms),
    cpu(c.cold.cpuS),
    mib(c.cold.rssMiB),
    fmt(c.warm.ms),
    fmt(c.unchanged.ms),
    `${(c.outputBytes / 1024 / 1024).toFixed(1)} MiB`,
    firstPageCell(c.serveFirstPage),
    c.serveEditMs ? `${Math.round(c.serveEditMs.median)} ms (${c.serveEditMs.min}–${c.serveEditMs.max})` : 'n/a',
  ]);
}
const table = (rs) => rs.map((r) => `| ${r.join(' | ')} |`).join('\n').replace(/\n/, `\n|${rs[0].map(() => ' --- ').join('|')}|\n`);
if (results.corpora.length) console.log(table(rows));
const weights = [['corpus', 'page', 'HTML', 'HTML gzip', 'JS gzip', 'CSS gzip']];
for (const c of results.corpora) for (const [k, w] of Object.entries(c.weights)) weights.push([c.name, `${k} (${w.route})`, kb(w.htmlRaw), kb(w.htmlGzip), kb(w.jsGzip), kb(w.cssGzip)]);
if (results.corpora.length) console.log('\n' + table(weights));
for (const c of results.corpora) if (c.lighthouse) console.log(`\nLighthouse (${c.name}): ${JSON.stringify(c.lighthouse)}`);
const growth = [['growth series', 'pages', 'cold', 'cold CPU', 'peak RSS']];
for (const g of results.growth ?? []) growth.push([g.name, String(g.pages), fmt(g.ms), cpu(g.cpuS), mib(g.rssMiB)]);
/** The real schemas' table: one cold build each (wall time and peak RSS, as bench/real-corpus.mjs measures them). */
function realRows(rows) {
  const head = ['real schema', 'size', 'operations', 'pages', 'cold', 'peak RSS', 'largest page', 'out/'];
  return [head, ...rows.map((r) => [`${r.name} (${r.source})`, `${(r.bytes / 1e6).toFixed(2)} MB`, String(r.operations), r.ok ? String(r.pages) : 'failed', `${r.seconds.toFixed(1)} s`, r.rssMiB ? `${Math.round(r.rssMiB)} MiB` : 'n/a', r.ok ? `${Math.round(r.largest.bytes / 1024)} KB` : 'n/a', r.ok ? `${r.outMB.toFixed(0)} MB` : 'n/a'])];
}
if (results.real?.rows) console.log('\n' + table(realRows(results.real.rows)));
if (results.growth) console.log('\n' + table(growth));
const ratio = (s) => `${s.median.toFixed(3)} (${s.min.toFixed(3)}–${s.max.toFixed(3)})`;
const paired = [
  ['paired cold builds', 'pages (docs / Docusaurus)', 'docs CPU', 'Docusaurus CPU (gen-api-docs + build)', 'CPU ratio', 'docs wall', 'Docusaurus wall', 'wall ratio', 'docs RSS', 'Docusaurus RSS', 'bundler'],
];
for (const d of results.docusaurus?.corpora ?? []) {
  paired.push([
    `${d.name} (pairs: ${d.ours.cpuS.runs.length})`,
    `${d.pages} / ${d.theirPages}`,
    cpu(d.ours.cpuS),
    `${cpu(d.theirs.cpuS)}: ${d.theirs.genCpuS.median.toFixed(1)} + ${d.theirs.buildCpuS.median.toFixed(1)}`,
    ratio(d.ratio),
    fmt(d.ours.ms),
    fmt(d.theirs.ms),
    ratio(d.wallRatio),
    mib(d.ours.rssMiB),
    mib(d.theirs.rssMiB),
    d.bundler,
  ]);
}
if (results.docusaurus?.error) console.log(`\nDocusaurus: ${results.docusaurus.error}`);
else if (results.docusaurus) console.log('\n' + table(paired));

// bench/RESULTS.md: this run's tables between the markers, whatever else the file says kept. The
// paired Docusaurus comparison has a block of its own, so that `--only docusaurus` keeps the last
// full run's tables and a full run without `--docusaurus` keeps the last comparison.
const resultsFile = join(root, 'bench', 'RESULTS.md');
const START = '<!-- results:start: written by `npm run bench`; everything outside these markers is kept -->';
const END = '<!-- results:end -->';
const PAIRED_START = '<!-- docusaurus:start: written by `npm run bench -- --docusaurus`; everything outside these markers is kept -->';
const PAIRED_END = '<!-- docusaurus:end -->';
const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}`;
const command = `\`npm run bench${args.length ? ' -- ' + args.join(' ') : ''}\``;
const block = [
  START,
  '## Latest run',
  '',
  `${results.date.slice(0, 10)}, Node ${results.node}, ${machine}, load average ${results.load} at the start: ${command}, medians of ${RUNS} run${RUNS > 1 ? 's' : ''}, min–max in brackets; CPU is user + system time of the whole process; the serve column is the median of the edits; ${clearing}.`,
  ...(results.corpora.length ? ['', table(rows), '', table(weights)] : []),
  ...(results.growth ? ['', table(growth)] : []),
  ...(results.real ? ['', results.real.error ? `Real schemas: ${results.real.error}` : table(realRows(results.real.rows))] : []),
  ...results.corpora.filter((c) => c.lighthouse).map((c) => `\nLighthouse (${c.name}): ${Object.entries(c.lighthouse).map(([k, v]) => `${k} ${JSON.stringify(v)}`).join(', ')}`),
  END,
].join('\n');
const pairedBlock = results.docusaurus && [
  PAIRED_START,
  '## Against Docusaurus (paired cold builds)',
  '',
  `${results.date.slice(0, 10)}, Node ${results.node}, ${machine}: ${command}. Alternated pairs (ours, then Docusaurus's, each cold); medians, min–max in brackets; a ratio is ours ÷ theirs, the median of the pairs' ratios. CPU is user + system time of every thread and child (the machine is shared: compare CPU); the 1-minute load average before each pair: ${(results.docusaurus.corpora ?? []).map((c) => `${c.name} ${c.loads.map((l) => l.split(' ')[0]).join(', ')}`).join('; ')}; ${clearing}.`,
  '',
  ...(results.docusaurus.error ? [`Docusaurus: ${results.docusaurus.error}`] : [table(paired), '', results.docusaurus.note]),
  PAIRED_END,
].join('\n');
let text = existsSync(resultsFile) ? readFileSync(resultsFile, 'utf8') : '# Benchmark results\n\n' + START + '\n' + END + '\n';
/** `text` with what lies between `start` and `end` replaced by `body` (appended after the results block when absent). */
const put = (text, start, end, body) => {
  if (text.includes(start)) return text.split(start)[0] + body + (text.split(start)[1].split(end)[1] ?? '\n');
  const at = text.includes(END) ? text.indexOf(END) + END.length : text.length;
  return text.slice(0, at) + '\n\n' + body + text.slice(at);
};
if (results.corpora.length || results.growth || results.real || !results.docusaurus) text = put(text, START, END, block);
if (pairedBlock) text = put(text, PAIRED_START, PAIRED_END, pairedBlock);
writeFileSync(resultsFile, text);
process.stderr.write(`bench: tables written to ${resultsFile}\n`);
