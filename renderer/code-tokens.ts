// Highlighted code's markup, shared by the build (cli/mdx/highlight.ts) and the
// browser (the API pages' request samples, highlighted when their tab is
// chosen: renderer/client/samples.ts). Plain functions, no imports.
//
// highlight.js names a token by its scope (`hl-title function_`), and a
// sample has hundreds of tokens: the pages carry one short element per colour
// of the palette instead, `<t-s>"text"</t-s>` for a string (a custom element:
// valid HTML without semantics, as a span, at half a span's bytes; the
// stylesheet colours `code t-s`), and none for a scope the palette does not
// colour.

/** highlight.js scope → the class of its colour (the palette of main.css). */
const COLOUR: Record<string, string> = {
  comment: 'c', quote: 'c',
  keyword: 'k', 'selector-tag': 'k', built_in: 'k', type: 'k',
  string: 's', regexp: 's', attribute: 's', 'template-variable': 's',
  number: 'n', literal: 'n', variable: 'n', symbol: 'n', bullet: 'n', link: 'n',
  title: 't', section: 't',
  attr: 'a', property: 'a', params: 'a', name: 'a', 'selector-class': 'a', 'selector-id': 'a',
  meta: 'm', doctag: 'm',
  deletion: 'd', addition: 'i',
  emphasis: 'e', strong: 'b',
};
/** Classes that only set a colour: a token of one whose whole text is another token shows that token's colour alone. */
const COLOUR_ONLY = new Set(['k', 's', 'n', 't', 'a', 'm']);

interface Token {
  scope: string;
  kids: (string | Token)[];
}

/** The class a scope gets where it is: a keyword inside preprocessor text (meta) has meta's colour, as highlight.js's themes have it. */
function classOf(scope: string, inMeta: boolean): string {
  const cls = COLOUR[scope] ?? '';
  return cls === 'k' && inMeta ? 'm' : cls;
}

function emit(kids: (string | Token)[], colour: string, inMeta: boolean): string {
  let out = '';
  for (const kid of kids) {
    if (typeof kid === 'string') {
      out += kid;
      continue;
    }
    let token = kid;
    let cls = classOf(token.scope, inMeta);
    // `<literal><keyword>true</keyword></literal>`: the inner colour is the one shown.
    while (COLOUR_ONLY.has(cls) && token.kids.length === 1 && typeof token.kids[0] !== 'string') {
      const inner = token.kids[0];
      const innerCls = classOf(inner.scope, inMeta || token.scope === 'meta');
      if (!innerCls || innerCls === cls) break;
      token = inner;
      cls = innerCls;
    }
    const meta = inMeta || token.scope === 'meta';
    // A scope without a colour of its own, or the colour it already has: its text without a token element.
    if (!cls || cls === colour) out += emit(token.kids, colour, meta);
    else out += `<t-${cls}>${emit(token.kids, cls, meta)}</t-${cls}>`;
  }
  return out;
}

/** What the highlighter offers: highlight.js's API (the build's full instance, or the browser's small one). */
interface Highlighter {
  getLanguage(name: string): unknown;
  highlight(code: string, options: { language: string; ignoreIllegals: boolean }): { value: string };
}

/** `code` highlighted by `hl`, tokens as the palette's short elements; undefined when `hl` does not know `lang`. */
export function highlightShort(hl: Highlighter, code: string, lang: string | undefined): string | undefined {
  if (!lang || !hl.getLanguage(lang)) return undefined;
  // highlight.js escapes text as we do, except the apostrophe.
  return shortTokens(hl.highlight(code, { language: lang, ignoreIllegals: true }).value.replaceAll('&#x27;', '&#39;'));
}

/** highlight.js's HTML (classPrefix `hl-`) with the palette's short elements: the same text, the same colours. */
export function shortTokens(html: string): string {
  const root: Token = { scope: '', kids: [] };
  const stack = [root];
  let last = 0;
  // Every span opens a token, sub-languages' `language-xml` (no colour) too, so every `</span>` closes one.
  for (const match of html.matchAll(/<span class="([^"]*)">|<\/span>/g)) {
    if (match.index! > last) stack[stack.length - 1].kids.push(html.slice(last, match.index));
    last = match.index! + match[0].length;
    if (match[1] !== undefined) {
      const token: Token = { scope: match[1].startsWith('hl-') ? match[1].slice(3).split(' ')[0] : '', kids: [] };
      stack[stack.length - 1].kids.push(token);
      stack.push(token);
    } else if (stack.length > 1) stack.pop();
  }
  if (last < html.length) root.kids.push(html.slice(last));
  return emit(root.kids, '', false);
}

