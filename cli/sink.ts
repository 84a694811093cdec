// The output sink: every file of the site is written here as soon as it is
// made, so no stage holds the whole output in memory. A first `docs build`
// writes into a temporary folder beside out/ and swaps it in at the end (out/
// is either the previous build or the new one). A rebuild over the out/ that
// the previous build left (its every file still there), and `docs serve`,
// stage only what changed and move it into out/ when the build succeeds (each
// changed file is written beside its place under a hidden name, then renamed
// over it; files the build no longer has are removed): an unchanged site costs
// no file operation at all. A failed build leaves out/ as it was either way.
// Only a hash per file is kept.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { BuildError } from './errors.ts';
import { faultPoint } from './fault.ts';
import { copyFile, inBatches, link, mkdir, rename, rm, rmdir, Slots, writeFile } from './fs-calls.ts';

const MAX_IN_FLIGHT = 32;
/** Numbers this process's sinks (two may start within a millisecond). */
let sinks = 0;

export type Manifest = Map<string, string>;

/** The content hash the manifest records for a file. */
export const hashOf = (contents: string | Uint8Array): string => createHash('sha1').update(contents).digest('base64url');

export class OutputSink {
  /** Path under out/ → content hash of every file written by this build. */
  readonly manifest: Manifest = new Map();
  /** Writes under way (at most `maxInFlight`, each holding a thread of Node's small file-system pool). */
  private readonly slots: Slots;
  private readonly dirs = new Map<string, Promise<void>>();
  private failure: unknown;
  /** Set by `abort`: pages still rendering when a build fails write nothing after it. */
  private aborted = false;
  /** Whether this build has started changing out/ (a staged file in it, or the commit). */
  private touched = false;
  /**
   * Called before this build first changes out/ (the state of the build it updates no longer
   * describes out/ from then on), and after an abort that undid what it had changed.
   */
  onTouch?: () => void;
  onUndone?: () => void;

  private touch(): void {
    if (this.touched) return;
    this.touched = true;
    this.onTouch?.();
  }

  private constructor(
    /** Where files land while the build runs. */
    private readonly dir: string,
    readonly outDir: string,
    /** serve: the previous build's manifest; unchanged files are not rewritten. */
    private readonly previous: Manifest | undefined,
    /** Paths another sink of the same build owns (serve's site-wide files): writing one is a clash. */
    private readonly reserved?: { has(path: string): boolean },
    /** Writes under way at once (each holds a thread of Node's small file-system pool). */
    private readonly maxInFlight = MAX_IN_FLIGHT,
    /** Whether a file of the previous build is looked for in out/ before it is taken as there (out/ may have been changed since). */
    private readonly verify = false,
  ) {
    this.slots = new Slots(maxInFlight);
  }

  /**
   * A build that replaces out/ in one step when it succeeds. `lastOut`: what the previous build
   * wrote into out/ (path → hash); a file written again with the same hash is linked from there.
   */
  static atomic(outDir: string, lastOut?: Manifest): OutputSink {
    const stamp = `${process.pid}-${Date.now()}-${sinks++}`;
    const sink = new OutputSink(join(dirname(outDir), `.${basename(outDir)}.tmp-${stamp}`), outDir, undefined);
    sink.lastOut = lastOut;
    return sink;
  }

  private lastOut?: Manifest;

  /**
   * Writes with `write` to `target`, unless out/ holds the previous build's file of the same hash:
   * then a hard link to it (no data written), or the write when the link is refused.
   */
  private writer(path: string, hash: string, write: (target: string) => Promise<void>): (target: string) => Promise<void> {
    if (this.lastOut?.get(path) !== hash) return write;
    return (target) => link(join(this.outDir, path), target).catch(() => write(target));
  }

  /** A rebuild that stages only changed files and moves them into out/ on success. */
  static incremental(outDir: string, previous: Manifest | undefined): OutputSink {
    const sink = OutputSink.atomic(outDir);
    return !previous || !existsSync(outDir) ? sink : new OutputSink(sink.dir, outDir, previous);
  }

