// The languages the built-in search index can fold words for: each one a
// stemmer (Orama's Snowball/Porter ports, one small module per language,
// loaded only for the language a site is written in) and, where we have them,
// the words too common to index. The build and the browser load the same
// module, so a word typed into the search box folds exactly as the word on the
// page did. A new language is one line here.

export type Stemmer = (word: string) => string;

export interface Language {
  /** The language's code (BCP 47 primary subtag), as the config names it. */
  code: string;
  stem: Stemmer;
  /** Words not indexed (a query of nothing else still searches them). */
  stopWords: ReadonlySet<string>;
}

type StemmerModule = Promise<{ stemmer: Stemmer }>;

// Literal imports, so the bundler makes each language its own small chunk.
const STEMMERS: Record<string, () => StemmerModule> = {
  ar: () => import('@orama/stemmers/arabic'),
  bg: () => import('@orama/stemmers/bulgarian'),
  da: () => import('@orama/stemmers/danish'),
  de: () => import('@orama/stemmers/german'),
  el: () => import('@orama/stemmers/greek'),
  en: () => import('@orama/stemmers/english'),
  es: () => import('@orama/stemmers/spanish'),
  fi: () => import('@orama/stemmers/finnish'),
  fr: () => import('@orama/stemmers/french'),
  ga: () => import('@orama/stemmers/irish'),
  hu: () => import('@orama/stemmers/hungarian'),
  hy: () => import('@orama/stemmers/armenian'),
  id: () => import('@orama/stemmers/indonesian'),
  it: () => import('@orama/stemmers/italian'),
  lt: () => import('@orama/stemmers/lithuanian'),
  ne: () => import('@orama/stemmers/nepali'),
  nl: () => import('@orama/stemmers/dutch'),
  no: () => import('@orama/stemmers/norwegian'),
  pt: () => import('@orama/stemmers/portuguese'),
  ro: () => import('@orama/stemmers/romanian'),
  ru: () => import('@orama/stemmers/russian'),
  sr: () => import('@orama/stemmers/serbian'),
  sv: () => import('@orama/stemmers/swedish'),
  ta: () => import('@orama/stemmers/tamil'),
  tr: () => import('@orama/stemmers/turkish'),
  uk: () => import('@orama/stemmers/ukrainian'),
};

const STOP_WORDS: Record<string, string> = {
  en: 'a an and are as at be but by can do does for from has have how i if in into is it its me my not of on or our so than that the their them then there these they this to was we were what when where which while who why will with you your',
};

/**
 * Each language's stemmer module (under `@orama/stemmers/`), for the build: a site writes only the
 * chunks of the languages it is searched in (test/search-tokenize.test.ts checks it against STEMMERS).
 */
export const STEMMER_MODULES: Record<string, string> = {
  ar: 'arabic',
  bg: 'bulgarian',
  da: 'danish',
  de: 'german',
  el: 'greek',
  en: 'english',
  es: 'spanish',
  fi: 'finnish',
  fr: 'french',
  ga: 'irish',
  hu: 'hungarian',
  hy: 'armenian',
  id: 'indonesian',
  it: 'italian',
  lt: 'lithuanian',
  ne: 'nepali',
  nl: 'dutch',
  no: 'norwegian',
  pt: 'portuguese',
  ro: 'romanian',
  ru: 'russian',
  sr: 'serbian',
  sv: 'swedish',
  ta: 'tamil',
  tr: 'turkish',
  uk: 'ukrainian',
};

/** Codes of the languages a site may be searched in. */
export const SEARCH_LANGUAGES = Object.keys(STEMMERS).sort();

/** The language's primary subtag (`en-GB` → `en`), or undefined when no stemmer is known for it. */
export function searchLanguageCode(tag: string): string | undefined {
  const code = tag.toLowerCase().split(/[-_]/)[0];
  return code === 'nb' || code === 'nn' ? 'no' : STEMMERS[code] ? code : undefined;
}

const loaded = new Map<string, Promise<Language>>();

export function loadLanguage(tag: string): Promise<Language> {
  const code = searchLanguageCode(tag);
  if (!code) return Promise.reject(new Error(`No stemmer for the language "${tag}" (known: ${SEARCH_LANGUAGES.join(', ')}).`));
  let language = loaded.get(code);
  if (!language) {
    language = STEMMERS[code]().then(({ stemmer }) => ({ code, stem: stemmer, stopWords: new Set((STOP_WORDS[code] ?? '').split(' ').filter(Boolean)) }));
    language.catch(() => loaded.delete(code)); // a chunk that failed to load is tried again
    loaded.set(code, language);
  }
  return language;
}
