// What the previous build left for this one. `docs build` keeps it on disk
// (the build state, in the cache: per page its render key, output file and
// content hash, the ids and links the check read from it, the link check that
// passed and every file written); `docs serve` keeps it in memory between its
// rebuilds. A page whose key is unchanged is then neither rendered nor scanned
// again: its file stands; with the link check that passed, its links are not
// checked again either.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { CacheArea } from './cache.ts';
import { CheckMemory, type PersistedCheck, type Scan } from './check.ts';
import { OutputSink, type Manifest } from './sink.ts';

/** A page as a build left it: its key, file and hash, and what the link check read from it. */
export interface PageState {
  key: string;
  file: string;
  hash: string;
  scan: Scan;
  chrome: string[];
}

/** The previous build, whichever kept it. */
export interface PreviousBuild {
  readonly pages: Map<string, PageState>;
  /** The last link check that passed: with it only changed pages (and those linking to what went) are checked again. */
  readonly check: CheckMemory;
  /** The output the build writes into: a new out/, or the previous one updated in place. */
  open(): OutputSink;
  /** Whether a page's file stands in out/ (serve keeps out/ itself: no need to look). */
  stands(page: PageState): boolean;
  /** The files the previous build wrote that this one did not (known once every file is written). */
  removed(sink: OutputSink): string[] | undefined;
  /** The build succeeded: what it leaves for the next one. */
  save(pages: Map<string, PageState>, sink: OutputSink): void;
  /** serve, updating its out/ in place: the site-wide files are written after the pages (see site-wide.ts), */
  readonly defersSiteWide?: boolean;
  /** and as the last pass wrote them they count for the link check. */
  readonly lastSiteWide?: { has(path: string): boolean };
}

interface StoredPage {
  key: string;
  file: string;
  hash: string;
  ids: string[];
  links: string[];
  chrome: string[];
}

interface Stored {
  outDir: string;
  pages: Record<string, StoredPage>;
  /** The link check that passed, and every file the build wrote (a file gone since sends its linkers to be checked again). */
  check?: PersistedCheck;
  files?: Record<string, string>;
}

/** `docs build`'s state on disk, for one output folder. */
export class SavedBuild implements PreviousBuild {
  readonly pages = new Map<string, PageState>();
  readonly check: CheckMemory;
  /** Every file the previous build wrote into out/, with its hash. */
  private readonly files?: Manifest;
  private readonly name: string;
  private readonly stored?: Stored;
  /** This build's changes to out/ made the stored state stale (it was cleared). */
  private invalidated = false;

  constructor(
    private readonly area: CacheArea,
    private readonly outDir: string,
  ) {
    this.name = stateName(outDir);
    const stored = area.readJson<Stored>(this.name);
    if (!stored || stored.outDir !== outDir) {
      this.check = new CheckMemory();
      return;
    }
    this.stored = stored;
    for (const [path, page] of Object.entries(stored.pages ?? {})) {
      this.pages.set(path, { key: page.key, file: page.file, hash: page.hash, scan: { ids: new Set(page.ids), links: page.links }, chrome: page.chrome });
    }
    // The previous build's scans are the very objects its check memory holds (a reused page passes one back).
    const scans = new Map([...this.pages].map(([path, page]) => [path, page.scan]));
    this.check = stored.check ? CheckMemory.restore(stored.check, scans) : new CheckMemory();
    this.files = stored.files && new Map(Object.entries(stored.files));
  }

  /**
   * Over the out/ the previous build left, only changed files are written (staged beside their
   * place, renamed over it on success); otherwise a new out/ is made, files of the hash they had
   * linked from the previous one.
   */
  open(): OutputSink {
    const sink = this.files && existsSync(this.outDir) ? OutputSink.updating(this.outDir, this.files) : OutputSink.atomic(this.outDir, this.files);
    // From the moment this build starts changing out/ until it has committed and saved its own state,
    // no state describes out/: a build killed meanwhile leaves none, and the next one makes out/ anew
    // (and with it, whatever the killed one left in it). A build that fails cleanly undoes its changes
    // and puts the state back.
    sink.onTouch = () => {
      this.invalidated = true;
      this.area.writeNow(this.name, '{}');
    };
    sink.onUndone = () => this.stored && this.area.writeNow(this.name, JSON.stringify(this.stored));
    return sink;
  }

  stands(page: PageState): boolean {
    return existsSync(`${this.outDir}/${page.file}`);
  }

  removed(sink: OutputSink): string[] | undefined {
    return this.files && [...this.files.keys()].filter((p) => !sink.has(p));
  }

  /** Writes the state, unless it is what was read (every page reused, the same check and files: nothing to write). */
  save(pages: Map<string, PageState>, sink: OutputSink): void {
    const check = this.check.persist();
    const same = this.pages.size === pages.size && [...pages].every(([path, page]) => this.pages.get(path) === page);
    const files = Object.fromEntries([...sink.manifest].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    if (this.stored && !this.invalidated && same && JSON.stringify(this.stored.check) === JSON.stringify(check) && JSON.stringify(this.stored.files) === JSON.stringify(files)) return;
    SavedBuild.write(this.area, this.outDir, pages, this.check, sink.manifest);
  }

  /** Writes the state of out/ as a build left it (`docs serve` too, once edits pause or it stops; `now`: before this returns). */
  static write(area: CacheArea, outDir: string, pages: Map<string, PageState>, check: CheckMemory, manifest: Manifest, options: { now?: boolean } = {}): void {
    const files = Object.fromEntries([...manifest].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    const stored: Record<string, StoredPage> = {};
    for (const [path, page] of pages) stored[path] = { key: page.key, file: page.file, hash: page.hash, ids: [...page.scan.ids], links: page.scan.links, chrome: page.chrome };
    const state = { outDir, pages: stored, check: check.persist(), files } satisfies Stored;
    if (options.now) area.writeNow(stateName(outDir), JSON.stringify(state));
    else area.writeJson(stateName(outDir), state);
  }

  /** Forgets the state at once (`docs serve` is about to change out/: until it saves again, no state describes it). */
  static forget(area: CacheArea, outDir: string): void {
    area.writeNow(stateName(outDir), '{}');
  }
}

const stateName = (outDir: string) => `state-${createHash('sha256').update(outDir).digest('hex').slice(0, 16)}.json`;