  /**
   * `docs build` over the out/ the previous build wrote (`lastOut`, from its build state): like
   * `incremental`, but a file of the previous build counts as there only if out/ still has it.
   */
  static updating(outDir: string, lastOut: Manifest): OutputSink {
    return new OutputSink(OutputSink.atomic(outDir).dir, outDir, lastOut, undefined, MAX_IN_FLIGHT, true);
  }

  /** Whether the previous build's file of this hash is in place (see `verify`). */
  private inPlaceAlready(path: string, hash: string): boolean {
    return this.previous?.get(path) === hash && (!this.verify || existsSync(join(this.outDir, path)));
  }

  /**
   * serve: a second set of files of a build (the site-wide ones, written after
   * the pages): staged, then moved into out/; `previous` is only this set's
   * files of the last build, so nothing else in out/ is touched.
   */
  static overlay(outDir: string, previous: Manifest, reserved: { has(path: string): boolean }): OutputSink {
    // Two writes at a time: the file watcher and the next rebuild need the pool's threads promptly.
    return new OutputSink(OutputSink.atomic(outDir).dir, outDir, previous, reserved, 2);
  }

  /**
   * Where a file waits until the build succeeds: in the staging folder, or (in place) beside its
   * final path in out/ under a hidden name, so the commit is one rename per file.
   */
  private staged(path: string): string {
    if (!this.previous) return join(this.dir, path);
    return join(this.outDir, dirname(path), `.${basename(path)}${basename(this.dir).slice(basename(this.outDir).length + 1)}`);
  }

  /** Whether this sink updates the previous build's out/ in place (false: it replaces out/ as a whole). */
  get inPlace(): boolean {
    return this.previous !== undefined;
  }

  /** Files of the previous build this one no longer has (known once every file is written). */
  removed(): string[] {
    return this.previous ? [...this.previous.keys()].filter((p) => !this.manifest.has(p)) : [];
  }

  /** Files this build wrote (new or changed; unchanged files are not rewritten in place). */
  changed(): readonly string[] {
    return this.written;
  }

  has(path: string): boolean {
    return this.manifest.has(path);
  }

  private readonly written: string[] = [];

  /** Queues a file; resolves once there is room for more (back-pressure on the renderer). */
  async write(path: string, contents: string | Uint8Array, knownHash?: string): Promise<void> {
    this.claim(path);
    const hash = knownHash ?? hashOf(contents);
    await this.enqueue(path, hash, this.writer(path, hash, (target) => writeFile(target, contents)));
  }

  /**
   * `write` of a file whose hash is known and whose contents are made (or read) only when they
   * are written: not when the previous build's file of the same hash stands or is linked.
   */
  async writeLazily(path: string, hash: string, contents: () => string | Uint8Array): Promise<void> {
    this.claim(path);
    await this.enqueue(path, hash, this.writer(path, hash, (target) => writeFile(target, contents())));
  }

  /** Checks that `path` stays inside the output and is written once. */
  private claim(path: string): void {
    if (this.failure) throw this.failure;
    if (path.startsWith('/') || path.split('/').includes('..')) throw new Error(`Output path ${path} leaves the output folder`);
    if (this.manifest.has(path) || this.reserved?.has(path)) {
      throw new BuildError(`Two outputs of the build write ${path}.`, undefined, 'Rename the page, static file or asset that produces it a second time.');
    }
  }

  /** Called as each file is recorded (serve answers requests from the first build's files as they come). */
  onRecord?: (path: string) => void;
  /** Each file written (staged) by this build (with `onRecord`), and those waiting for room to start. */
  private readonly jobs = new Map<string, Promise<void>>();
  private readonly queued = new Set<string>();

  /**
   * Where this build's version of a file can be read now: its staged copy once written, or out/
   * when the previous build's file stands; undefined when the build has not recorded it (or failed).
   */
  async current(path: string): Promise<string | undefined> {
    if (!this.manifest.has(path)) return this.standing.has(path) && !this.aborted ? join(this.outDir, path) : undefined;
    if (this.aborted || this.queued.has(path)) return undefined;
    const job = this.jobs.get(path);
    if (!job) return join(this.outDir, path);
    await job;
    return this.failure || this.aborted ? undefined : this.staged(path);
  }

