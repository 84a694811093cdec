// serve's watcher: the content folder, the site's components and static
// files, the tool's renderer and templates, the config and whatever the
// plugins ask (the vendored schema and the files it refers to). A burst of
// events (an editor's temp file and rename) is reported once.
import { watch, type FSWatcher } from 'chokidar';
import { join } from 'node:path';
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
    trailing = setTimeout(() => {
      const stale = closing ? [] : opts.stale();
      if (stale.length) opts.changed(stale);
    }, 60);
  });
  // Serving waits for the watcher for a few seconds at most (a tree too large to be watched within
  // seconds is served meanwhile); the terminal says when it watches.
  const ready = new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
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
