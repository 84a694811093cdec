// "Did you mean …?": the closest names to a mistyped one (config keys, doc ids,
// sidebar ids), so an error points at the fix instead of listing everything.

/** Edit distance (insertions, deletions, substitutions; a swap of neighbours counts once). */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

function commonPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/**
 * The candidates closest to `wanted`, best first: those within a third of its
 * length in edits (case ignored), that contain it or end like it (a doc id
 * given without its folder), or that begin like it. At most `limit`.
 */
export function closest(wanted: string, candidates: Iterable<string>, limit = 3): string[] {
  const w = wanted.toLowerCase();
  const tail = w.split('/').pop()!;
  const scored: { name: string; score: number }[] = [];
  for (const name of new Set(candidates)) {
    const n = name.toLowerCase();
    const distance = editDistance(w, n);
    const lastPart = n.split('/').pop()!;
    let score = Infinity;
    if (distance <= Math.max(1, Math.floor(w.length / 3))) score = distance;
    else if (lastPart === tail || editDistance(lastPart, tail) <= Math.max(1, Math.floor(tail.length / 4))) score = 10 + editDistance(lastPart, tail);
    else if (w.length >= 3 && (n.includes(w) || w.includes(n))) score = 20 + Math.abs(n.length - w.length);
    else if (commonPrefix(tail, lastPart) >= Math.max(3, Math.ceil(tail.length * 0.6))) score = 30 + distance; // `colour` → `colorMode`
    if (score < Infinity) scored.push({ name, score });
  }
  return scored
    .sort((x, y) => x.score - y.score || x.name.localeCompare(y.name))
    .slice(0, limit)
    .map((s) => s.name);
}

/** `Did you mean "x"?` / `Did you mean "x" or "y"?`, or undefined when nothing is close. */
export function didYouMean(wanted: string, candidates: Iterable<string>, quote = (s: string) => `"${s}"`): string | undefined {
  const found = closest(wanted, candidates);
  if (!found.length) return undefined;
  const list = found.map(quote);
  return `Did you mean ${list.length === 1 ? list[0] : `${list.slice(0, -1).join(', ')} or ${list[list.length - 1]}`}?`;
}
