#!/usr/bin/env node
// `docs serve`'s time to first page: from the process's start until an HTTP GET
// of the home page, a guide and an API operation page each returns 200 with the
// whole page (polled on 127.0.0.1, a connection refused is tried again at once).
// Run in a site's folder after a `docs build` (warm: its .cache/ and state),
// or with --cold (no .cache/, no out/ before each run).
//
//   node bench/first-page.mjs [site-dir] [--runs N] [--cold] [--build-first] [--docs path/to/bin/docs.mjs]
//
// --build-first: a `docs build` (not timed) before each run, so each serve starts from what a build left.
//
// Prints each run's times, serve's CPU time until the last of them was served, the medians (ms) and
// the load average. bench/run.mjs uses `firstPage`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const freePort = () =>
  new Promise((res, rej) => {
    const server = createServer();
    server.once('error', rej);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => res(port));
    });
  });

/** One GET: status and body, or the error (connection refused before serve listens). */
const fetchOnce = (url) =>
  new Promise((res) => {
    const req = get(url, { headers: { connection: 'close' } }, (response) => {
      const chunks = [];
      response.on('data', (c) => chunks.push(c));
      response.on('end', () => res({ status: response.statusCode, body: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', (error) => res({ error }));
    });
    req.on('error', (error) => res({ error }));
  });

/** Polls `url` until it answers 200 with a whole page; ms since `t0`. */
async function whenServed(url, t0, child) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`serve exited (${child.exitCode})`);
    const r = await fetchOnce(url);
    if (r.status === 200 && r.body.includes('</html>')) return Math.round(performance.now() - t0);
    // Refused (not listening yet) or not ready: ask again at once; the next event-loop turn lets serve's output through.
    await new Promise((next) => setImmediate(next));
  }
}

/** The routes measured: the home page, the first guide and the first API operation page (from out/routes.json). */
export function sampleRoutes(site) {
  const routes = JSON.parse(readFileSync(join(site, 'out', 'routes.json'), 'utf8'));
  const pick = (kind) => routes.find((r) => r.kind === kind && r.path !== '/')?.path;
  return { home: '/', guide: pick('doc'), api: pick('api-operation') };
}

/** One start of `docs serve` in `site`: ms until each route is served. */
export async function firstPage(site, routes, docs = join(root, 'bin', 'docs.mjs')) {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn(process.execPath, [docs, 'serve', '--offline', '--port', String(port), '--host', '127.0.0.1'], { cwd: site, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  try {
    const times = {};
    await Promise.all(Object.entries(routes).map(async ([name, route]) => (times[name] = await whenServed(`http://127.0.0.1:${port}${route}`, t0, child))));
    // serve's CPU time (user + system, every thread) until then: what the load on a shared machine does not change.
    times.cpu = cpuMs(child.pid);
    return times;
  } catch (error) {
    throw new Error(`${error.message}\n${log}`);
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGINT');
    await exited;
  }
}

/** A process's CPU time so far in ms (Linux: fields 14 and 15 of /proc/<pid>/stat, in clock ticks of 10 ms). */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
  const site = resolve(args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--')) ?? '.');
  const runs = Number(option('--runs', 5));
  const docs = resolve(option('--docs', join(root, 'bin', 'docs.mjs')));
  const cold = args.includes('--cold');
  if (!existsSync(join(site, 'out', 'routes.json'))) throw new Error(`No out/routes.json in ${site}: run \`docs build\` there first.`);
  const routes = sampleRoutes(site);
  const all = [];
  for (let i = 0; i < runs; i++) {
    if (args.includes('--build-first')) {
      const built = spawnSync(process.execPath, [docs, 'build', '--offline'], { cwd: site, encoding: 'utf8', env: { ...process.env, DOCS_DEBUG: '1' } });
      if (built.status !== 0) throw new Error(`docs build failed:\n${built.stderr}`);
    }
    if (cold) for (const d of ['.cache', 'out']) rmSync(join(site, d), { recursive: true, force: true });
    const load = readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
    const t = await firstPage(site, routes, docs);
    all.push(t);
    console.log(`run ${i + 1}: ${Object.entries(t).map(([k, v]) => `${k} ${v} ms`).join(', ')} (load ${load})`);
  }
  console.log(`median: ${[...Object.keys(routes), 'cpu'].map((k) => `${k} ${median(all.map((t) => t[k]))} ms`).join(', ')} (${Object.values(routes).join(' ')})`);
}
