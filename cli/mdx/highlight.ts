// Build-time syntax highlighting. Tokens become short classes, one per colour
// (renderer/code-tokens.ts); the light and dark palettes are CSS.
import { escapeHtml } from '../../renderer/html.ts';
import { compactLines, highlightShort, splitLines } from '../../renderer/code-tokens.ts';

export { escapeHtml };

type HLJSApi = import('highlight.js').HLJSApi;
let hljs: HLJSApi | undefined;
let loading: Promise<void> | undefined;

/**
 * Loads the highlighter (highlight.js and its grammars, ~0.2 s). Called before
 * any highlighting; builds served entirely from caches never load it.
 */
export function loadHighlighter(): Promise<void> {
  loading ??= (async () => {
    // lowlight's `common` is highlight.js's list of common grammars. The launcher bundles this import as
    // `common` alone (bin/docs.mjs: lowlight's index would bring all 192 grammars), so take nothing else from it.
    const [{ default: core }, { common }, { SAMPLE_GRAMMARS }, http, dockerfile, groovy, dart] = await Promise.all([
      import('highlight.js/lib/core'),
      import('lowlight'),
      import('../../renderer/sample-grammars.ts'),
      import('highlight.js/lib/languages/http'),
      import('highlight.js/lib/languages/dockerfile'),
      import('highlight.js/lib/languages/groovy'),
      import('highlight.js/lib/languages/dart'),
    ]);
    const h = core.newInstance();
    // Tokens as `hl-*` classes, written by highlight.js itself (a string, no syntax tree), then made short.
    h.configure({ classPrefix: 'hl-' });
    // The samples' grammars are the ones the browser highlights the API pages' other samples with.
    const languages: Record<string, import('highlight.js').LanguageFn> = { ...common, ...SAMPLE_GRAMMARS, http: http.default, dockerfile: dockerfile.default, groovy: groovy.default, dart: dart.default };
    for (const [name, fn] of Object.entries(languages)) h.registerLanguage(name, fn);
    const aliases: Record<string, string[]> = {
      bash: ['sh', 'zsh', 'console', 'curl'],
      javascript: ['js', 'jsx', 'mjs', 'node'],
      typescript: ['ts', 'tsx'],
      python: ['py'],
      ruby: ['rb'],
      csharp: ['cs', 'c#', 'dotnet'],
      yaml: ['yml'],
      xml: ['html', 'svg'],
      plaintext: ['text', 'txt'],
      kotlin: ['kt'],
      groovy: ['gradle'],
      dart: ['flutter'],
    };
    for (const [languageName, list] of Object.entries(aliases)) h.registerAliases(list, { languageName });
    hljs = h;
  })();
  return loading;
}

function highlighter(): HLJSApi {
  if (!hljs) throw new Error('loadHighlighter() must complete before highlighting');
  return hljs;
}

/**
 * Highlights `code` and returns one HTML string per source line, with token
 * spans (the palette's short classes, renderer/code-tokens.ts) closed at each
 * line end and reopened on the next line.
 */
export function highlightLines(code: string, lang: string | undefined): string[] {
  const html = highlightShort(highlighter(), code, lang);
  return html === undefined ? code.split('\n').map(escapeHtml) : splitLines(html);
}

/**
 * Highlighted code for a compact block (no span per line: the API pages' samples): highlight.js's
 * tokens with the palette's short classes as they come, a token over several lines one span, quotes
 * unescaped. The browser writes a lazy sample the same way (renderer/client/samples.ts).
 */
export function renderCompactCodeHtml(code: string, lang: string | undefined): string {
  const text = code.replace(/\n$/, '');
  return compactLines([highlightShort(highlighter(), text, lang) ?? escapeHtml(text)]);
}

/** Parses `{1,3-5}` into a set of 1-based line numbers. */
export function parseLineRanges(spec: string): Set<number> {
  const set = new Set<number>();
  for (const part of spec.split(',')) {
    const [a, b] = part.trim().split('-').map((n) => Number.parseInt(n, 10));
    if (Number.isNaN(a)) continue;
    for (let i = a; i <= (Number.isNaN(b ?? NaN) ? a : b); i++) set.add(i);
  }
  return set;
}

export interface CodeMeta {
  title?: string;
  highlight: Set<number>;
  /** Whether the meta has a `{1,4-6}` range (then magic comments are left as they are, as in Docusaurus). */
  hasRanges: boolean;
  showLineNumbers: boolean;
  /** `showLineNumbers=5`: the first line's number. */
  firstLineNumber: number;
}

