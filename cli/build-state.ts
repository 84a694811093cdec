// What a build leaves for the next one: per page, its render key, output file
// and content hash, and the ids and links the check read from it. A page whose
// key is unchanged (same source, partials, assets, data, layout, config and
// tool code) is then neither rendered nor scanned again: its file is reused;
// with the link check that passed, its links are not checked again either.
import { createHash } from 'node:crypto';
import type { CacheArea } from './cache.ts';
import type { PersistedCheck, Scan } from './check.ts';

export interface PageState {
  key: string;
  file: string;
  hash: string;
  ids: string[];
  links: string[];
  chrome: string[];
}

interface Stored {
  outDir: string;
  pages: Record<string, PageState>;
  /** The link check that passed, and every file the build wrote (a file gone since sends its linkers to be checked again). */
  check?: PersistedCheck;
  files?: Record<string, string>;
}

/** What the previous build left: its pages, and the link check it passed over the files it wrote. */
export interface PreviousBuild {
  pages: Map<string, PageState>;
  check?: PersistedCheck;
  /** Every file it wrote into out/, with its hash. */
  files?: Map<string, string>;
}

export class BuildState {
  private readonly name: string;
  constructor(private readonly area: CacheArea, private readonly outDir: string) {
    this.name = `state-${createHash('sha256').update(outDir).digest('hex').slice(0, 16)}.json`;
  }

  /** The previous build into this output folder (no pages when there is none). */
  load(): PreviousBuild {
    const stored = this.area.readJson<Stored>(this.name);
    if (!stored || stored.outDir !== this.outDir) return { pages: new Map() };
    this.loaded = stored;
    return { pages: new Map(Object.entries(stored.pages ?? {})), check: stored.check, files: stored.files && new Map(Object.entries(stored.files)) };
  }

  private loaded?: Stored;

  /** Writes the state, unless it is what `load` read (every page reused, the same check and files: nothing to write). */
  save(pages: Map<string, PageState>, previous: Map<string, PageState>, check: PersistedCheck | undefined, files: Map<string, string>): void {
    const loaded = this.loaded;
    const samePages = previous.size === pages.size && [...pages].every(([path, page]) => previous.get(path) === page);
    const sorted = Object.fromEntries([...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    if (loaded && samePages && JSON.stringify(loaded.check) === JSON.stringify(check) && JSON.stringify(loaded.files) === JSON.stringify(sorted)) return;
    this.area.writeJson(this.name, { outDir: this.outDir, pages: Object.fromEntries(pages), check, files: sorted } satisfies Stored);
  }

  /** Forgets the state (a failed build may have left out/ as it was, but the state is cheap to rebuild). */
  clear(): void {
    this.area.write(this.name, '{}');
  }
}

export const scanOf = (state: PageState): Scan => ({ ids: new Set(state.ids), links: state.links });
