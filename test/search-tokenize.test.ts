// The built-in index's words (renderer/search/tokenize.ts): inflected forms
// fold to one stem, names match with or without their separators, a word being
// typed reaches the stems it runs past, and the language comes from the config.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { loadLanguage, searchLanguageCode, SEARCH_LANGUAGES, STEMMER_MODULES } from '../renderer/search/language.ts';
import { createAnalyzer, typedMatch, typedStems } from '../renderer/search/tokenize.ts';
import { validateConfig } from '../cli/config.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './helpers.ts';

const en = createAnalyzer(await loadLanguage('en'));
const terms = (text: string) => en.tokenize(text).map((t) => t.term);
const query = (q: string) => en.queryTerms(q).terms;

describe('search words (English)', () => {
  it('folds inflected forms of a word to one term', () => {
    for (const group of [
      ['install', 'installs', 'installed', 'installing', 'installation'],
      ['initialize', 'initialization', 'initializing', 'initialized'],
      ['barcode', 'barcodes'],
      ['process', 'processes', 'processing', 'processed'],
      ['entry', 'entries'],
      ['retry', 'retries'],
    ]) {
      const stems = new Set(group.map((w) => en.stem(w)));
      assert.equal(stems.size, 1, `${group.join(', ')} → ${[...stems].join(', ')}`);
    }
  });

  it('indexes a joined name whole and by its parts, so W-9, w9 and W9 are one term', () => {
    assert.deepEqual(terms('W-9'), ['w9', 'w', '9']);
    assert.deepEqual(query('W-9'), query('w9'));
    assert.deepEqual(query('W9'), query('w9'));
    assert.deepEqual(terms('1099-MISC'), ['1099misc', '1099', 'misc']);
    assert.deepEqual(query('1099-misc'), query('1099MISC'));
    assert.deepEqual(terms('file_url'), ['fileurl', 'file', 'url']);
    assert.deepEqual(query('file_url'), query('fileUrl'));
  });

  it('splits camelCase names into their parts', () => {
    assert.deepEqual(terms('webhookUrl'), ['webhookurl', 'webhook', 'url']);
    assert.deepEqual(terms('HTTPServer'), ['httpserver', 'http', 'server']);
    // Parts weigh half a word.
    const weights: [string, number][] = [];
    en.countTerms('fileUrl', (t, w) => weights.push([t, w]));
    assert.deepEqual(weights, [['fileurl', 1], ['file', 0.5], ['url', 0.5]]);
  });

  it('folds the plural of a name that ends in a digit, and leaves other names alone', () => {
    assert.equal(en.stem('w2s'), 'w2');
    assert.equal(en.stem('1099s'), '1099');
    assert.deepEqual(query('W-2s'), query('W-2'));
    assert.equal(en.stem('v8'), 'v8');
    assert.equal(en.stem('x86'), 'x86');
  });

  it('leaves out common words unless nothing else is left', () => {
    assert.deepEqual(terms('How to install the SDK'), ['instal', 'sdk']);
    assert.deepEqual(query('the'), ['the']);
    assert.deepEqual(en.queryTerms('install the sdk').words, ['install', 'sdk']);
  });

  it('treats the last word as typed until a space or punctuation follows it', () => {
    assert.equal(en.queryTerms('barcodes installat').prefix, 'installat');
    assert.equal(en.queryTerms('barcodes installat ').prefix, null);
    // The stem of a whole word can be shorter than what is typed of it.
    assert.ok(typedMatch(en.stem('installation'), 'installat', true) > 0);
    assert.ok(typedMatch('installation', 'instal', true) > typedMatch('instal', 'installat', true));
    assert.equal(typedMatch('car', 'care', true), 0, 'a stem shorter than four letters is not reached');
    assert.equal(typedMatch('gadget', 'gadgetsourceunread', true), 0, 'nor one far shorter than the word');
    assert.deepEqual(typedStems('initia'), ['initi', 'init']);
    // A name is not an inflected word: `file_url` being typed does not reach `file`.
    assert.equal(en.queryTerms('file_url').inflected, false);
    assert.equal(en.queryTerms('W-9').inflected, false);
    assert.equal(en.queryTerms('initia').inflected, true);
    assert.equal(typedMatch('file', 'fileurl', false), 0);
  });

  it('marks where each word is in the text', () => {
    const text = 'Initialize Lens for W-9 forms';
    const marked = en.tokenize(text).filter((t) => !t.part).map((t) => text.slice(t.start, t.end));
    assert.deepEqual(marked, ['Initialize', 'Lens', 'W-9', 'forms']);
  });
});

describe('search languages', () => {
  it('loads the stemmer of the language the config names', async () => {
    const de = createAnalyzer(await loadLanguage('de'));
    assert.equal(de.language, 'de');
    assert.equal(de.stem('rechnungen'), de.stem('rechnung'));
    assert.equal(searchLanguageCode('en-GB'), 'en');
    assert.equal(searchLanguageCode('nb'), 'no');
    assert.equal(searchLanguageCode('tlh'), undefined);
    assert.ok(SEARCH_LANGUAGES.includes('fr'));
  });

  it("names each language's stemmer module as the imports the bundler splits do", () => {
    // STEMMERS must import literal paths (each one a chunk); the build reads STEMMER_MODULES to tell the chunks apart.
    const source = readFileSync(join(repoRoot, 'renderer/search/language.ts'), 'utf8');
    const imported = Object.fromEntries([...source.matchAll(/^ {2}(\w+): \(\) => import\('@orama\/stemmers\/([\w-]+)'\),$/gm)].map((m) => [m[1], m[2]]));
    assert.equal(Object.keys(imported).length, SEARCH_LANGUAGES.length);
    assert.deepEqual(imported, STEMMER_MODULES);
  });

  it('takes search.language from the config (default English) and names the known ones for an unknown one', () => {
    const file = join(repoRoot, 'docs-site.config.ts');
    const base = {
      title: 'T',
      url: 'https://docs.example',
      baseUrl: '/',
      product: { name: 'P', slug: 'p' },
      links: { app: 'https://app.example', hub: 'https://hub.example', status: 'https://status.example' },
      customFields: { apiBaseUrl: 'https://api.example', apiClientId: 'docs' },
      navbar: { title: 'Docs', hideOnScroll: true, items: [] },
      sidebars: {},
    };
    assert.equal(validateConfig(base, file, {}).search.language, 'en');
    assert.equal(validateConfig({ ...base, search: { language: 'fr-CA' } }, file, {}).search.language, 'fr');
    assert.throws(() => validateConfig({ ...base, search: { language: 'tlh' } }, file, {}), /`search\.language` must be a language the built-in search can fold words for \(ar, bg/);
  });
});
