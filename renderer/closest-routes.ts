// The site's pages closest to an address that is not one of them (the
// not-found page's suggestions): a misspelt last part (`proces-a-document`),
// a word out of place (`/docs/fraud-intro`), a transposed pair of letters
// (`reciepts`). Each page is scored on its last part, on how many of the
// address's words its path and title hold (near spellings count), and on the
// leading parts they share. Pure, so it is tested without a browser.

export interface RouteEntry {
  path: string;
  title: string;
}

const words = (s: string) => s.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length > 1);
const segments = (path: string) => path.toLowerCase().split('/').filter(Boolean);

/** Edits between two strings (insert, delete, replace, swap neighbours), stopping early past `cap`. */
export function editDistance(a: string, b: string, cap = 12): number {
  if (Math.abs(a.length - b.length) > cap) return cap + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2] + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > cap) return cap + 1;
    before = previous;
    previous = row;
  }
  return previous[b.length];
}

const CAP = 12;
/** 1 for the same string, down to 0 for strings more than a dozen edits apart. */
function similarity(a: string, b: string): number {
  if (a === b) return 1;
  if (!a || !b) return 0;
  const d = editDistance(a, b, CAP);
  return d > CAP ? 0 : Math.max(0, 1 - d / Math.max(a.length, b.length));
}

/**
 * How well a word is found among others: 1 if there, less for a near spelling, 0 for none close
 * enough. Short words must match exactly (`nope` is not `note`).
 */
function found(word: string, among: string[]): number {
  let best = 0;
  for (const other of among) {
    const s = word.length < 5 || other.length < 5 ? Number(word === other) : similarity(word, other);
    if (s > best) best = s;
    if (best === 1) break;
  }
  return best >= 0.7 ? best : 0;
}

/** At most `limit` pages, closest first, that are close enough to `path` to be worth offering. */
export function closestRoutes(path: string, routes: readonly RouteEntry[], limit = 5): RouteEntry[] {
  const wanted = segments(path.replace(/(\/index)?\.html$/, ''));
  if (!wanted.length) return [];
  const last = wanted[wanted.length - 1];
  const wantedWords = words(wanted.join(' '));
  const scored: { route: RouteEntry; score: number }[] = [];
  for (const route of routes) {
    const theirs = segments(route.path);
    if (!theirs.length) continue;
    const tail = similarity(last, theirs[theirs.length - 1]);
    const vocabulary = [...words(theirs.join(' ')), ...words(route.title)];
    const coverage = wantedWords.length ? wantedWords.reduce((n, w) => n + found(w, vocabulary), 0) / wantedWords.length : 0;
    let shared = 0;
    while (shared < wanted.length && shared < theirs.length && wanted[shared] === theirs[shared]) shared++;
    const score = 0.45 * tail + 0.4 * coverage + 0.15 * (shared / wanted.length);
    if (score >= 0.45) scored.push({ route, score });
  }
  return scored
    .sort((a, b) => b.score - a.score || a.route.path.length - b.route.path.length)
    .slice(0, limit)
    .map((s) => s.route);
}
