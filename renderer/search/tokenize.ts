// Words of the built-in search index, the same at build time and in the
// browser: lowercase letters and digits; names joined by `_`, `-` or `.`
// (`file_url`, `W-9`, `line_items.description`) count both as the joined
// name (`fileurl`, `w9`) and as their parts; English plurals fold to the
// singular; the commonest English words are not indexed.

const STOP = new Set(
  'a an and are as at be but by can do does for from has have how i if in into is it its me my not of on or our so than that the their them then there these they this to was we were what when where which while who why will with you your'.split(' '),
);

/** `webhooks` → `webhook`, `entries` → `entry`, `addresses` → `address`; short words and `-ss`/`-us`/`-is` words stay. */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return word.slice(0, -3) + 'y';
  if (/(ss|x|ch|sh|zz)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

export interface Token {
  /** The indexed form. */
  term: string;
  /** Where the word (or joined name) is in the text. */
  start: number;
  end: number;
  /** Part of a joined name (the whole name is a token too). */
  part?: boolean;
}

// Letters and digits: ASCII, Latin, Greek to Ethiopic and the rest of the
// alphabets, and CJK (general punctuation, U+2000–U+2BFF, is left out).
const L = 'a-z0-9\\u00c0-\\u024f\\u0370-\\u1fff\\u2c00-\\u2dff\\u3040-\\ufaff';
const WORD = new RegExp(`[${L}]+(?:[_.\\-'][${L}]+)*`, 'gi');
const PARTS = new RegExp(`[${L}]+`, 'gi');

const stems = new Map<string, string>();
const stemCached = (w: string) => {
  let s = stems.get(w);
  if (s === undefined) {
    s = stem(w);
    if (stems.size < 50_000) stems.set(w, s);
  }
  return s;
};

/**
 * Calls `add(term, weight)` for every token of a text (weight 1, or ½ for a
 * part of a joined name) and returns how many there were: tokenize() without
 * the positions, for the index builder.
 */
export function countTerms(text: string, add: (term: string, weight: number) => void): number {
  let n = 0;
  for (const m of text.toLowerCase().matchAll(WORD)) {
    const raw = m[0];
    if (raw.includes("'")) {
      const w = raw.replace(/'s$/, '').replace(/'/g, '');
      if (!STOP.has(w)) add(stemCached(w), 1), n++;
    } else if (/[_.\-]/.test(raw)) {
      add(stemCached(raw.replace(/[_.\-]/g, '')), 1);
      n++;
      for (const p of raw.split(/[_.\-]/)) if (p && !STOP.has(p)) add(stemCached(p), 0.5), n++;
    } else if (!STOP.has(raw)) {
      add(stemCached(raw), 1);
      n++;
    }
  }
  return n;
}

/** Every token of a text, in order; stop words are left out. */
export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(WORD)) {
    const raw = m[0].toLowerCase();
    const start = m.index!;
    if (/[_.\-']/.test(raw)) {
      const joined = raw.replace(/[_.\-']/g, '');
      if (raw.includes("'")) {
        // don't, visitor's: one word
        if (!STOP.has(joined)) out.push({ term: stem(raw.replace(/'s$/, '').replace(/'/g, '')), start, end: start + raw.length });
        continue;
      }
      out.push({ term: stem(joined), start, end: start + raw.length });
      for (const p of raw.matchAll(PARTS)) {
        if (!STOP.has(p[0])) out.push({ term: stem(p[0]), start: start + p.index!, end: start + p.index! + p[0].length, part: true });
      }
    } else if (!STOP.has(raw)) {
      out.push({ term: stem(raw), start, end: start + raw.length });
    }
  }
  return out;
}

/**
 * The terms of a query: its words (a joined name as the joined name), stop
 * words left out unless nothing else is left. The last word is still being
 * typed unless a space or punctuation follows it: `prefix` is what was typed
 * of it, matched against the start of indexed terms (as well as its own term).
 */
export function queryTerms(query: string): { terms: string[]; prefix: string | null } {
  const q = query.toLowerCase();
  const words = [...q.matchAll(WORD)].map((m) => (m[0].includes("'") ? m[0].replace(/'s$/, '').replace(/'/g, '') : m[0].replace(/[_.\-]/g, '')));
  const kept = words.filter((w) => !STOP.has(w));
  const chosen = kept.length ? kept : words;
  const typing = chosen.length > 0 && /[\p{L}\p{N}]$/u.test(q) && chosen[chosen.length - 1] === words[words.length - 1];
  return { terms: [...new Set(chosen.map(stem))], prefix: typing ? chosen[chosen.length - 1] : null };
}
