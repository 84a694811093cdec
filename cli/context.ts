// Watch mode, the way esbuild does it: `createContext(options)` returns
// `{ rebuild(), dispose() }` and owns everything `docs serve` keeps between
// builds — the session (plugins with their caches, worker threads, bundles),
// the last build's pages, files and link check (so an edit renders, writes and
// checks only what it touched), and serve's render caches. The first build
// updates the out/ a `docs build` left, by its saved state; a rebuild updates
// out/ in place and leaves the site-wide files for `writeSiteWide`, which
// serve calls once the open tabs have their changed pages. The state is saved
// again once edits pause, and when serve stops.
import { SavedBuild, type PageState, type PreviousBuild } from './build-state.ts';
import { runBuild, type BuildResult } from './build.ts';
import { settleCacheWrites, type CacheArea } from './cache.ts';
import { CheckMemory } from './check.ts';
import type { CachedRender } from './render.ts';
import { PageKeys } from './page-keys.ts';
import { Session, type BuildOptions } from './session.ts';
import { PassStopped } from './site-wide.ts';
import { filesInProgress, type BuildingFiles } from './files-in-progress.ts';
import { OutputSink, type Manifest } from './sink.ts';
import { OutLock } from './out-lock.ts';

export type ContextOptions = BuildOptions;

/** How long edits pause before serve saves the state of out/. */
const SAVE_IDLE_MS = 3000;

export interface WatchBuild extends BuildResult {
  /** Whether what every page shares around its content and sidebar is what it was: an open page may take its new content in place. */
  sameLayout: boolean;
  /**
   * The site-wide files, still to be written (the pages are in out/ already): call before the next
   * rebuild. Resolves to every file of the site, or undefined when `stop` gave the pass up or a
   * later build has started.
   */
  writeSiteWide?: (stop: () => boolean) => Promise<Manifest | undefined>;
}

export interface Context {
  rebuild(): Promise<WatchBuild>;
  /** Source files the last build read that changed since. */
  stale(): string[];
  /** Every source file the last build read. */
  sources(): string[];
  /** Whether the last build read every one of these files as they are now. */
  upToDate(paths: string[]): boolean;
  /** Loads what an edit's build uses (compilers, converters), so the first edit does not pay for it. */
  warm(): Promise<void>;
  dispose(): Promise<void>;
}

/** What the last build left, in memory: its pages, files and link check. */
class ServeMemory implements PreviousBuild {
  check = new CheckMemory();
  /** The last build's pages. */
  served = new Map<string, PageState>();
  /** The last build's files, but the site-wide ones; and those as last written. */
  manifest?: Manifest;
  siteWide?: Manifest;
  layout?: string;
  outDir = '';
  /** This build updates out/ in place (it was made whole otherwise: nothing of it is reused). */
  private inPlace = false;

  get pages(): Map<string, PageState> {
    return this.inPlace ? this.served : new Map();
  }
  get defersSiteWide(): boolean {
    return this.inPlace;
  }
  get lastSiteWide(): Manifest | undefined {
    return this.inPlace ? this.siteWide : undefined;
  }
  /** Where the build state on disk is kept, and whether it describes out/ now. */
  state?: { area: CacheArea; saved: boolean };

  open(): OutputSink {
    const sink = OutputSink.incremental(this.outDir, this.manifest);
    this.inPlace = sink.inPlace && this.siteWide !== undefined;
    return this.guard(sink);
  }

  /** From a sink's first change to out/ until out/ is whole and its state saved again, no state describes out/. */
  guard(sink: OutputSink): OutputSink {
    sink.onTouch = () => {
      if (!this.state?.saved) return;
      SavedBuild.forget(this.state.area, this.outDir);
      this.state.saved = false;
    };
    return sink;
  }

  /**
   * The first build into an output folder: over what the last `docs build` (or serve) left, by
   * the build state it saved. Its unchanged pages stand; its changed ones are rendered first.
   */
  fromDisk(area: CacheArea, baseUrl: string, onFiles: ((files: BuildingFiles) => void) | undefined, wanted: Set<string>): PreviousBuild {
    const saved = new SavedBuild(area, this.outDir);
    this.inPlace = false;
    return {
      pages: saved.pages,
      check: saved.check,
      open: () => {
        const sink = saved.open();
        onFiles?.(filesInProgress(sink, baseUrl, wanted));
        return sink;
      },
      stands: (page) => saved.stands(page),
      removed: (sink) => saved.removed(sink),
      save: (pages, sink) => {
        saved.save(pages, sink);
        this.served = pages;
        this.check = saved.check;
        this.state = { area, saved: true };
      },
    };
  }

