// Packed cache entries: an area's small entries (compiled pages, Markdown
// twins, search parts) appended to one pack file per build instead of a file
// each. Creating a file costs this machine 0.3–0.4 ms of system time, and a
// cold build of the large benchmark corpus made about 2,700 entries: a fifth
// of its CPU went to the file system. Each entry stays sealed (cache.ts), so a
// damaged pack reads as misses; the index (entry → pack, offset, length) is
// sealed too and written atomically once the build's writes are done, merged
// with whatever another build wrote meanwhile. A pack no index names (a build
// killed before its index) is removed once it is an hour old.
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readSync, rmSync, statSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { seal, unseal, writeFileAtomic } from './cache-seal.ts';

type Entry = [pack: string, offset: number, length: number];

const INDEX = 'pack-index.json';
const PACK = /^pack-[\w-]+\.bin$/;
/** Bytes kept in memory before they are appended to the pack (one write call per chunk). */
const CHUNK = 1 << 20;
/** More packs than this in an area (a long `docs serve` session makes one per rebuild) are merged into one. */
const MAX_PACKS = 8;
const HOUR = 60 * 60 * 1000;

/** Packs with writes not yet indexed (settled together at the end of a build). */
const open = new Set<Pack>();
/** Packs whose pack file is still open for appending (serve keeps one across its rebuilds). */
const appending = new Set<Pack>();

export class Pack {
  /** The index as last read or written. */
  private index?: Map<string, Entry>;
  /** Entries this process wrote since the index was last written. */
  private readonly added = new Map<string, Entry>();
  private writer?: { name: string; fd: number; offset: number; chunks: Buffer[]; buffered: number };

  constructor(private readonly dir: string) {}

  private entries(): Map<string, Entry> {
    return (this.index ??= this.readIndex());
  }

  private readIndex(): Map<string, Entry> {
    let bytes: Buffer | undefined;
    try {
      bytes = unseal(readFileSyncSafe(join(this.dir, INDEX)));
    } catch {
      bytes = undefined;
    }
    if (!bytes) return new Map();
    try {
      const data = JSON.parse(bytes.toString('utf8')) as { packs: string[]; entries: Record<string, [number, number, number]> };
      return new Map(Object.entries(data.entries).map(([name, [p, offset, length]]) => [name, [data.packs[p], offset, length]]));
    } catch {
      return new Map(); // a garbled index: every entry a miss
    }
  }

  has(name: string): boolean {
    return this.added.has(name) || this.entries().has(name);
  }

  /** The entry's sealed bytes' payload, or undefined (not there, or not whole: a miss). */
  read(name: string): Buffer | undefined {
    const entry = this.added.get(name) ?? this.entries().get(name);
    if (!entry) return undefined;
    const [pack, offset, length] = entry;
    if (this.writer?.name === pack) this.flush();
    let fd: number;
    try {
      fd = this.writer?.name === pack ? this.writer.fd : openSync(join(this.dir, pack), 'r');
    } catch {
      return undefined;
    }
    try {
      const buffer = Buffer.allocUnsafe(length);
      let done = 0;
      while (done < length) {
        const n = readSync(fd, buffer, done, length - done, offset + done);
        if (n === 0) return undefined;
        done += n;
      }
      return unseal(buffer);
    } catch {
      return undefined;
    } finally {
      if (fd !== this.writer?.fd) closeSync(fd);
    }
  }

  write(name: string, contents: string | Uint8Array): void {
    const bytes = seal(contents);
    const w = (this.writer ??= this.startPack());
    this.added.set(name, [w.name, w.offset, bytes.length]);
    w.chunks.push(bytes);
    w.offset += bytes.length;
    w.buffered += bytes.length;
    if (w.buffered >= CHUNK) this.flush();
    open.add(this);
  }

  private startPack() {
    appending.add(this);
    mkdirSync(this.dir, { recursive: true });
    const name = `pack-${process.pid}-${randomBytes(6).toString('hex')}.bin`;
    return { name, fd: openSync(join(this.dir, name), 'w+'), offset: 0, chunks: [], buffered: 0 };
  }

  private flush(w = this.writer): void {
    if (!w || !w.buffered) return;
    const bytes = Buffer.concat(w.chunks);
    for (let done = 0; done < bytes.length; ) done += writeSync(w.fd, bytes, done, bytes.length - done);
    w.chunks = [];
    w.buffered = 0;
  }