  /** Files of the previous build in out/ that this build will keep as they are (said before they are recorded). */
  readonly standing = new Map<string, string>();

  /** A file of the previous build in out/ that this build keeps as it is (the caller saw it there): answered from now on. */
  stands(path: string, hash: string): void {
    if (!this.onRecord || this.previous?.get(path) !== hash) return;
    this.standing.set(path, hash);
    this.onRecord(path);
  }

  /** Records the file's hash and, unless the previous build wrote the same, queues `writeTo` its staged place. */
  private async enqueue(path: string, hash: string, writeTo: (target: string) => Promise<void>): Promise<void> {
    this.manifest.set(path, hash);
    if (this.inPlaceAlready(path, hash)) return this.onRecord?.(path);
    this.written.push(path);
    if (this.onRecord) this.queued.add(path);
    while (this.slots.full && !this.aborted) await this.slots.room();
    if (this.aborted) return;
    if (this.previous) this.touch(); // staged beside its place in out/
    const target = this.staged(path);
    this.landing(path, this.run(dirname(target), async () => {
      await writeTo(target);
      faultPoint('stage');
    }));
  }

  /** One write under way (in `folder`, made first): its failure fails the build; its end makes room. */
  private async run(folder: string, work: () => Promise<void>): Promise<void> {
    this.slots.take();
    try {
      await this.folder(folder);
      await work();
    } catch (error) {
      this.failure ??= error;
    } finally {
      this.slots.free();
    }
  }

  /** Tells who waits for a file's write. */
  private landing(path: string, job: Promise<void>): void {
    if (this.onRecord) {
      this.queued.delete(path);
      this.jobs.set(path, job);
      this.onRecord(path);
    }
  }

  /**
   * A large text file given in parts (`prefix`, the parts with `separator` between them, `suffix`),
   * never joined into one string: hashed and written a part at a time, with `breathe` awaited
   * between slices of work (serve lets other work run meanwhile). The same file as `write`
   * of the joined text.
   */
  async writeParts(
    path: string,
    text: { parts: readonly string[]; separator?: string; prefix?: string; suffix?: string },
    breathe: () => Promise<void> = async () => {},
  ): Promise<void> {
    const { parts, separator = '', prefix = '', suffix = '' } = text;
    const hash = createHash('sha1').update(prefix);
    for (let i = 0; i < parts.length; i++) {
      if (i > 0) hash.update(separator);
      hash.update(parts[i]);
      if (i % 64 === 63) await breathe();
    }
    const digest = hash.update(suffix).digest('base64url');
    // Written in slices of about 1 MB, each made when it is written (one string, converted on its own).
    function* slices() {
      let slice = prefix;
      for (let i = 0; i < parts.length; i++) {
        slice += (i > 0 ? separator : '') + parts[i];
        if (slice.length >= 1 << 20) {
          yield slice;
          slice = '';
        }
      }
      yield slice + suffix;
    }
    await this.writeSlices(path, slices(), digest, breathe);
  }

  private async writeSlices(path: string, slices: Iterable<string>, hash: string, breathe: () => Promise<void>): Promise<void> {
    this.claim(path);
    await this.enqueue(path, hash, this.writer(path, hash, async (target) => {
      const file = await open(target, 'w');
      try {
        for (const slice of slices) {
          await file.writeFile(slice); // from the current position, every byte (a `write` may be partial)
          await breathe();
        }
      } finally {
        await file.close();
      }
    }));
  }

  /**
   * Keeps a file exactly as the previous build wrote it into out/ (the same hash), without a write
   * or a promise; false (nothing recorded) when the previous build had another version or none, or
   * (a `docs build` in place) out/ no longer has it.
   */
  keep(path: string, hash: string, present = false): boolean {
    // `present`: the caller saw the file in out/ already (no need to look again).
    if (!(present ? this.previous?.get(path) === hash : this.inPlaceAlready(path, hash)) || this.failure || this.manifest.has(path) || this.reserved?.has(path)) return false;
    this.manifest.set(path, hash);
    this.onRecord?.(path);
    return true;
  }

