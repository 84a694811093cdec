// What a build leaves for the next one: per page, its render key, output file
// and content hash, and the ids and links the check read from it. A page whose
// key is unchanged (same source, partials, assets, data, layout, config and
// tool code) is then neither rendered nor scanned again: its file is reused.
import { createHash } from 'node:crypto';
import type { CacheArea } from './cache.ts';
import type { Scan } from './check.ts';

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
}

export class BuildState {
  private readonly name: string;
  constructor(private readonly area: CacheArea, private readonly outDir: string) {
    this.name = `state-${createHash('sha256').update(outDir).digest('hex').slice(0, 16)}.json`;
  }

  /** The previous build's pages into this output folder (empty when there is none). */
  load(): Map<string, PageState> {
    const stored = this.area.readJson<Stored>(this.name);
    if (!stored || stored.outDir !== this.outDir) return new Map();
    return new Map(Object.entries(stored.pages));
  }

  /** Writes the state, unless it is the very one `load` gave (every page reused: nothing to write). */
  save(pages: Map<string, PageState>, previous?: Map<string, PageState>): void {
    if (previous && previous.size === pages.size && [...pages].every(([path, page]) => previous.get(path) === page)) return;
    this.area.writeJson(this.name, { outDir: this.outDir, pages: Object.fromEntries(pages) } satisfies Stored);
  }

  /** Forgets the state (a failed build may have left out/ as it was, but the state is cheap to rebuild). */
  clear(): void {
    this.area.write(this.name, '{}');
  }
}

export const scanOf = (state: PageState): Scan => ({ ids: new Set(state.ids), links: state.links });
