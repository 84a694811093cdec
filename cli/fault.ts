// Fault injection for the tests of a build stopped at a given moment:
// DOCS_FAULT=<point>:<n> makes the process kill itself (SIGKILL, as a crash or
// the OOM killer would) or send itself SIGINT (as Ctrl+C would) the n-th time
// it passes that point. Points: `stage` (a file staged), `commit` (a file
// renamed into out/), `swap` (between the two renames of a new out/),
// `saved` (after the commit, before the build state is saved); a point
// prefixed with `int-` sends SIGINT instead. Unset, this costs one lookup.
const spec = process.env.DOCS_FAULT?.split(':');
const counts = new Map<string, number>();

export function faultPoint(point: string): void {
  if (!spec) return;
  const [wanted, n] = spec;
  const signal = wanted === `int-${point}` ? 'SIGINT' : wanted === point ? 'SIGKILL' : undefined;
  if (!signal) return;
  const count = (counts.get(point) ?? 0) + 1;
  counts.set(point, count);
  if (count === Number(n ?? 1)) process.kill(process.pid, signal);
}
