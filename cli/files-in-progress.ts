// serve's first build, as it goes: the files its output sink has recorded so
// far, where each can be read now (out/ for a file the build keeps, its staged
// copy for one it wrote), and a signal per file recorded, so the HTTP server
// answers a request as soon as the build has the file.
import type { OutputSink } from './sink.ts';

/** serve: the files of its first build while it runs, as the build records them. */
export interface FilesInProgress {
  baseUrl: string;
  /** The files recorded so far, path → content hash. */
  has(path: string): boolean;
  get(path: string): string | undefined;
  /** Where the build's version of a file can be read now (undefined: not yet). */
  current(path: string): Promise<string | undefined>;
  /** Resolves when the build records another file, or ends. */
  next(): Promise<void>;
  /** A request waits for the page at this route (under the base URL): the build makes it first. Returns the release. */
  want(route: string): () => void;
}

/** A sink's files as they are recorded; `end` wakes whoever waits, once the build's outcome is served. */
export type BuildingFiles = FilesInProgress & { end(): void };

export function filesInProgress(sink: OutputSink, baseUrl: string, wanted: Set<string>): BuildingFiles {
  let wake: (() => void) | undefined;
  let next: Promise<void> | undefined;
  const notify = () => {
    wake?.();
    wake = undefined;
    next = undefined;
  };
  sink.onRecord = notify;
  // Requests waiting per route: the route stays wanted until the last of them is answered.
  const waiting = new Map<string, number>();
  return {
    baseUrl,
    has: (path) => sink.manifest.has(path) || sink.standing.has(path),
    get: (path) => sink.manifest.get(path) ?? sink.standing.get(path),
    current: (path) => sink.current(path),
    next: () => (next ??= new Promise<void>((resolve) => (wake = resolve))),
    want: (route) => {
      waiting.set(route, (waiting.get(route) ?? 0) + 1);
      wanted.add(route);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = waiting.get(route)! - 1;
        if (left > 0) return void waiting.set(route, left);
        waiting.delete(route);
        wanted.delete(route);
      };
    },
    end: notify,
  };
}