export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const m = meta ?? '';
  const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(m);
  const ranges = /\{([\d,\s-]+)\}/.exec(m);
  const numbers = /\bshowLineNumbers(?:=(\d+))?\b/.exec(m);
  return {
    title: title ? title[1] ?? title[2] ?? title[3] : undefined,
    highlight: ranges ? parseLineRanges(ranges[1]) : new Set(),
    hasRanges: !!ranges,
    showLineNumbers: !!numbers,
    firstLineNumber: numbers?.[1] ? Number(numbers[1]) : 1,
  };
}

// Docusaurus's magic comments: `// highlight-next-line`, `// highlight-start` … `// highlight-end`,
// written in the comment syntax of the block's language (any of them when the language is unknown).
const COMMENT_SYNTAX: Record<string, [string, string]> = {
  js: ['\\/\\/', ''],
  jsBlock: ['\\/\\*', '\\*\\/'],
  jsx: ['\\{\\s*\\/\\*', '\\*\\/\\s*\\}'],
  bash: ['#', ''],
  html: ['<!--', '-->'],
  lua: ['--', ''],
  wasm: [';;', ''],
  tex: ['%', ''],
  vb: ["['‘’]", ''],
  rem: ['[Rr][Ee][Mm]\\b', ''],
  f: ['!', ''],
  ml: ['\\(\\*', '\\*\\)'],
  cobol: ['\\*>', ''],
};

function commentSyntaxes(lang: string | undefined): string[] {
  switch (lang) {
    case 'js': case 'javascript': case 'ts': case 'typescript': return ['js', 'jsBlock'];
    case 'jsx': case 'tsx': return ['js', 'jsBlock', 'jsx'];
    case 'html': return ['js', 'jsBlock', 'html'];
    case 'python': case 'py': case 'bash': case 'sh': case 'shell': case 'yaml': case 'yml': case 'ruby': case 'rb': return ['bash'];
    case 'markdown': case 'md': case 'mdx': return ['html', 'jsx', 'bash'];
    case 'tex': case 'latex': case 'matlab': return ['tex'];
    case 'lua': case 'haskell': return ['lua'];
    case 'sql': return ['lua', 'jsBlock'];
    case 'wasm': return ['wasm'];
    case 'vb': case 'vba': case 'visual-basic': case 'vbnet': return ['vb', 'rem'];
    case 'batch': return ['rem'];
    case 'basic': return ['rem', 'f'];
    case 'fsharp': return ['js', 'ml'];
    case 'ocaml': case 'sml': return ['ml'];
    case 'fortran': return ['f'];
    case 'cobol': return ['cobol'];
    default: return Object.keys(COMMENT_SYNTAX);
  }
}

const DIRECTIVES = ['highlight-next-line', 'highlight-start', 'highlight-end'];

/** Removes the magic-comment lines and returns the (1-based) lines they highlight. */
export function applyMagicComments(code: string, lang: string | undefined): { code: string; highlight: Set<number> } {
  const highlight = new Set<number>();
  if (!code.includes('highlight-')) return { code, highlight };
  const pattern = commentSyntaxes(lang)
    .map((key) => `(?:${COMMENT_SYNTAX[key][0]}\\s*(${DIRECTIVES.join('|')})\\s*${COMMENT_SYNTAX[key][1]})`)
    .join('|');
  const directive = new RegExp(`^\\s*(?:${pattern})\\s*$`);
  const lines = code.split('\n');
  const starts: number[] = [];
  let i = 0;
  while (i < lines.length) {
    const match = directive.exec(lines[i]);
    if (!match) {
      i++;
      continue;
    }
    const name = match.slice(1).find((g) => g !== undefined);
    if (name === 'highlight-next-line') highlight.add(i + 1);
    else if (name === 'highlight-start') starts.push(i);
    else if (starts.length) for (let line = starts.pop()!; line < i; line++) highlight.add(line + 1);
    lines.splice(i, 1);
  }
  return { code: lines.join('\n'), highlight };
}

/** The inner HTML of a highlighted `<code>` element. */
export function renderCodeHtml(code: string, lang: string | undefined, highlight: Set<number>): string {
  // Code without highlighted lines is kept by its text: the API reference repeats the same samples
  // (and `docs serve` builds the API model again after every schema edit).
  const key = highlight.size ? undefined : `${lang ?? ''}\0${code}`;
  const hit = key === undefined ? undefined : rendered.get(key);
  if (hit !== undefined) return hit;
  const html = highlightLines(code.replace(/\n$/, ''), lang)
    .map((line, i) => `<span class="line${highlight.has(i + 1) ? ' line--hl' : ''}">${line}\n</span>`)
    .join('');
  if (key !== undefined) {
    if (rendered.size >= MAX_RENDERED) rendered.clear();
    rendered.set(key, html);
  }
  return html;
}

const rendered = new Map<string, string>();
const MAX_RENDERED = 20_000;

/** Empties the memo of highlighted code (`docs build` makes one API model: its repeats are past once it is made). */
export function forgetRenderedCode(): void {
  rendered.clear();
}