  /**
   * This build's entries on disk and in the index (merged with the one on disk now: another build
   * may have written it). `keepOpen` (serve, between rebuilds): the pack file stays open and the next
   * rebuild's entries are appended to it, rather than one pack per rebuild to be merged every few.
   */
  settle(keepOpen = false): void {
    open.delete(this);
    const w = this.writer;
    if (!w) {
      appending.delete(this);
      return;
    }
    const close = () => {
      this.writer = undefined;
      appending.delete(this);
      closeSync(w.fd);
    };
    try {
      this.flush(w);
    } catch (error) {
      close();
      throw error;
    }
    if (!this.added.size) {
      if (!keepOpen) close();
      return;
    }
    const merged = this.readIndex();
    for (const [name, entry] of this.added) merged.set(name, entry);
    this.added.clear();
    const present = new Set(readdirSync(this.dir).filter((n) => PACK.test(n)));
    for (const [name, [pack]] of merged) if (!present.has(pack)) merged.delete(name);
    const used = new Set([...merged.values()].map(([pack]) => pack));
    const compacting = used.size > MAX_PACKS;
    // A pack merged into a new one goes: nothing may be appended to it after.
    if (!keepOpen || compacting) close();
    this.index = compacting ? this.compact(merged) : merged;
    this.writeIndex(this.index);
    this.sweep(new Set([...this.index.values()].map(([pack]) => pack)));
  }

  /** Every entry rewritten into one new pack (a miss for any that no longer reads whole). */
  private compact(entries: Map<string, Entry>): Map<string, Entry> {
    const w = this.startPack();
    const compacted = new Map<string, Entry>();
    try {
      for (const name of entries.keys()) {
        const payload = this.readFrom(entries, name);
        if (!payload) continue;
        const bytes = seal(payload);
        for (let done = 0; done < bytes.length; ) done += writeSync(w.fd, bytes, done, bytes.length - done);
        compacted.set(name, [w.name, w.offset, bytes.length]);
        w.offset += bytes.length;
      }
    } finally {
      closeSync(w.fd);
    }
    return compacted;
  }

  private readFrom(entries: Map<string, Entry>, name: string): Buffer | undefined {
    const saved = this.index;
    this.index = entries;
    try {
      return this.read(name);
    } finally {
      this.index = saved;
    }
  }

  private writeIndex(entries: Map<string, Entry>): void {
    const packs = [...new Set([...entries.values()].map(([pack]) => pack))];
    const at = new Map(packs.map((p, i) => [p, i]));
    const data = { packs, entries: Object.fromEntries([...entries].map(([name, [pack, offset, length]]) => [name, [at.get(pack), offset, length]])) };
    writeFileAtomic(join(this.dir, INDEX), seal(JSON.stringify(data)));
  }

  /** Packs no index names: merged away now, or left by a build killed an hour ago or more (a younger one may be another build's, still running). */
  private sweep(used: Set<string>): void {
    const now = Date.now();
    for (const name of readdirSync(this.dir)) {
      if (!PACK.test(name) || used.has(name)) continue;
      try {
        const own = name.startsWith(`pack-${process.pid}-`);
        if (own || now - statSync(join(this.dir, name)).mtimeMs > HOUR) rmSync(join(this.dir, name), { force: true });
      } catch {
        // removed by another build first
      }
    }
  }
}

function readFileSyncSafe(file: string): Buffer {
  if (!existsSync(file)) return Buffer.alloc(0);
  const fd = openSync(file, 'r');
  try {
    const size = statSync(file).size;
    const buffer = Buffer.allocUnsafe(size);
    let done = 0;
    while (done < size) {
      const n = readSync(fd, buffer, done, size - done, done);
      if (n === 0) break;
      done += n;
    }
    return buffer.subarray(0, done);
  } finally {
    closeSync(fd);
  }
}

/**
 * Writes every pack's pending entries and its index (the end of a build, or of a serve rebuild) and
 * closes their pack files; `keepOpen` (serve between rebuilds) leaves them open for the next entries.
 */
export function settlePacks(keepOpen = false): void {
  for (const pack of new Set([...open, ...(keepOpen ? [] : appending)])) {
    try {
      pack.settle(keepOpen);
    } catch {
      // A pack that cannot be indexed is only misses next time.
    }
  }
}
