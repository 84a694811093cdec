// The build's on-disk caches, under one root (the config's `cacheDir`,
// `.cache/` by default), and the one way entries are written and read there.
// A cache may make a build faster, never different or broken: every entry is
// sealed with its length and hash and checked when read (a truncated, garbled
// or half-written entry is a miss), written to a temp name and renamed (a
// concurrent build never reads a torn file), and holds no absolute path it
// would be loaded from elsewhere. What cannot be checked where it is read
// (a view read by offset on a worker) throws `CacheDamaged`: the build is then
// made again without the cache.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Pack, settlePacks } from './cache-pack.ts';
import { digest, seal, unseal, writeFileAtomic } from './cache-seal.ts';
import { mkdir, rename, rm, writeFile } from './fs-calls.ts';

export { digest, seal, unseal, writeFileAtomic } from './cache-seal.ts';

/** A cache entry was found damaged where it could not be taken as a miss. */
export class CacheDamaged extends Error {
  constructor(what: string) {
    super(`A cache entry is damaged: ${what}`);
    this.name = 'CacheDamaged';
  }
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

/**
 * Resolves once every cache write started so far has landed (or failed) and is indexed.
 * `keepPacksOpen`: serve, between rebuilds (see cache-pack.ts); its last settle closes them.
 * `indexPacks: false`: the packs' new entries are left for the next settle to index.
 */
export async function settleCacheWrites(options: { keepPacksOpen?: boolean; indexPacks?: boolean } = {}): Promise<void> {
  while (pending.size) await Promise.all(pending);
  // `indexPacks: false` (serve, a pass given up for a newer edit): the packs' entries stay readable
  // in this process and are indexed by the next settle.
  if (options.indexPacks !== false) settlePacks(options.keepPacksOpen);
}

/** One pack per area folder in this process (CacheArea objects of the same folder share it). */
const packs = new Map<string, Pack>();

const DAY = 24 * 60 * 60 * 1000;

/**
 * Writes a generated ES module under a name made of its content's hash, so Node's per-URL module
 * cache never serves stale code, and a module file that is not what its name says (damaged) is
 * written again before anything imports it. Returns its path.
 */
export function writeModule(dir: string, prefix: string, code: Uint8Array | string): string {
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
  const file = join(dir, `${prefix}-${hash}.mjs`);
  if (moduleIntact(file)) return file;
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

/** Whether a module `writeModule` named by its content is there and is that content. */
export function moduleIntact(file: string): boolean {
  const named = /-([0-9a-f]{16})\.mjs$/.exec(file)?.[1];
  if (!named || !existsSync(file)) return false;
  try {
    return createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16) === named;
  } catch {
    return false;
  }
}

/** One named area of the cache root: sealed entries by name. */
export class CacheArea {
  /** Packed areas keep the entries `write` makes in pack files (see cache-pack.ts); `writeNow` and `path` stay files of their own. */
  private readonly pack?: Pack;
  constructor(
    readonly dir: string,
    options: { packed?: boolean } = {},
  ) {
    if (options.packed) {
      this.pack = packs.get(dir);
      if (!this.pack) packs.set(dir, (this.pack = new Pack(dir)));
    }
  }
  path(name: string): string {
    return join(this.dir, name);
  }
  /** The entry's payload, or undefined (missing, or not whole: a miss). */
  readBuffer(name: string): Buffer | undefined {
    if (this.pack?.has(name)) return this.pack.read(name);
    let entry: Buffer;
    try {
      entry = readFileSync(this.path(name));
    } catch {
      return undefined;
    }
    return unseal(entry);
  }
  readText(name: string): string | undefined {
    return this.readBuffer(name)?.toString('utf8');
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
  /** Whether the entry is there (not whether it is whole: reading it tells). */
  has(name: string): boolean {
    return !!this.pack?.has(name) || existsSync(this.path(name));
  }
  write(name: string, contents: string | Uint8Array): void {
    if (this.pack) this.pack.write(name, contents);
    else writeFileAtomicLater(this.path(name), seal(contents));
  }
  writeJson(name: string, value: unknown): void {
    this.write(name, JSON.stringify(value));
  }
  /** Written before this returns (what the same build reads back at once). */
  writeNow(name: string, contents: string | Uint8Array): void {
    writeFileAtomic(this.path(name), seal(contents));
  }
}

/** The cache root a build owns. Deleting it is always safe. */
export class CacheRoot {
  constructor(readonly dir: string) {}
  area(name: string, options: { packed?: boolean } = {}): CacheArea {
    return new CacheArea(join(this.dir, name), options);
  }
}
