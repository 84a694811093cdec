// serve's watcher: the content folder, the site's components and static
// files, the tool's renderer and templates, the config and whatever the
// plugins ask (the vendored schema and the files it refers to). A burst of
// events (an editor's temp file and rename) is reported once.
import { watch, type FSWatcher } from 'chokidar';
import { dirname, join, sep } from 'node:path';
import type { Scheduler } from './scheduler.ts';

/** Folders whose events are never edits: dependencies, caches, outputs. */
const IGNORED = /(^|[/\\])(node_modules|\.cache|out)([/\\]|$)/;

export interface SiteWatcher {
  /** Resolves once every watched file and folder is watched (an edit from then on is seen). */
  ready: Promise<void>;
  /** Watches files not watched yet (the schema may refer to new files after an edit). */
  add(paths: string[]): void;
  close(): Promise<void>;
}

export async function watchSite(
  paths: string[],
  scheduler: Scheduler,
  opts: {
    /** Where the build writes (events there are the build's own). */
    outDir: () => string | undefined;
    /** The last build read these files as they are now (an event about them needs no build). */
    upToDate: (paths: string[]) => boolean;
    /** Files the last build read that changed since. */
    stale: () => string[];
    /** Every file the last build read (their folders must be watched before an edit can be seen). */
    sources: () => string[];
    /** Asks for a build. */
    changed: (paths: string[]) => void;
  },
): Promise<SiteWatcher> {
  const ignored = (p: string) => IGNORED.test(p);
  const watcher: FSWatcher = watch(paths, { ignoreInitial: true, ignored });
  const watched = new Set(paths);
  let closing = false;
  let timer: NodeJS.Timeout | undefined;
  let trailing: NodeJS.Timeout | undefined;
  watcher.on('raw', (_event, name, details) => {
    const watchedPath = (details as { watchedPath?: string } | undefined)?.watchedPath ?? '';
    const path = name ? join(watchedPath, name) : watchedPath;
    const out = opts.outDir();
    if (!ignored(path) && !(out && path.startsWith(out))) scheduler.fileEvent();
  });
  watcher.on('all', (_event, path) => {
    scheduler.watcherEvent(path);
    clearTimeout(timer);
    // Editors write in bursts (temp file, rename): one build per burst.
    timer = setTimeout(() => {
      const reported = scheduler.report();
      // The last build already read these saves (it started after them): nothing to do.
      if (!scheduler.busy && opts.upToDate(reported)) return;
      opts.changed(reported);
    }, 5);
    // chokidar passes on one change of a file per 50 ms and drops the others, with no event at the
    // end: a save that lands in that window (an editor saving as one types) is found by this check.
    clearTimeout(trailing);
    // While a build runs or its site-wide files are written, the scheduler checks once it is done.
    trailing = setTimeout(() => {
      const stale = closing || scheduler.busy ? [] : opts.stale();
      if (stale.length) opts.changed(stale);
    }, 60);
  });
  // Serving waits for the watcher for a few seconds at most (a tree too large to be watched within
  // seconds is served meanwhile); the terminal says when it watches.
  const ready = new Promise<void>((resolve) => watcher.once('ready', () => resolve())).then(() => everyFolderWatched(watcher, paths, opts.sources(), ignored));
  await Promise.race([ready, new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
  return {
    ready,
    add(more) {
      const fresh = more.filter((p) => !watched.has(p));
      if (closing || !fresh.length) return;
      for (const p of fresh) watched.add(p);
      watcher.add(fresh);
    },
    async close() {
      closing = true;
      clearTimeout(timer);
      clearTimeout(trailing);
      await watcher.close();
    },
  };
}

/**
 * chokidar can say `ready` before it watches every folder (one of several paths missing, say: the
 * site has no `src/`), and an edit there would go unseen. Ready means: the folder of every file
 * the last build read under a watched path is watched (or a few seconds passed).
 */
async function everyFolderWatched(watcher: FSWatcher, paths: string[], sources: string[], ignored: (p: string) => boolean): Promise<void> {
  const roots = paths.map((p) => p.replace(/[\\/]+$/, ''));
  const folders = new Set(sources.filter((f) => !ignored(f) && roots.some((r) => f.startsWith(r + sep))).map((f) => dirname(f)));
  const deadline = Date.now() + 5000;
  for (;;) {
    const watching = folderWatching(watcher);
    if ([...folders].every(watching) || Date.now() > deadline) return;
    await new Promise((r) => setTimeout(r, 10));
  }
}

/**
 * Whether chokidar has its file-system watch on a folder. `getWatched()` lists a folder as soon as
 * chokidar starts reading it, before it watches the folder and the files in it: an edit made then
 * (a busy machine, right after "Watching for changes") went unseen. A folder's watch is in place
 * once chokidar keeps its closer (an internal of chokidar 5, pinned by the lockfile; without it,
 * the listing is all there is to go by).
 */
function folderWatching(watcher: FSWatcher): (folder: string) => boolean {
  const closers = (watcher as unknown as { _closers?: unknown })._closers;
  if (closers instanceof Map) return (folder) => closers.has(folder);
  const watched = watcher.getWatched();
  return (folder) => folder in watched;
}
