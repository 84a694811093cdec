// Words of the built-in search index, the same at build time and in the
// browser (an Analyzer is made from the site's language: renderer/search/language.ts):
// lowercase letters and digits; words fold to their stem (`installation`,
// `installing` and `install` alike); names joined by `_`, `-` or `.`, or
// written in camelCase (`file_url`, `W-9`, `line_items.description`,
// `webhookUrl`), count both as the joined name (`fileurl`, `w9`) and as their
// parts, so `W-9`, `w9` and `W9` match alike, and so do `file url` and
// `file_url`; a name's plural `s` after a digit folds too (`W-2s` → `w2`);
// the language's commonest words are not indexed.
import type { Language } from './language.ts';

export interface Token {
  /** The indexed form. */
  term: string;
  /** Where the word (or joined name) is in the text. */
  start: number;
  end: number;
  /** Part of a joined name (the whole name is a token too). */
  part?: boolean;
}

export interface QueryTerms {
  /** The query's terms, each once, in order. */
  terms: string[];
  /** The word each term was typed as (for "Missing: …"). */
  words: string[];
  /** The last word while it is still being typed (no space or punctuation after it), unfolded. */
  prefix: string | null;
  /** Whether the word being typed may be a stem's longer form (a plain word; not a name such as `file_url` or `W-9`). */
  inflected: boolean;
}

export interface Analyzer {
  /** The language's code. */
  readonly language: string;
  /** A lowercase word's indexed form. */
  stem(word: string): string;
  /**
   * Calls `add(term, weight)` for every token of a text (weight 1, or ½ for a
   * part of a joined name) and returns how many there were: tokenize() without
   * the positions, for the index builder (which keeps counts doubled, as
   * integers: a weight must stay a multiple of ½).
   */
  countTerms(text: string, add: (term: string, weight: number) => void): number;
  /** Every token of a text, in order; stop words are left out. */
  tokenize(text: string): Token[];
  /**
   * The terms of a query: its words (a joined name as the joined name), stop
   * words left out unless nothing else is left. The last word is still being
   * typed unless a space or punctuation follows it: `prefix` is what was typed
   * of it, matched against the start of indexed terms (as well as its own term).
   */
  queryTerms(query: string): QueryTerms;
}

