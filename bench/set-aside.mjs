// What the benchmark clears before a cold build (a corpus's out/ and .cache/,
// Docusaurus's build/, .docusaurus/ and caches) is moved into bench/.trash/
// by a rename and deleted when the run ends, not deleted right before the
// build it clears the way for.
//
// Why: a file system may skip recently freed inodes when it makes a file.
// ext4 without a journal does (this machine's): each new inode of the group
// is checked against every free one deleted in the last one to six minutes,
// so a build that follows the removal of thousands of files pays system time
// for them (measured here: a large-corpus cold build took 3.3 s of system
// time, and 6.0 s right after another one's output was deleted). That is the
// benchmark's own cleanup, not either tool's work, and a journaled ext4 (the
// usual setup) never pays it. `--remove-before` deletes at once instead: the
// method of the result sets before the eighth.
//
// The same holds across runs: the end of one run deletes its trash, and a run
// started within minutes builds among those freed inodes (a small-corpus
// series right after another's cleanup: 0.5-0.9 s of system time per build
// against 0.3). So a run first waits until the last cleanup is six minutes
// old (the file system's window: one minute, five more while the inode table
// is not yet written back); `--no-wait` skips that.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const trash = join(dirname(fileURLToPath(import.meta.url)), '.trash');
/** When the last run's trash was deleted (ms since the epoch, as text). */
const emptied = join(dirname(fileURLToPath(import.meta.url)), '.corpora', 'trash-emptied');
const QUIET_MS = 6 * 60 * 1000;
const removeBefore = process.argv.includes('--remove-before');
let moved = 0;

/** Clears `path` (a file or a folder) for a cold build: moved aside, or removed under `--remove-before`. */
export function setAside(path) {
  if (!existsSync(path)) return;
  if (!removeBefore) {
    mkdirSync(trash, { recursive: true });
    try {
      renameSync(path, join(trash, `${process.pid}-${moved++}`));
      return;
    } catch {
      // Another file system (a rename cannot cross one): removed at once.
    }
  }
  rmSync(path, { recursive: true, force: true });
}

/** Deletes what was set aside (at the end of a run, when no build is timed any more). */
export function emptyTrash() {
  if (!existsSync(trash)) return;
  rmSync(trash, { recursive: true, force: true });
  try {
    writeFileSync(emptied, String(Date.now()));
  } catch {
    // No corpora folder: nothing was built, so nothing to wait for.
  }
}

/** Waits until the last run's cleanup is QUIET_MS old (see the head comment), saying so on stderr. */
export async function quietFileSystem() {
  if (removeBefore || process.argv.includes('--no-wait')) return;
  let at;
  try {
    at = Number(readFileSync(emptied, 'utf8'));
  } catch {
    return;
  }
  const wait = at + QUIET_MS - Date.now();
  if (!(wait > 0)) return;
  process.stderr.write(`bench: the last run deleted its outputs ${Math.round((Date.now() - at) / 1000)} s ago; waiting ${Math.ceil(wait / 1000)} s more so that no build pays for it (--no-wait skips this)…\n`);
  await new Promise((resolve) => setTimeout(resolve, wait));
}

/** How this run clears the way, for the results' notes. */
export const clearing = removeBefore
  ? 'outputs and caches deleted right before each cold build (`--remove-before`)'
  : 'outputs and caches moved aside before each cold build and deleted when the run ended (bench/set-aside.mjs)';