const TAG = /<t-([a-z])>|<\/t-[a-z]>|\n/g;

/** Short-token HTML split into one string per source line, each token closed at its line's end and reopened on the next. */
export function splitLines(html: string): string[] {
  const lines: string[] = [];
  const open: string[] = [];
  let current = '';
  let last = 0;
  for (const match of html.matchAll(TAG)) {
    current += html.slice(last, match.index);
    last = match.index! + match[0].length;
    if (match[0] === '\n') {
      lines.push(current + closeAll(open));
      current = open.map(openTag).join('');
    } else {
      if (match[1] !== undefined) open.push(match[1]);
      else open.pop();
      current += match[0];
    }
  }
  lines.push(current + html.slice(last));
  return lines;
}

const openTag = (cls: string) => `<t-${cls}>`;
const closeTag = (cls: string) => `</t-${cls}>`;
/** The closing tags of the tokens `open` (outermost first), innermost first. */
const closeAll = (open: string[]) => open.map(closeTag).reverse().join('');

/**
 * The compact markup of the API pages (every operation carries several
 * blocks): lines joined without a wrapper each (the blocks have neither line
 * numbers nor highlighted lines), a token that runs over several lines as one
 * span (see joinLines), and quotes as themselves (`"` and `'` need no
 * escaping outside attributes).
 */
export function compactLines(lines: string[]): string {
  return joinLines(lines).replace(/&quot;/g, '"').replace(/&#39;|&#x27;/g, "'");
}

/**
 * splitLines' lines joined with line breaks, without closing at a line's end the
 * spans that the next line opens again (a curl body is one string over dozens of
 * lines): the same text in the same colours, and a span per token rather than
 * per token and line.
 */
export function joinLines(lines: string[]): string {
  const html = lines.join('\n');
  // Most blocks have no token over two lines (a sample has hundreds of blocks): nothing to merge.
  if (!/<\/t-[a-z]>\n<t-/.test(html)) return html;
  let out = '';
  let from = 0; // `html` before this is in `out`
  const open: string[] = []; // classes of the tokens open, outermost first
  let closing: string[] = []; // what the closing tags just before here closed, outermost first
  let closingAt = -1; // where that run of closing tags starts
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(html); m; m = TOKEN.exec(html)) {
    if (m[1] === undefined && m[0] !== '\n') {
      if (closingAt < 0 || closingAt + CLOSE_LENGTH * closing.length !== m.index) {
        closing = [];
        closingAt = m.index;
      }
      closing.unshift(open.pop()!);
      continue;
    }
    if (m[0] === '\n') {
      const ended = closingAt >= 0 && closingAt + CLOSE_LENGTH * closing.length === m.index ? closing : [];
      // The tokens the next line opens first, before any text.
      OPENS.lastIndex = m.index + 1;
      const run = OPENS.exec(html);
      const opening = run ? [...run[0].matchAll(/<t-([a-z])>/g)].map((o) => o[1]) : [];
      let kept = 0;
      while (kept < ended.length && kept < opening.length && ended[kept] === opening[kept]) kept++;
      if (kept) {
        // Leave the outermost `kept` tokens open over the line break instead of closing and reopening them.
        out += html.slice(from, closingAt) + closeAll(ended.slice(kept)) + '\n' + opening.slice(kept).map(openTag).join('');
        from = m.index + 1 + run![0].length;
        for (const cls of ended.slice(0, kept)) open.push(cls);
        for (const cls of opening.slice(kept)) open.push(cls);
        TOKEN.lastIndex = from;
      }
      closing = [];
      closingAt = -1;
      continue;
    }
    open.push(m[1]);
    closing = [];
    closingAt = -1;
  }
  return out + html.slice(from);
}

/** Token tags and line breaks of short-token HTML. */
const TOKEN = /<t-([a-z])>|<\/t-[a-z]>|\n/g;
const OPENS = /(?:<t-[a-z]>)+/y;
const CLOSE_LENGTH = '</t-a>'.length;

/** Highlighted code with a `.line` span per line (renderCodeHtml) made compact (compactLines): the text is unchanged. */
export function compactCode(html: string): string {
  return compactLines([...html.matchAll(/<span class="line">([\s\S]*?)\n<\/span>/g)].map((m) => m[1]));
}