// Letters and digits: ASCII, Latin, Greek to Ethiopic and the rest of the
// alphabets, and CJK (general punctuation, U+2000–U+2BFF, is left out).
const L = 'a-z0-9\\u00c0-\\u024f\\u0370-\\u1fff\\u2c00-\\u2dff\\u3040-\\ufaff';
const WORD = new RegExp(`[${L}]+(?:[_.\\-'][${L}]+)*`, 'gi');
/** The parts of a joined name: runs between separators, split again where a lowercase letter meets an uppercase one (`webhookUrl`, `HTTPServer`). */
const PARTS = /[A-Z]+(?![a-z])|[A-Z]?[a-z\u00df-\u024f]+|[^_.\-'a-zA-Z\u00df-\u024f]+|[a-zA-Z\u00c0-\u024f]+/g;
const SEPARATORS = /[_.\-]/g;
const CAMEL = /[a-z][A-Z]|[A-Z]{2}[a-z]/;
const DIGIT = /\d/;

/** The most words whose stems are remembered (the build sees a site's vocabulary once per word). */
const STEM_MEMO = 50_000;

export function createAnalyzer(language: Language): Analyzer {
  const { stopWords: stop } = language;
  const memo = new Map<string, string>();
  const fold = (word: string): string => {
    // Names with digits are not words: only a plural after a digit folds (`w2s`, `1099s`).
    if (DIGIT.test(word)) return word.length > 2 && /\ds$/.test(word) ? word.slice(0, -1) : word;
    return word.length <= 2 ? word : language.stem(word);
  };
  const stem = (word: string) => {
    let s = memo.get(word);
    if (s === undefined) {
      s = fold(word);
      if (memo.size < STEM_MEMO) memo.set(word, s);
    }
    return s;
  };
  /** A word's parts as [start, end] in it, when it is a joined name; else null. */
  const partsOf = (raw: string): [number, number][] | null => {
    const joined = raw.search(SEPARATORS) >= 0;
    if (!joined && !CAMEL.test(raw)) return null;
    const out: [number, number][] = [];
    for (const piece of raw.matchAll(/[^_.\-]+/g)) {
      const at = piece.index!;
      if (!CAMEL.test(piece[0])) out.push([at, at + piece[0].length]);
      else for (const p of piece[0].matchAll(PARTS)) out.push([at + p.index!, at + p.index! + p[0].length]);
    }
    return out.length > 1 ? out : null;
  };
  const apostrophe = (lower: string) => lower.replace(/'s$/, '').replace(/'/g, '');

  /** Calls `emit` for every token of a text, in order. */
  const scan = (text: string, emit: (term: string, start: number, end: number, part: boolean) => void) => {
    for (const m of text.matchAll(WORD)) {
      const raw = m[0];
      const lower = raw.toLowerCase();
      const start = m.index!;
      if (lower.includes("'")) {
        // don't, visitor's: one word
        const w = apostrophe(lower);
        if (!stop.has(w)) emit(stem(w), start, start + raw.length, false);
        continue;
      }
      const parts = partsOf(raw);
      if (!parts) {
        if (!stop.has(lower)) emit(stem(lower), start, start + raw.length, false);
        continue;
      }
      emit(stem(lower.replace(SEPARATORS, '')), start, start + raw.length, false);
      for (const [s, e] of parts) {
        const p = lower.slice(s, e);
        if (!stop.has(p)) emit(stem(p), start + s, start + e, true);
      }
    }
  };

  const tokenize = (text: string): Token[] => {
    const out: Token[] = [];
    scan(text, (term, start, end, part) => out.push(part ? { term, start, end, part } : { term, start, end }));
    return out;
  };

  const countTerms = (text: string, add: (term: string, weight: number) => void): number => {
    let n = 0;
    scan(text, (term, _start, _end, part) => {
      add(term, part ? 0.5 : 1);
      n++;
    });
    return n;
  };

  const queryTerms = (query: string): QueryTerms => {
    const q = query.toLowerCase();
    const raw = [...query.matchAll(WORD)].map((m) => m[0]);
    const words = raw.map((w) => (w.includes("'") ? apostrophe(w.toLowerCase()) : w.toLowerCase().replace(SEPARATORS, '')));
    const kept = words.filter((w) => !stop.has(w));
    const chosen = kept.length ? kept : words;
    const typing = chosen.length > 0 && /[\p{L}\p{N}]$/u.test(q) && chosen[chosen.length - 1] === words[words.length - 1];
    const terms: string[] = [];
    const typed: string[] = [];
    for (const w of chosen) {
      const term = stem(w);
      if (terms.includes(term)) continue;
      terms.push(term);
      typed.push(w);
    }
    const last = raw[raw.length - 1] ?? '';
    const inflected = typing && !DIGIT.test(last) && partsOf(last) === null;
    return { terms, words: typed, prefix: typing ? chosen[chosen.length - 1] : null, inflected };
  };

  return { language: language.code, stem, countTerms, tokenize, queryTerms };
}

/**
 * The stems a word being typed may run past (`initi` for `initia…`): at least
 * this long (shorter ones would match too much), and at most STEM_SUFFIX_MAX
 * letters shorter than what is typed (a suffix such as `ization` is still being typed).
 */
const STEM_PREFIX_MIN = 4;
const STEM_SUFFIX_MAX = 6;

/**
 * How well an indexed term answers the word being typed, 0 (not at all) to 1:
 * the word itself; a term that starts with it (less the more is missing); or,
 * for a plain word (`inflected`), a stem the typed letters run past (`instal`
 * for `installat`), since the stem of a whole word can be shorter than what is
 * typed of it.
 */
export function typedMatch(term: string, prefix: string, inflected: boolean): number {
  if (term === prefix) return 1;
  if (term.startsWith(prefix)) return 0.55 + 0.4 * (prefix.length / term.length);
  if (inflected && term.length >= STEM_PREFIX_MIN && prefix.length - term.length <= STEM_SUFFIX_MAX && prefix.startsWith(term)) return 0.5;
  return 0;
}

/** The stems a plain word being typed may run past (see typedMatch), longest first. */
export function typedStems(prefix: string): string[] {
  const out: string[] = [];
  for (let n = prefix.length - 1; n >= Math.max(STEM_PREFIX_MIN, prefix.length - STEM_SUFFIX_MAX); n--) out.push(prefix.slice(0, n));
  return out;
}
