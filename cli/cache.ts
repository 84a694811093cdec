// The build's on-disk caches, under one root (the config's `cacheDir`,
// `.cache/` by default), and the one way files are written there: to a temp
// name, then renamed, so a concurrent process never reads a torn file.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** Writes `file` atomically (temp file + rename), creating its folder. */
export function writeFileAtomic(file: string, contents: string | Uint8Array): void {
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, contents);
  renameSync(tmp, file);
}

let counter = 0;
const pending = new Set<Promise<void>>();

/**
 * Writes a cache entry without blocking the build (hundreds of small entries
 * per build); the build waits for them all before it returns
 * (`settleCacheWrites`). A failed write is only a cache miss next time, so
 * errors are dropped.
 */
export function writeFileAtomicLater(file: string, contents: string | Uint8Array): void {
  const tmp = `${file}.${process.pid}-${counter++}.tmp`;
  const folder = dirname(file);
  const job: Promise<void> = (madeDirs.has(folder) ? Promise.resolve() : mkdir(folder, { recursive: true }).then(() => void madeDirs.add(folder)))
    .then(() => writeFile(tmp, contents))
    .then(() => rename(tmp, file))
    .catch(() => {
      madeDirs.delete(folder); // perhaps removed since: made again next time
      return rm(tmp, { force: true }).catch(() => {});
    })
    .finally(() => pending.delete(job));
  pending.add(job);
}

/** Folders the background writes made (a cache area holds hundreds of entries; one mkdir each is enough). */
const madeDirs = new Set<string>();

/** Resolves once every cache write started so far has landed (or failed). */
export async function settleCacheWrites(): Promise<void> {
  while (pending.size) await Promise.all(pending);
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * Writes a generated ES module under a content-hashed name, so Node's per-URL
 * module cache never serves stale code. Returns its path.
 */
export function writeModule(dir: string, prefix: string, code: Uint8Array | string): string {
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
  const file = join(dir, `${prefix}-${hash}.mjs`);
  if (existsSync(file)) return file;
  writeFileAtomic(file, code);
  // Old generations pile up during long serve sessions; drop day-old ones.
  const now = Date.now();
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    try {
      if (name.startsWith(prefix) && now - statSync(path).mtimeMs > DAY) rmSync(path, { force: true });
    } catch {
      // Another process removed it first.
    }
  }
  return file;
}

/** One named area of the cache root: JSON and text entries by key. */
export class CacheArea {
  constructor(readonly dir: string) {}
  path(name: string): string {
    return join(this.dir, name);
  }
  readText(name: string): string | undefined {
    try {
      return readFileSync(this.path(name), 'utf8');
    } catch {
      return undefined;
    }
  }
  readJson<T>(name: string): T | undefined {
    const text = this.readText(name);
    if (text === undefined) return undefined;
    try {
      return JSON.parse(text) as T;
    } catch {
      return undefined; // a corrupt entry is a miss
    }
  }
  write(name: string, contents: string | Uint8Array): void {
    writeFileAtomicLater(this.path(name), contents);
  }
  writeJson(name: string, value: unknown): void {
    this.write(name, JSON.stringify(value));
  }
}

/** The cache root a builder owns. Deleting it is always safe. */
export class CacheRoot {
  constructor(readonly dir: string) {}
  area(name: string): CacheArea {
    return new CacheArea(join(this.dir, name));
  }
}
