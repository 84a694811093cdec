// The source files a build read, with the stamp (modification time and size)
// each had then: `docs serve` builds again when one changed after the build
// read it (a save that slipped between the watcher's event and the read), and
// skips a watcher event about a file the last build read as it is now.
import { readFileSync, statSync, type Stats } from 'node:fs';

const stampOf = (st: Stats) => `${st.mtimeMs}:${st.size}`;

export class Inputs {
  /** This build's reads: file → stamp as read ('' when read mid-save: never up to date). */
  private files = new Map<string, string>();

  /** A new build starts: what the last one read no longer counts. */
  reset(): void {
    this.files = new Map();
  }

  /** The file's stamp now (undefined when it is missing), recorded as something the build depends on. */
  stamp(file: string): string | undefined {
    const st = statSync(file, { throwIfNoEntry: false });
    if (!st) return undefined;
    const stamp = stampOf(st);
    this.files.set(file, stamp);
    return stamp;
  }

  /**
   * Reads the file and records it. A save in progress (an editor truncates, then writes; two saves
   * can share a modification time): bytes that are not the size the stat saw are read again once
   * the file settles; if it does not, the stamp is '' (never up to date), so serve builds again.
   */
  read(file: string): { bytes: Buffer; stamp: string } {
    let st = statSync(file);
    let bytes = readFileSync(file);
    for (let tries = 0; bytes.length !== st.size && tries < 3; tries++) {
      st = statSync(file);
      bytes = readFileSync(file);
    }
    const stamp = bytes.length === st.size ? stampOf(st) : '';
    this.files.set(file, stamp);
    return { bytes, stamp };
  }

  /** Every file the build read. */
  list(): string[] {
    return [...this.files.keys()];
  }

  /** Files the build read that changed since. */
  stale(): string[] {
    const stale: string[] = [];
    for (const [file, stamp] of this.files) {
      const st = statSync(file, { throwIfNoEntry: false });
      if (!st || stampOf(st) !== stamp) stale.push(file);
    }
    return stale;
  }

  /** Whether the build read every one of these files as they are now (a watcher event about them needs no rebuild). */
  upToDate(paths: string[]): boolean {
    return (
      paths.length > 0 &&
      paths.every((file) => {
        const stamp = this.files.get(file);
        const st = stamp ? statSync(file, { throwIfNoEntry: false }) : undefined;
        return !!st && stampOf(st) === stamp;
      })
    );
  }
}
