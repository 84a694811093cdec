// Shared test helpers: fixture copies, running the real CLI, serve processes.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
export const docsBin = join(repoRoot, 'bin', 'docs.mjs');

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
  stop: () => Promise<void>;
}

/** Starts `docs serve` on a free port of 127.0.0.1 and waits until it listens. */
export async function startServe(cwd: string, extra: string[] = []): Promise<ServeProcess> {
  const child = spawn(process.execPath, [docsBin, 'serve', '--port', '0', '--host', '127.0.0.1', ...extra], { cwd, env: process.env });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`serve did not start:\n${out}`)), 30_000);
    const check = () => {
      const m = /at (http:\/\/127\.0\.0\.1:\d+\/)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    };
    child.stderr!.on('data', check);
    child.once('exit', () => reject(new Error(`serve exited:\n${out}`)));
  });
  return {
    url,
    child,
    output: () => out,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
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

/** Collects server-sent events from the live-reload endpoint. */
export function listen(url: string) {
  const events: { event: string; data: string }[] = [];
  const waiters: (() => void)[] = [];
  const req = request(new URL('/__docs/events', url), (res) => {
    let buffer = '';
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      buffer += chunk;
      let i;
      while ((i = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, i);
        buffer = buffer.slice(i + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1] ?? '';
        if (event) {
          events.push({ event, data });
          waiters.splice(0).forEach((w) => w());
        }
      }
    });
  });
  req.end();
  return {
    events,
    async next(name: string, timeoutMs = 15_000): Promise<{ event: string; data: string }> {
      const start = events.length;
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.slice(start).find((e) => e.event === name);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no "${name}" event; got ${JSON.stringify(events.slice(start))}`);
        await new Promise<void>((r) => {
          waiters.push(r);
          setTimeout(r, 200);
        });
      }
    },
    close: () => req.destroy(),
  };
}
