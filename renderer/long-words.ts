// A very long unbreakable word (a base64 blob in a schema description, say)
// costs Chromium time quadratic in its length to lay out where the text may
// wrap anywhere (`.markdown { overflow-wrap: break-word }`): for each line it
// breaks, it shapes the rest of the word again. 60,000 characters took ~25 s,
// a megabyte never finished. So no run of text without a space may reach the
// page longer than MAX_RUN characters: a `<wbr>` (a break opportunity that
// adds no text, so copying and searching the word still give it whole) goes
// after every MAX_RUN characters of a longer one. Shorter words, which is
// every word a person writes, are left exactly as they are.

/** Longest run of text without a break opportunity the page may hold. */
export const MAX_RUN = 200;

const isBreak = (c: number) => c === 32 || c === 10 || c === 9 || c === 13 || c === 12 || c === 60 || c === 62;

/**
 * Whether the HTML holds a run longer than MAX_RUN anywhere, tags included (the quick check: most
 * pages have none). It looks at the last character of each window of MAX_RUN + 1 and back from it
 * to the nearest break, the next window starting after that break: about one character in thirty
 * is read (3 ms over the small benchmark site's pages, where a loop over every character took 13).
 */
export function hasLongRun(html: string): boolean {
  let start = 0;
  for (let end = MAX_RUN; end < html.length; end = start + MAX_RUN) {
    let i = end;
    while (i >= start && !isBreak(html.charCodeAt(i))) i--;
    if (i < start) return true; // start … end: MAX_RUN + 1 characters, none a break
    start = i + 1;
  }
  return false;
}

/** Runs of text between ASCII white space (the only white space that is surely a break opportunity). */
const RUN = new RegExp(`[^ \\t\\n\\r\\f]{${MAX_RUN + 1},}`, 'g');
/**
 * The document as text and markup: elements whose content is not rendered text (script, style,
 * title, textarea, template) whole, comments, tags, text; a `<` that starts no tag is text.
 */
const TOKENS = /<(script|style|title|textarea|template)\b[^>]*>[\s\S]*?<\/\1\s*>|<!--[\s\S]*?-->|<[!/?a-zA-Z][^>]*>|[^<]+|</gi;
/** Characters that belong to the one before them: a break before one would split a character. */
const JOINS_PREVIOUS = /^[\p{M}\u200c\u200d\ufe00-\ufe0f\u{1f3fb}-\u{1f3ff}\u{e0020}-\u{e007f}]/u;
/** A character reference: `&amp;`, `&#x27;`, `&#8203;`. */
const ENTITY = /^&(?:#\d{1,8}|#x[\da-fA-F]{1,8}|[a-zA-Z][a-zA-Z\d]{0,31});/;

/** Whether a break may go before `run[i]`: not inside a surrogate pair, a grapheme or a character reference. */
function canBreakAt(run: string, i: number): boolean {
  const code = run.charCodeAt(i);
  if (code >= 0xdc00 && code <= 0xdfff) return false;
  if (run.charCodeAt(i - 1) === 0x200d || JOINS_PREVIOUS.test(run.slice(i, i + 2))) return false;
  // Inside `&…;`: the `&` is at most 40 characters back, with no `;` between.
  for (let j = i - 1; j >= 0 && j >= i - 40; j--) {
    const c = run.charCodeAt(j);
    if (c === 0x3b) return true;
    if (c === 0x26) return (ENTITY.exec(run.slice(j, j + 42))?.[0].length ?? 0) <= i - j;
  }
  return true;
}

/** A long run with `<wbr>` after every MAX_RUN characters (a little later where a character goes on). */
function breakRun(run: string): string {
  let out = '';
  let from = 0;
  for (let i = MAX_RUN; i < run.length; i = from + MAX_RUN) {
    while (i < run.length && !canBreakAt(run, i)) i++;
    if (i >= run.length) break;
    out += run.slice(from, i) + '<wbr>';
    from = i;
  }
  return out + run.slice(from);
}

/** The HTML with a break opportunity in every run of text longer than MAX_RUN characters. */
export function breakLongWords(html: string): string {
  if (!hasLongRun(html)) return html;
  let out = '';
  for (const [token] of html.matchAll(TOKENS)) {
    out += token[0] === '<' && token.length > 1 ? token : token.replace(RUN, breakRun);
  }
  return out;
}
