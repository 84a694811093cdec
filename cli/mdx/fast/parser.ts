// The markdown-it parser of the fast `.md` path (fast/index.ts): CommonMark
// with GFM tables (and strikethrough, for the gate), plus what to-mdast.ts needs to build the
// syntax tree remark-parse would: URLs as written (markdown-it normalises
// them; the plugins and remark-rehype do it their own way), where each link
// and image starts (links and files are recorded with their line), and the
// admonition form of remark-directive's container directives.
import MarkdownIt from 'markdown-it';
import type { StateBlock, StateInline } from 'markdown-it';
// @ts-expect-error: markdown-it's rules have no type declarations of their own.
import link from 'markdown-it/lib/rules_inline/link.mjs';
// @ts-expect-error: as above
import image from 'markdown-it/lib/rules_inline/image.mjs';
// @ts-expect-error: as above
import autolink from 'markdown-it/lib/rules_inline/autolink.mjs';
// @ts-expect-error: as above
import table from 'markdown-it/lib/rules_block/table.mjs';
// @ts-expect-error: as above
import reference from 'markdown-it/lib/rules_block/reference.mjs';
import { ADMONITION_NAMES } from '../../../renderer/admonitions.ts';

/** `:::kind` or `:::kind[Title]` (preprocessSource wrote `:::kind Title` so), alone on its line. */
const CONTAINER_OPEN = new RegExp(`^(:{3,})(${ADMONITION_NAMES.join('|')})(?:\\[([^\\[\\]\\\\]+)\\])?[ \\t]*$`);

/**
 * remark-directive's container directive, for the admonition kinds at the
 * top level (or in another one): its content runs to the first line of at
 * least as many colons alone (nested fences included, as micromark does),
 * or to the end, and is parsed as a document of its own. Any other `:::`
 * line stays text, which the gate sends to the unified path.
 */
function containerDirective(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  const parent = state.parentType as string;
  if ((parent !== 'root' && parent !== 'directive') || state.sCount[startLine] !== state.blkIndent || state.blkIndent !== 0) return false;
  const start = state.bMarks[startLine] + state.tShift[startLine];
  if (state.src.charCodeAt(start) !== 0x3a) return false;
  const open = CONTAINER_OPEN.exec(state.src.slice(start, state.eMarks[startLine]));
  if (!open) return false;
  if (silent) return true;
  const close = new RegExp(`^ {0,3}:{${open[1].length},}[ \\t]*$`);
  let next = startLine + 1;
  while (next < endLine && !close.test(state.src.slice(state.bMarks[next], state.eMarks[next]))) next++;

  const token = state.push('directive_open', 'div', 1);
  token.info = open[2];
  token.map = [startLine, next];
  if (open[3] !== undefined) {
    state.push('directive_label_open', 'p', 1);
    const label = state.push('inline', '', 0);
    label.content = open[3];
    label.map = [startLine, startLine + 1];
    label.children = [];
    state.push('directive_label_close', 'p', -1);
  }
  const [oldParent, oldMax] = [state.parentType, state.lineMax];
  state.parentType = 'directive' as typeof state.parentType;
  state.lineMax = next;
  state.md.block.tokenize(state, startLine + 1, next);
  state.parentType = oldParent;
  state.lineMax = oldMax;
  state.push('directive_close', 'div', -1);
  state.line = next < endLine ? next + 1 : next;
  return true;
}

type BlockRule = (state: StateBlock, startLine: number, endLine: number, silent: boolean) => boolean;

/**
 * Wraps the table rule so that the table records whether its head and delimiter rows start with
 * a pipe, and each row how many cells it was written with
 * (markdown-it drops cells past the header's count; mdast keeps them) and whether
 * it has `\\`, which markdown-it's cell split reads as escaping a following pipe.
 */
function recordCells(rule: BlockRule): BlockRule {
  return (state, startLine, endLine, silent) => {
    const first = state.tokens.length;
    if (!rule(state, startLine, endLine, silent)) return false;
    if (silent) return true;
    const text = (line: number) => state.src.slice(state.bMarks[line] + state.tShift[line], state.eMarks[line]).trim();
    // markdown-it tries tables before lists and the like (`- a | b` can start one): taken only with a leading pipe.
    state.tokens[first].meta = { leadingPipes: text(startLine).startsWith('|') && text(startLine + 1).startsWith('|') };
    for (let i = first; i < state.tokens.length; i++) {
      const token = state.tokens[i];
      if (token.type !== 'tr_open') continue;
      const line = token.map![0];
      const text = state.src.slice(state.bMarks[line] + state.tShift[line], state.eMarks[line]).trim();
      const cells = text.split(/(?<!\\)\|/);
      if (cells[0] === '') cells.shift();
      if (cells.length && cells[cells.length - 1] === '') cells.pop();
      token.meta = { cells: cells.length, backslashes: text.includes('\\\\') };
    }
    return true;
  };
}

type References = Record<string, { href: string; title: string }>;

/**
 * Wraps the definition rule so that each definition is also a token where it stands (remark
 * keeps every one, duplicates included, and the link check records each with its line).
 */
function recordDefinition(rule: BlockRule): BlockRule {
  return (state, startLine, endLine, silent) => {
    const env = state.env as { references?: References };
    const known = env.references;
    env.references = {};
    let found: References;
    let ok: boolean;
    try {
      ok = rule(state, startLine, endLine, silent);
    } finally {
      found = env.references;
      env.references = known;
    }
    if (!ok || silent) return ok;
    const [label] = Object.keys(found);
    env.references ??= {};
    env.references[label] ??= found[label]; // the first of a label wins, as in remark
    const token = state.push('definition', '', 0);
    token.map = [startLine, state.line];
    token.meta = { label, ...found[label] };
    return true;
  };
}

type InlineRule = (state: StateInline, silent: boolean) => boolean;

/** Wraps an inline rule so that the token it opens with (`type`) records where in the inline source it starts and ends. */
function recordPlace(rule: InlineRule, type: string): InlineRule {
  return (state, silent) => {
    const start = state.pos;
    let first = state.tokens.length;
    if (!rule(state, silent)) return false;
    if (silent) return true;
    // Pending text goes first.
    while (state.tokens[first].type !== type) first++;
    state.tokens[first].meta = { start, end: state.pos };
    return true;
  };
}

/** A parser configured for to-mdast.ts; tokens carry `meta.start` (links, images) for line numbers. */
export function createParser(): MarkdownIt {
  // Raw HTML is parsed so that the gate sees it (and sends the file to the unified path).
  const md = new MarkdownIt('default', { html: true, linkify: false, typographer: false });
  // URLs as written: the mdast keeps them so, remark-rehype normalises hrefs itself.
  md.normalizeLink = (url) => url;
  md.normalizeLinkText = (url) => url;
  md.validateLink = () => true;
  md.block.ruler.before('table', 'directive', containerDirective, { alt: ['paragraph', 'reference', 'blockquote', 'list'] });
  md.block.ruler.at('table', recordCells(table), { alt: ['paragraph', 'reference'] });
  md.block.ruler.at('reference', recordDefinition(reference));
  md.inline.ruler.at('link', recordPlace(link, 'link_open'));
  md.inline.ruler.at('image', recordPlace(image, 'image'));
  md.inline.ruler.at('autolink', recordPlace(autolink, 'link_open'));
  return md;
}
