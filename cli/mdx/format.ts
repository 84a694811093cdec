// Which syntax a content file is in. Docusaurus 3 parses `.md` files as MDX
// unless `markdown.format` (config) or `format:` (front matter) says `md`, or
// `detect` (by extension). A `.md` file without any MDX syntax compiles the
// same either way, so it keeps the fast Markdown path.
import { codeRanges } from '../tokens.ts';

/** `md`: CommonMark (raw HTML dropped); `mdx`: MDX (JSX, imports, expressions). */
export type ContentFormat = 'md' | 'mdx';
/** The config's `markdown.format`: Docusaurus's values. */
export type FormatSetting = 'mdx' | 'md' | 'detect';

/** The format of one file: its front matter's `format`, else the config's setting, `detect` going by extension. */
export function formatOf(file: string, frontMatterFormat: unknown, setting: FormatSetting = 'mdx'): ContentFormat {
  const chosen = frontMatterFormat === 'md' || frontMatterFormat === 'mdx' || frontMatterFormat === 'detect' ? frontMatterFormat : setting;
  if (chosen === 'detect') return file.endsWith('.mdx') ? 'mdx' : 'md';
  return chosen;
}

// Outside code: an import/export line, a tag or fragment (`<a`, `</`, `<>`, `<!--`), or an expression brace.
const MDX_SYNTAX = /^(?:import|export)\s|<[A-Za-z/>!]|\{/m;

/** Whether Markdown text uses MDX syntax (outside code): if not, it parses as plain Markdown the same. */
export function hasMdxSyntax(text: string): boolean {
  if (!MDX_SYNTAX.test(text)) return false;
  const code = codeRanges(text);
  if (!code.length) return true;
  let prose = '';
  let at = 0;
  for (const [start, end] of code) {
    prose += text.slice(at, start) + '\n';
    at = end;
  }
  return MDX_SYNTAX.test(prose + text.slice(at));
}
