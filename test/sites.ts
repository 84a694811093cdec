// Builds of the default site and of the fixture sites, made once per test run
// and shared by the test files that only read their output. node --test runs
// each file in its own process: the first to ask for a build makes it (holding
// a lock folder) and the others wait for its result file, woken by the
// file-system events of the run's folder (no polling). test/run.mjs makes the
// run's folder (DOCS_TEST_RUN_DIR) and removes it at the end; a file run on
// its own gets a folder of its own.
//
// Tests that edit a site keep their own copy (helpers.ts `copyFixture`).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, watch, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bound, docsBin, repoRoot, type RunResult } from './helpers.ts';

export interface SiteBuild extends RunResult {
  /** The built output folder (read only: other test files read it too). */
  out: string;
  /** The folder of the site that was built (the fixture's copy, or the repository for the default site). */
  site: string;
}

export interface FixtureBuildOptions {
  /** The config file, relative to the fixture (default docs-site.config.ts). */
  config?: string;
  /** Environment of the build (part of what makes two builds the same). */
  env?: Record<string, string>;
  /**
   * Shared with the run's other files (the default). A build whose environment holds this
   * process's own fake servers' addresses cannot be: it is made for this file alone, still
   * from the run's copy of the fixture and one at a time with that copy's other builds.
   */
  share?: boolean;
}

let ownRunDir: string | undefined;

/** The run's folder: shared by every test process of one `node test/run.mjs`. */
export function runDir(): string {
  const given = process.env.DOCS_TEST_RUN_DIR;
  if (given) return given;
  if (!ownRunDir) {
    const dir = mkdtempSync(join(tmpdir(), 'docs-test-run-'));
    ownRunDir = dir;
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  }
  return ownRunDir;
}

/** The repository's own site, built with --offline (and `env`: one at a time, as they share its .cache/). */
export function defaultSite(env: Record<string, string> = {}): Promise<SiteBuild> {
  return build('default', repoRoot, () => ['build', '--offline'], env, true);
}

/** A fixture site (test/fixtures/NAME), built with --offline from the run's copy of it. */
export function fixtureSite(name: string, options: FixtureBuildOptions = {}): Promise<SiteBuild> {
  const { config = 'docs-site.config.ts', env = {}, share = true } = options;
  return build(name, () => fixtureCopy(name), (folder) => ['build', '--offline', '-c', join(folder, config)], env, share);
}

/** The run's copy of a fixture (made under its lock: builds there write its .cache/). */
function fixtureCopy(name: string): string {
  const source = join(repoRoot, 'test', 'fixtures', name);
  const site = join(runDir(), `fixture-${name}`);
  if (!existsSync(site)) {
    const partial = `${site}.partial`;
    rmSync(partial, { recursive: true, force: true });
    cpSync(source, partial, { recursive: true, filter: (src) => !/^[/\\](out|\.cache)([/\\]|$)/.test(src.slice(source.length)) });
    renameSync(partial, site);
  }
  return site;
}

let ownBuilds = 0;

async function build(lockName: string, site: string | (() => string), args: (folder: string) => string[], env: Record<string, string>, share: boolean): Promise<SiteBuild> {
  const dir = runDir();
  const key = share
    ? `${lockName}-${createHash('sha256').update(JSON.stringify([args('SITE'), Object.entries(env).sort()])).digest('hex').slice(0, 12)}`
    : `${lockName}-pid${process.pid}-${ownBuilds++}`;
  const resultFile = join(dir, `${key}.json`);
  const lock = join(dir, `${lockName}.lock`);
  const deadline = Date.now() + bound(20 * 60_000);
  for (;;) {
    // Watch before looking, so a result or a released lock between the two is not missed.
    const changed = folderChange(dir);
    try {
      if (share && existsSync(resultFile)) return JSON.parse(readFileSync(resultFile, 'utf8')) as SiteBuild;
      if (take(lock)) {
        try {
          // Made meanwhile by the lock's last holder: never built again over what others read.
          if (share && existsSync(resultFile)) return JSON.parse(readFileSync(resultFile, 'utf8')) as SiteBuild;
          const folder = typeof site === 'string' ? site : site();
          const result = await runBuild(folder, [...args(folder), '-o', join(dir, key, 'out')], env);
          writeFileSync(`${resultFile}.tmp`, JSON.stringify(result));
          renameSync(`${resultFile}.tmp`, resultFile);
          return result;
        } finally {
          rmSync(lock, { recursive: true, force: true });
        }
      }
      await changed.next(deadline, () => `waiting for the build "${key}" (lock held by ${owner(lock)})`);
    } finally {
      changed.close();
    }
  }
}

/** Takes the lock folder, or returns false when another live process holds it (a dead holder's lock is taken over). */
function take(lock: string): boolean {
  try {
    mkdirSync(lock);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const pid = Number(owner(lock));
    if (!pid || alive(pid)) return false;
    rmSync(lock, { recursive: true, force: true });
    return take(lock);
  }
  writeFileSync(join(lock, 'pid'), String(process.pid));
  return true;
}

function owner(lock: string): string {
  try {
    return readFileSync(join(lock, 'pid'), 'utf8');
  } catch {
    return '';
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Resolves on the next change in `dir` (a file made, a folder removed). */
function folderChange(dir: string) {
  let wake: (() => void) | undefined;
  let fired = false;
  const watcher = watch(dir, () => {
    fired = true;
    wake?.();
  });
  let timer: NodeJS.Timeout | undefined;
  return {
    next: (deadline: number, what: () => string) =>
      new Promise<void>((resolve, reject) => {
        if (fired) return resolve();
        wake = resolve;
        // A bound on the wait, not a delay.
        timer = setTimeout(() => reject(new Error(`timed out ${what()}`)), Math.max(0, deadline - Date.now()));
      }),
    close: () => {
      clearTimeout(timer);
      watcher.close();
    },
  };
}

function runBuild(cwd: string, args: string[], env: Record<string, string>): Promise<SiteBuild> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [docsBin, ...args], { cwd, env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr, out: args[args.indexOf('-o') + 1], site: cwd }));
  });
}
