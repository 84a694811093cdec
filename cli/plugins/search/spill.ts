// A one-shot build of a large site (600 pages and more) keeps its search
// records on disk, not in memory, from the moment their page is written until
// the index is built from them (a small site's stay in memory): on the
// 5,621-page corpus they were 124 MiB of the main thread's heap through the
// render stage and the site-wide files. Each page's records are its JSON text,
// appended to one temporary file in the site's cache folder (on disk: a
// tmpfs /tmp would hold it in memory still); the index parses them back a page
// at a time.
import { randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readSync, unlinkSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SearchRecord } from './records.ts';

/** Where a page's records are in the file. */
export interface Spilled {
  offset: number;
  length: number;
}

export class RecordSpill {
  private readonly file: string;
  private readonly fd: number;
  /** Whether the file is unlinked already (an open file removed on POSIX: nothing is left behind, even by a killed build). */
  private unlinked = false;
  private end = 0;

  /** `folder`: the search cache's (else the system's temporary folder). */
  constructor(folder = tmpdir()) {
    mkdirSync(folder, { recursive: true });
    this.file = join(folder, `records-${process.pid}-${randomBytes(6).toString('hex')}.tmp`);
    this.fd = openSync(this.file, 'w+', 0o600);
    try {
      unlinkSync(this.file);
      this.unlinked = true;
    } catch {
      // Windows: an open file cannot be removed; `close` removes it.
    }
  }

  put(records: SearchRecord[]): Spilled {
    const bytes = Buffer.from(JSON.stringify(records));
    for (let done = 0; done < bytes.length; ) done += writeSync(this.fd, bytes, done, bytes.length - done, this.end + done);
    const spilled = { offset: this.end, length: bytes.length };
    this.end += bytes.length;
    return spilled;
  }

  /** The records' JSON text (an array). */
  text({ offset, length }: Spilled): string {
    const buffer = Buffer.allocUnsafe(length);
    for (let done = 0; done < length; ) {
      const n = readSync(this.fd, buffer, done, length - done, offset + done);
      if (n === 0) throw new Error(`search records spill file ended early (${this.file})`);
      done += n;
    }
    return buffer.toString('utf8');
  }

  records(spilled: Spilled): SearchRecord[] {
    return JSON.parse(this.text(spilled)) as SearchRecord[];
  }

  close(): void {
    closeSync(this.fd);
    if (!this.unlinked) unlinkSync(this.file);
  }
}