  /** out/ is whole (the last build's site-wide files are written, no build has started since): its state may be saved. */
  whole = false;
  /**
   * Saves the state of out/ for the next start or `docs build`, when out/ is whole and the state
   * on disk does not describe it. Written at once (a background write could land after the next
   * build's first change to out/ cleared the state).
   */
  saveState(): void {
    if (!this.whole || !this.state || this.state.saved) return;
    try {
      SavedBuild.write(this.state.area, this.outDir, this.served, this.check, this.site(), { now: true });
      this.state.saved = true;
    } catch {
      // Not saved (the disk is full, say): the next start or build makes out/ anew.
    }
  }
  stands(): boolean {
    return true; // serve keeps out/ itself
  }
  removed(sink: OutputSink): string[] | undefined {
    return this.inPlace ? sink.removed() : undefined;
  }
  save(pages: Map<string, PageState>): void {
    this.served = pages;
  }
  /** Every file of the site now in out/. */
  site(): Manifest {
    return new Map([...(this.siteWide ?? []), ...(this.manifest ?? [])]);
  }
}

export function createContext(
  options: ContextOptions,
  hooks: {
    /** The first build's files as it makes them (serve answers requests from them before it ends). */
    firstFiles?: (files: BuildingFiles) => void;
  } = {},
): Context {
  const session = new Session(options, true);
  const memory = new ServeMemory();
  const extras = {
    rendererCache: new Map<string, unknown>(),
    keys: new PageKeys(),
    cache: new Map<string, CachedRender>(),
    wanted: new Set<string>(),
  };
  /** Counts builds: the site-wide pass of an older build never writes. */
  let generation = 0;
  /**
   * The state of out/ (some MB on a large site) is saved once edits pause, and at the end, not
   * after every edit's site-wide pass: a `docs build` cannot run on out/ while serve holds it.
   * The cache's packs are indexed then too: indexing reads and writes their whole index (35–100 ms
   * on the large benchmark corpus, on this thread), which an edit saved meanwhile waited for.
   * Until then their entries are read from this process's memory of them.
   */
  let saveTimer: NodeJS.Timeout | undefined;
  /** serve is stopping: a build still under way when it was told saves as soon as out/ is whole. */
  let disposing = false;
  const saveWhenIdle = () => {
    clearTimeout(saveTimer);
    if (disposing) return memory.saveState();
    saveTimer = setTimeout(() => {
      void settleCacheWrites({ keepPacksOpen: true }).then(
        () => memory.saveState(),
        () => {},
      );
    }, SAVE_IDLE_MS);
    saveTimer.unref();
  };
  /** serve holds its output folder: a `docs build` there meanwhile would write over its files. */
  let lock: { outDir: string; lock: OutLock } | undefined;

  const rebuild = async (): Promise<WatchBuild> => {
    clearTimeout(saveTimer);
    memory.whole = false;
    /** The site-wide pass is left to the caller: the cache's writes are settled after it, not before the tabs are told. */
    let deferred = false;
    try {
      const result = await runBuild(
        session,
        (config, ctx) => {
          if (lock?.outDir !== config.outDir) {
            lock?.lock.release();
            lock = { outDir: config.outDir, lock: OutLock.acquire(config.outDir, 'serve') };
          }
          if (memory.outDir !== config.outDir || !memory.manifest) {
            memory.outDir = config.outDir;
            memory.manifest = undefined;
            return memory.fromDisk(ctx.cache.area('build'), config.baseUrl, hooks.firstFiles && ((files) => hooks.firstFiles!(files)), extras.wanted);
          }
          return memory;
        },
        extras,
      );
      const built = ++generation;
      const sameLayout = memory.layout === result.layout;
      memory.layout = result.layout;
      if (!result.siteWide) {
        // out/ was made whole: every tab reloads.
        const siteWide = result.siteWideFiles ?? new Set<string>();
        memory.manifest = new Map([...result.manifest].filter(([p]) => !siteWide.has(p)));
        memory.siteWide = new Map([...result.manifest].filter(([p]) => siteWide.has(p)));
        return { ...result, changed: undefined, sameLayout: false };
      }
      const pages = result.manifest;
      memory.manifest = pages;
      const write = result.siteWide;
      const writeSiteWide = async (stop: () => boolean): Promise<Manifest | undefined> => {
        if (built !== generation) return undefined;
        const out = memory.guard(OutputSink.overlay(memory.outDir, memory.siteWide!, pages));
        try {
          if (!(await write(out, stop))) {
            await out.abort();
            return undefined;
          }
          await out.commit();
          memory.siteWide = out.manifest;
          memory.whole = built === generation;
          saveWhenIdle();
        } catch (error) {
          await out.abort();
          if (error instanceof PassStopped) return undefined; // while a file was being written
          throw error;
        } finally {
          // The packs are indexed once edits pause (see saveWhenIdle), not before the next edit's build.
          await settleCacheWrites({ keepPacksOpen: true, indexPacks: false });
        }
        return memory.site();
      };
      deferred = true;
      return { ...result, manifest: memory.site(), sameLayout, writeSiteWide, stats: { ...result.stats, files: pages.size + memory.siteWide!.size } };
    } finally {
      if (!deferred) await settleCacheWrites({ keepPacksOpen: true });
    }
  };

  return {
    rebuild,
    stale: () => session.inputs.stale(),
    sources: () => session.inputs.list(),
    upToDate: (paths) => session.inputs.upToDate(paths),
    warm: () => session.pool.warm(),
    dispose: async () => {
      disposing = true;
      clearTimeout(saveTimer);
      memory.saveState();
      lock?.lock.release();
      await session.dispose();
    },
  };
}
