// The file calls the output sink and the cache make per file, as promises over
// Node's callback API rather than `node:fs/promises`: each fs/promises call
// allocates a FileHandle (writeFile) and takes several promise hops, and
// writing 1,900 small files that way cost this machine 115–185 ms of
// main-thread CPU, against 10–65 ms through the callback API (at a load of
// 10, 2,000 files: 83 against 68 ms, medians). Errors are the same ones
// (their messages name the file).
import * as fs from 'node:fs';

type Data = string | Uint8Array;

/** Settles a promise from a Node callback (`error` first). */
const settle =
  <T = void>(resolve: (value: T) => void, reject: (error: unknown) => void) =>
  (error: NodeJS.ErrnoException | null, value?: T): void =>
    error ? reject(error) : resolve(value as T);

export const writeFile = (file: string, data: Data): Promise<void> => new Promise((resolve, reject) => fs.writeFile(file, data, settle(resolve, reject)));

/** `recursive`: resolves to the first folder it made (undefined when all were there), as fs/promises does. */
export const mkdir = (dir: string, options: { recursive: true }): Promise<string | undefined> => new Promise((resolve, reject) => fs.mkdir(dir, options, settle(resolve, reject)));

export const rename = (from: string, to: string): Promise<void> => new Promise((resolve, reject) => fs.rename(from, to, settle(resolve, reject)));

export const rm = (path: string, options: fs.RmOptions): Promise<void> => new Promise((resolve, reject) => fs.rm(path, options, settle(resolve, reject)));

export const rmdir = (dir: string): Promise<void> => new Promise((resolve, reject) => fs.rmdir(dir, settle(resolve, reject)));

export const link = (existing: string, made: string): Promise<void> => new Promise((resolve, reject) => fs.link(existing, made, settle(resolve, reject)));

export const copyFile = (from: string, to: string): Promise<void> => new Promise((resolve, reject) => fs.copyFile(from, to, settle(resolve, reject)));

/**
 * `fn` on every item, at most `size` at a time (the next starts as soon as one is done). After a
 * failure no further item starts; rejects with the first failure once those under way are done.
 */
export async function inBatches<T>(items: readonly T[], size: number, fn: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async (): Promise<void> => {
    while (next < items.length && !failure) {
      try {
        await fn(items[next++]);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
  if (failure) throw failure.error;
}

/**
 * At most `size` jobs under way at once, counted (`take`, `free`) rather than raced: a job that
 * ends wakes the one that waited longest for room, not every waiter. The sink's 2,000 small files
 * cost 376 ms of main-thread CPU racing its 32 writes under way per waiter, 218 ms with these.
 */
export class Slots {
  private used = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly waitingIdle: (() => void)[] = [];

  constructor(readonly size: number) {}

  get full(): boolean {
    return this.used >= this.size;
  }

  take(): void {
    this.used++;
  }

  free(): void {
    this.used--;
    this.waiting.shift()?.();
    if (!this.used) for (const resolve of this.waitingIdle.splice(0)) resolve();
  }

  /**
   * Resolves when a job ends, the longest waiter first; the waiter looks at `full` again (another
   * may have taken the slot): `while (slots.full) await slots.room();` then `take` at once.
   */
  room(): Promise<void> {
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** Wakes every `room` waiter (one that is to give up sees why). */
  wake(): void {
    for (const resolve of this.waiting.splice(0)) resolve();
  }

  /** Resolves once no job is under way. */
  async idle(): Promise<void> {
    while (this.used) await new Promise<void>((resolve) => this.waitingIdle.push(resolve));
  }
}
