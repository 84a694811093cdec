// One build at a time per output folder: a lock file beside out/ names the
// process that holds it. A second `docs build` (or a `docs serve`) on the same
// folder refuses with a clear message instead of interleaving its files with
// the first's; a lock left by a process that died (SIGKILL) is taken over, and
// so are the temporary folders such a process left beside out/.
import { closeSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { BuildError } from './errors.ts';

interface Holder {
  pid: number;
  /** The process's start time (from /proc), so a reused pid is not taken for the holder. */
  start?: string;
  command: string;
  since: number;
}

/** A process's start time in clock ticks since boot (Linux); undefined elsewhere. */
function startOf(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[19];
  } catch {
    return undefined;
  }
}

function alive(holder: Holder): boolean {
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  const start = startOf(holder.pid);
  return holder.start === undefined || start === undefined || start === holder.start;
}

/** Another process holds the output folder. */
export class OutLocked extends BuildError {}

export class OutLock {
  private constructor(private readonly file: string) {}

  /** Takes the lock of `outDir` for `command` (`build`, `serve`), or throws naming the process that holds it. */
  static acquire(outDir: string, command: string): OutLock {
    mkdirSync(dirname(outDir), { recursive: true });
    const file = join(dirname(outDir), `.${basename(outDir)}.lock`);
    const me: Holder = { pid: process.pid, start: startOf(process.pid), command, since: Date.now() };
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        const fd = openSync(file, 'wx');
        try {
          writeSync(fd, JSON.stringify(me));
        } finally {
          closeSync(fd);
        }
        const lock = new OutLock(file);
        lock.sweep(outDir);
        return lock;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      let holder: Holder | undefined;
      try {
        holder = JSON.parse(readFileSync(file, 'utf8')) as Holder;
      } catch {
        holder = undefined; // being written by its holder this very moment, or garbled
      }
      if (holder && alive(holder)) {
        const since = new Date(holder.since).toLocaleTimeString();
        throw new OutLocked(
          `Another build is running in this folder: docs ${holder.command} (process ${holder.pid}, since ${since}) is writing ${outDir}.`,
          undefined,
          holder.command === 'serve' ? 'Stop `docs serve` (Ctrl+C in its terminal), or build into another folder with --out.' : 'Wait for it to finish, then build again (or build into another folder with --out).',
        );
      }
      // Its holder died without letting go (killed): the lock is free.
      if (holder || attempt > 0) rmSync(file, { force: true });
    }
    throw new BuildError(`Could not take the lock ${file}.`, undefined, 'Remove the file if no build is running, and build again.');
  }

  /** What builds killed before they finished left beside out/ (their temporary output folders). */
  private sweep(outDir: string): void {
    const prefix = `.${basename(outDir)}.`;
    let names: string[];
    try {
      names = readdirSync(dirname(outDir));
    } catch {
      return;
    }
    for (const name of names) {
      if (name.startsWith(prefix) && /^\.(tmp|old)-\d+-\d+-\d+$/.test(name.slice(prefix.length - 1))) rmSync(join(dirname(outDir), name), { recursive: true, force: true });
    }
  }

  release(): void {
    rmSync(this.file, { force: true });
  }
}