  /**
   * Puts an unchanged file of the previous build (already in out/) into this
   * one without reading it: a hard link, or a copy where links are refused.
   */
  async reuse(path: string, hash: string): Promise<void> {
    if (this.failure) throw this.failure;
    if (this.manifest.has(path) || this.reserved?.has(path)) throw new BuildError(`Two outputs of the build write ${path}.`);
    this.manifest.set(path, hash);
    if (this.inPlaceAlready(path, hash)) return this.onRecord?.(path); // already in place
    this.written.push(path);
    if (this.onRecord) this.queued.add(path);
    while (this.slots.full && !this.aborted) await this.slots.room();
    if (this.aborted) return;
    if (this.previous) this.touch();
    const target = this.staged(path);
    const from = join(this.outDir, path);
    this.landing(path, this.run(dirname(target), () => link(from, target).catch(() => copyFile(from, target))));
  }

  /** Folders this sink made in out/ (updating it in place): a failed build removes them again. */
  private readonly made: string[] = [];

  /** Makes a folder once (writes into it wait for that). */
  private folder(folder: string): Promise<void> {
    let made = this.dirs.get(folder);
    if (!made) {
      made = mkdir(folder, { recursive: true }).then((first) => {
        if (first && this.previous) for (let dir = folder; dir.length >= first.length; dir = dirname(dir)) this.made.push(dir);
      });
      this.dirs.set(folder, made);
    }
    return made;
  }

  /** Resolves once every file queued so far is written (its contents let go); a failed write is left to `commit`. */
  async settled(): Promise<void> {
    await this.slots.idle();
  }

  private async drain(): Promise<void> {
    await this.settled();
    if (this.failure) throw this.failure;
  }

  /** Makes the build visible: swaps the folder in, or removes files this build no longer has. */
  async commit(): Promise<void> {
    try {
      await this.drain();
    } catch (error) {
      await this.abort();
      throw error;
    }
    if (this.previous) {
      const removed = this.removed();
      if (this.written.length || removed.length) this.touch();
      await inBatches(this.written, this.maxInFlight, async (path) => {
        await rename(this.staged(path), join(this.outDir, path));
        faultPoint('commit');
      });
      await inBatches(removed, this.maxInFlight, (p) => rm(join(this.outDir, p), { force: true }));
      // A page that went leaves no empty folder behind (its folder, and theirs up to out/).
      const folders = new Set(removed.map((p) => dirname(join(this.outDir, p))));
      for (const folder of [...folders].sort((a, b) => b.length - a.length)) {
        for (let dir = folder; dir.startsWith(this.outDir + '/'); dir = dirname(dir)) if (!(await rmdir(dir).then(() => true, () => false))) break;
      }
      return;
    }
    await mkdir(this.dir, { recursive: true }); // an empty site still swaps in
    this.touch();
    const old = `${this.dir.replace(/\.tmp-/, '.old-')}`;
    try {
      if (existsSync(this.outDir)) await rename(this.outDir, old);
      faultPoint('swap');
      await rename(this.dir, this.outDir);
    } catch (error) {
      if (!existsSync(this.outDir) && existsSync(old)) await rename(old, this.outDir);
      await rm(this.dir, { recursive: true, force: true });
      throw error;
    }
    await rm(old, { recursive: true, force: true });
  }

  /** A failed build: out/ stays exactly as it was. */
  async abort(): Promise<void> {
    this.aborted = true;
    this.slots.wake(); // who waits for room writes nothing now
    // Writes started meanwhile land before the folder goes (a write into it while it is removed fails the removal).
    await this.slots.idle();
    if (this.previous) {
      await inBatches(this.written, this.maxInFlight, (path) => rm(this.staged(path), { force: true }));
      // Deepest first; one that is not empty (something else put a file there) stays.
      for (const dir of [...this.made].sort((x, y) => y.length - x.length)) await rmdir(dir).catch(() => {});
    } else await rm(this.dir, { recursive: true, force: true });
    if (this.touched) this.onUndone?.();
  }
}
