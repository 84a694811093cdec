// `{{token}}` placeholders: how content and the schema name the provider
// (product name, hosts) without hard-coding it. Replaced before parsing, so
// line numbers stay right. Docusaurus sites are full of `{{word}}` that is not
// ours (Angular and Jinja templates, mermaid): an unknown name is left as
// written — silently in code; in prose with one warning (it may be a typo),
// its braces escaped so that MDX shows them instead of evaluating them.
import { PLACEHOLDER_KEYS } from './config/keys.ts';
import { BuildError } from './errors.ts';
import { report } from './report/index.ts';
import { didYouMean } from './suggest.ts';

const TOKEN = /\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g;

/** Names already warned about: one warning per unknown name, not one per use. */
const warned = new Set<string>();

export function substituteTokens(text: string, tokens: Record<string, string>, file: string): string {
  let code: [number, number][] | undefined;
  return text.replace(TOKEN, (match, name: string, offset: number) => {
    if (Object.hasOwn(tokens, name)) return tokens[name];
    const line = text.slice(0, offset).split('\n').length;
    if (PLACEHOLDER_KEYS[name]) {
      throw new BuildError(`The placeholder ${match} has no value: the config does not set \`${PLACEHOLDER_KEYS[name]}\`.`, { file, line }, `Set \`${PLACEHOLDER_KEYS[name]}\` in the config, or write the value here.`);
    }
    // Worked out only when an unknown name turns up: most files have none.
    code ??= codeRanges(text);
    if (code.some(([start, end]) => offset >= start && offset < end)) return match;
    const frontMatter = FRONT_MATTER.exec(text)?.[0].length ?? 0;
    // `\{` is a literal brace in Markdown and MDX alike; not in front matter (YAML) or after `=` (a JSX attribute's object).
    const shown = offset < frontMatter || /=\s*$/.test(text.slice(Math.max(0, offset - 8), offset)) ? match : `\\{\\{${match.slice(2)}`;
    if (!warned.has(name)) {
      warned.add(name);
      const known = Object.keys(tokens).map((t) => `{{${t}}}`).join(', ');
      const suggestion = didYouMean(name, Object.keys(tokens), (t) => `{{${t}}}`);
      report().warning({
        message: `Unknown placeholder ${match}: shown as written.`,
        file,
        line,
        rule: 'unknown-placeholder',
        hint: `${suggestion ? suggestion + ' ' : ''}Known placeholders: ${known}; add your own under \`placeholders\` in the config, or put literal braces in code.`,
      });
    }
    return shown;
  });
}

const FRONT_MATTER = /^---[ \t]*\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/;

/** Where a Markdown text has code: fenced blocks (``` or ~~~) and inline code spans, as [start, end) offsets. */
export function codeRanges(text: string): [number, number][] {
  const ranges: [number, number][] = [];
  let fence: { char: string; size: number; start: number } | undefined;
  let offset = 0;
  let prose = '';
  let proseStart = 0;
  const spans = () => {
    // A span: a run of backticks up to the next run of the same length, within a paragraph.
    for (const m of prose.matchAll(/(`+)(?:(?!\n[ \t]*\n)[\s\S])*?[^`]\1(?!`)/g)) ranges.push([proseStart + m.index, proseStart + m.index + m[0].length]);
  };
  for (const line of text.split('\n')) {
    const end = offset + line.length + 1;
    const f = /^[ \t]{0,3}(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (f && f[1][0] === fence.char && f[1].length >= fence.size && line.trim() === f[1]) {
        ranges.push([fence.start, end]);
        fence = undefined;
        proseStart = end;
      }
    } else if (f && !(f[1][0] === '`' && line.slice(f.index + f[0].length).includes('`'))) {
      prose = text.slice(proseStart, offset);
      spans();
      fence = { char: f[1][0], size: f[1].length, start: offset };
    }
    offset = end;
  }
  if (fence) ranges.push([fence.start, text.length]);
  else {
    prose = text.slice(proseStart);
    spans();
  }
  return ranges;
}
