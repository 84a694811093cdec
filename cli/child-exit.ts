// esbuild's stop() only signals its service process; the command would return
// (and the process exit) before that child has gone, leaving it in the
// process group — a CI runner or a benchmark sees a process outlive the
// command. This waits, briefly, until this process has no child left.
import { readdirSync, readFileSync } from 'node:fs';

/** Pids of this process's living children (Linux: /proc; elsewhere none are known). */
function children(): number[] {
  try {
    const pids: number[] = [];
    for (const task of readdirSync(`/proc/${process.pid}/task`)) {
      const list = readFileSync(`/proc/${process.pid}/task/${task}/children`, 'utf8').trim();
      if (list) pids.push(...list.split(/\s+/).map(Number));
    }
    return pids;
  } catch {
    return [];
  }
}

/** Resolves once no child is left, or after `limitMs` (a child that will not end is not waited for). */
export async function childrenGone(limitMs = 1000): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (children().length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
}
