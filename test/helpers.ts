// Shared test helpers: fixture copies, running the real CLI, serve processes.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
export const docsBin = join(repoRoot, 'bin', 'docs.mjs');

/** The third-party OpenAPI documents of test/fixtures/openapi-corpus/ (JSON and YAML), in a stable order. */
export function openApiCorpus(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.(json|ya?ml)$/.test(name)) files.push(p);
    }
  };
  walk(join(repoRoot, 'test', 'fixtures', 'openapi-corpus'));
  return files;
}

/**
 * Every wait in the tests is on an event; where a wait needs a bound, it is a
 * generous deadline (never a delay), multiplied by DOCS_TEST_TIMEOUT_SCALE
 * (e.g. 3 on a slow or crowded machine).
 */
export const timeoutScale = Number(process.env.DOCS_TEST_TIMEOUT_SCALE) > 0 ? Number(process.env.DOCS_TEST_TIMEOUT_SCALE) : 1;
export const bound = (ms: number) => Math.round(ms * timeoutScale);

/** A private copy of a fixture site (tests may edit it). */
export function copyFixture(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), `docs-${name}-`));
  cpSync(join(repoRoot, 'test', 'fixtures', name), dir, {
    recursive: true,
    filter: (src) => !/[/\\](out|\.cache)([/\\]|$)/.test(src.slice(join(repoRoot, 'test', 'fixtures', name).length)),
  });
  return dir;
}

export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

export function runDocs(args: string[], cwd: string, env: Record<string, string> = {}): RunResult {
  const r = spawnSync(process.execPath, [docsBin, ...args], { cwd, encoding: 'utf8', env: { ...process.env, ...env } });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

export function edit(file: string, change: (text: string) => string) {
  writeFileSync(file, change(readFileSync(file, 'utf8')));
}

export function read(file: string) {
  return readFileSync(file, 'utf8');
}

export interface ServeProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  /**
   * Waits until the terminal output from offset `from` on (default: all of it) matches
   * `pattern`, woken by the process's output; returns the match (its index in the whole output).
   */
  waitForOutput: (pattern: RegExp, from?: number, what?: string) => Promise<RegExpExecArray>;
  /** Waits until the last rebuild's site-wide files are written (or it failed): nothing is left to do for the edits so far. */
  idle: () => Promise<boolean>;
  stop: () => Promise<void>;
}

/** Starts `docs serve` on a free port of 127.0.0.1 and waits until it listens. */
export async function startServe(cwd: string, extra: string[] = []): Promise<ServeProcess> {
  const child = spawn(process.execPath, [docsBin, 'serve', '--port', '0', '--host', '127.0.0.1', ...extra], { cwd, env: process.env });
  let out = '';
  const waiters = new Set<() => void>();
  const grow = (d: Buffer) => {
    out += d;
    for (const w of [...waiters]) w();
  };
  child.stdout!.on('data', grow);
  child.stderr!.on('data', grow);
  child.once('exit', () => {
    for (const w of [...waiters]) w();
  });
  const until = <T>(check: (output: string) => T | undefined | null | false, what: string) =>
    new Promise<T>((resolve, reject) => {
      const test = () => {
        const found = check(out);
        if (found) {
          done();
          resolve(found);
        } else if (child.exitCode !== null || child.signalCode !== null) {
          done();
          reject(new Error(`serve exited before ${what}:\n${out}`));
        }
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`timed out waiting for ${what}; serve's output:\n${out}`));
      }, bound(120_000));
      const done = () => {
        clearTimeout(timer);
        waiters.delete(test);
      };
      waiters.add(test);
      test();
    });
  const waitForOutput = (pattern: RegExp, from = 0, what = String(pattern)) =>
    until((output) => {
      const m = new RegExp(pattern.source, pattern.flags.replace('g', '')).exec(output.slice(from));
      if (m) m.index += from;
      return m;
    }, what);
  // The last rebuild's site-wide files are written (or it failed): a rebuild logs "built N pages"
  // (the first build has no later pass), then "site-wide files in N ms" once that pass wrote them.
  const idle = () =>
    until((output) => {
      let last = 'none';
      for (const line of output.split('\n')) {
        if (/: built \d+ pages/.test(line) && !line.startsWith('Initial build:')) last = 'built';
        else if (/^ {2}site-wide files in \d+ ms/.test(line) || /: build failed/.test(line)) last = 'done';
      }
      return last !== 'built';
    }, "the last rebuild's site-wide files");
  const url = (await waitForOutput(/at (http:\/\/127\.0\.0\.1:\d+\/)/, 0, 'serve to listen'))[1];
  // An edit is seen from serve's 'Watching for changes' line on.
  await waitForOutput(/^Watching for changes/m, 0, "serve's watcher");
  return {
    url,
    child,
    output: () => out,
    waitForOutput,
    idle,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Like runDocs, without blocking this process (needed when the test itself serves HTTP). */
export function runDocsAsync(args: string[], cwd: string, env: Record<string, string> = {}): Promise<RunResult> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [docsBin, ...args], { cwd, env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

/** Collects server-sent events from the live-reload endpoint; `connected` resolves once the server has the stream. */
export function listen(url: string) {
  const events: { event: string; data: string }[] = [];
  const waiters = new Set<() => void>();
  let failure: Error | undefined;
  const wakeAll = () => {
    for (const w of [...waiters]) w();
  };
  let onConnected!: () => void;
  let onFailed!: (e: Error) => void;
  const connected = new Promise<void>((resolve, reject) => {
    onConnected = resolve;
    onFailed = reject;
  });
  connected.catch(() => {});
  const req = request(new URL('/__docs/events', url), (res) => {
    let buffer = '';
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      buffer += chunk;
      let i;
      while ((i = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, i);
        buffer = buffer.slice(i + 2);
        // The server's first block is a comment: it has registered this stream.
        if (block.startsWith(':')) onConnected();
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1] ?? '';
        if (event) {
          events.push({ event, data });
          wakeAll();
        }
      }
    });
    res.on('close', () => {
      failure ??= new Error('the event stream closed');
      onFailed(failure);
      wakeAll();
    });
  });
  req.on('error', (e) => {
    failure = e;
    onFailed(e);
    wakeAll();
  });
  req.end();
  let seen = 0;
  return {
    events,
    connected,
    /** The next `name` event after the one this returned last (or after the start). */
    next(name: string, timeoutMs = 60_000): Promise<{ event: string; data: string }> {
      return new Promise((resolve, reject) => {
        const check = () => {
          const i = events.findIndex((e, j) => j >= seen && e.event === name);
          if (i >= 0) {
            seen = i + 1;
            done();
            resolve(events[i]);
          } else if (failure) {
            done();
            reject(new Error(`no "${name}" event (${failure.message}); got ${JSON.stringify(events.slice(seen))}`));
          }
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`no "${name}" event; got ${JSON.stringify(events.slice(seen))}`));
        }, bound(timeoutMs));
        const done = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    close: () => req.destroy(),
  };
}
