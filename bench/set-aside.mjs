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
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const trash = join(dirname(fileURLToPath(import.meta.url)), '.trash');
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
  rmSync(trash, { recursive: true, force: true });
}

/** How this run clears the way, for the results' notes. */
export const clearing = removeBefore
  ? 'outputs and caches deleted right before each cold build (`--remove-before`)'
  : 'outputs and caches moved aside before each cold build and deleted when the run ended (bench/set-aside.mjs)';
