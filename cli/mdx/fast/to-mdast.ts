// markdown-it tokens → the mdast remark-parse (with remark-gfm and
// remark-directive) makes of the same file, for the constructs both parse
// alike. The rest of the pipeline (our remark plugins, remark-rehype, the
// code blocks, the element tree) then runs unchanged. Anything this does not
// know to be the same throws Unsupported, and the file takes the unified path:
// unknown tokens, raw HTML, footnotes, task lists, strikethrough (GFM pairs `~`
// runs its own way), directives other than plain admonitions, text where GFM
// finds autolinks, and the corners below where the two parsers were seen to
// part (test/markdown-fast.test.ts has one page of each).
import type { Token } from 'markdown-it';
import type { Root, Parent, PhrasingContent, Text, Table, List, ListItem } from 'mdast';
import { toString } from 'mdast-util-to-string';

/** A construct the fast path does not reproduce: compile the file the unified way. */
export class Unsupported extends Error {}

const unsupported = (what: string): never => {
  throw new Unsupported(what);
};

// In text: where GFM finds autolink literals (`www.`, `http://`, emails), single
// tildes (strikethrough), raw HTML markdown-it may have read otherwise, footnote calls.
const SUSPICIOUS_TEXT = /[@~]|www\.|https?:\/\/|<[A-Za-z/!?]|\[\^/i;
// In an inline source: a text directive with a label or attributes (`:abbr[…]`, `:x{…}`;
// a bare `:name` is restored as text), a definition markdown-it did not take (`[…]:` at the
// start: one cannot interrupt a paragraph), a line starting with `::`
// (a leaf directive, or an admonition fence markdown-it left in a paragraph), runs of three
// emphasis markers (which the two pair differently next to punctuation), a marker next to a
// character outside the BMP (markdown-it classifies its surrogate halves, micromark the character).
const SUSPICIOUS_INLINE = /:[^\s[{:]+[[{]|^[ \t]*\[[^]*?\]:|(?:^|\n)[ \t]*::|\*\*\*|___|[\uD800-\uDFFF][*_]|[*_][\uD800-\uDFFF]/;
// A line of a paragraph that could be a table's delimiter row (GFM takes a head row without pipes, markdown-it does not).
const DELIMITER_ROW = /(?:^|\n)(?=[ \t]*[-:|][-:| \t]*(?:\n|$))(?=[^\n]*[|:])(?=[^\n]*-)/;
// A list item starting so is a GFM task.
const TASK = /^\[[\s\S]\]/;
const EMPTY_TITLE = /(?:""|''|\(\))\s*\)$/;

interface Block {
  type: string;
  children?: unknown[];
  [key: string]: unknown;
}

const position = (line: number) => ({ start: { line, column: 1 }, end: { line, column: 1 } });

/** The mdast of a parsed file (tokens of parser.ts). Throws Unsupported. */
export function toMdast(tokens: Token[], source: string): Root {
  let lines: string[] | undefined;
  const line = (n: number) => (lines ??= source.split('\n'))[n] ?? '';
  // Whether the line before this one (0-based) is blank, or only blockquote markers.
  const blankBefore = (n: number) => n > 0 && /^[ \t>]*$/.test(line(n - 1));
  const root: Root = { type: 'root', children: [] };
  const stack: Block[] = [root as Block];
  const loose = new Set<Block>();
  const add = (node: Block) => {
    (stack[stack.length - 1].children as Block[]).push(node);
    return node;
  };
  const nested = () => stack.some((node) => node.type === 'listItem' || node.type === 'blockquote');
  // Code indented in its container: where a tab stops in the indent, micromark turns it into spaces, markdown-it keeps it.
  const tabs = (code: string) => /(?:^|\n)[ ]*\t/.test(code) && unsupported('tab in the indent of indented code');
  let table: Table | undefined;
  let indentedCode = false;
  let rowLine = 0; // table cells have no line map of their own
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    const top = stack[stack.length - 1];
    switch (t.type) {
      case 'paragraph_open': {
        if (top.type === 'listItem') {
          const list = stack[stack.length - 2];
          if (!t.hidden) loose.add(list);
          if (top.children!.length === 0 && TASK.test(tokens[i + 1].content)) unsupported('task list item');
        }
        stack.push(add({ type: 'paragraph', children: [] }));
        break;
      }
      case 'directive_label_open':
        stack.push(add({ type: 'paragraph', data: { directiveLabel: true }, children: [] }));
        break;
      case 'heading_open':
        stack.push(add({ type: 'heading', depth: Number(t.tag.slice(1)), children: [] }));
        break;
      case 'blockquote_open':
        stack.push(add({ type: 'blockquote', children: [] }));
        break;
      case 'bullet_list_open':
      case 'ordered_list_open': {
        const ordered = t.type === 'ordered_list_open';
        // micromark lets a list starting at another number than 1 start only after a blank line (or a paragraph: never),
        // and not anywhere after indented code (`    code\n\n> 2) item` is a paragraph there).
        if (ordered && t.attrGet('start') !== null) {
          const siblings = top.children as Block[];
          const previous = siblings[siblings.length - 1]?.type;
          if (indentedCode || !blankBefore(t.map![0]) || (previous !== undefined && previous !== 'paragraph' && previous !== 'heading' && previous !== 'list')) unsupported('ordered list from another number, not after a blank line and a paragraph, heading or list, or after indented code');
        }
        stack.push(add({ type: 'list', ordered, start: ordered ? Number(t.attrGet('start') ?? 1) : null, spread: false, children: [] }));
        break;
      }
      case 'list_item_open': {
        // micromark counts a blank line that ends a nested list as the nested list's, not as
        // one between this list's items: the list is then tight, where CommonMark says loose.
        const list = top as unknown as List;
        const previous = list.children[list.children.length - 1] as ListItem | undefined;
        const child = previous?.children[previous.children.length - 1];
        if (child?.type === 'list' && blankBefore(t.map![0])) unsupported('blank line after a nested list');
        // Tabs around list markers (each parser has its own take on their columns), an item that starts with a blank line.
        const marker = /^[ \t>]*(?:(?:[-*+]|\d{1,9}[.)])(?:[ \t]+|$))+/.exec(line(t.map![0]))?.[0] ?? '\t';
        if (marker.includes('\t') || marker.length === line(t.map![0]).length) unsupported('tab by a list marker, or an empty first line');
        stack.push(add({ type: 'listItem', spread: false, checked: null, children: [] }));
        break;
      }
      case 'directive_open':
        stack.push(add({ type: 'containerDirective', name: t.info, attributes: {}, children: [], position: position(t.map![0] + 1) }));
        break;
      case 'table_open':
        if (!(t.meta as { leadingPipes: boolean }).leadingPipes) unsupported('table rows without a leading pipe');
        table = add({ type: 'table', align: [], children: [] }) as unknown as Table;
        stack.push(table as unknown as Block);
        break;
      case 'tr_open': {
        const { cells, backslashes } = t.meta as { cells: number; backslashes: boolean };
        if (backslashes || cells > table!.align!.length && table!.children.length) unsupported('table row with more cells than its header, or `\\\\`');
        rowLine = t.map![0] + 1;
        stack.push(add({ type: 'tableRow', children: [] }));
        break;
      }
      case 'th_open':
      case 'td_open': {
        if (t.type === 'th_open') {
          const align = /^text-align:(left|center|right)$/.exec(t.attrGet('style') ?? '');
          table!.align!.push(align ? (align[1] as 'left') : null);
        }
        stack.push(add({ type: 'tableCell', children: [] }));
        break;
      }
      case 'thead_open':
      case 'thead_close':
      case 'tbody_open':
      case 'tbody_close':
        break;
      case 'bullet_list_close':
      case 'ordered_list_close': {
        const list = stack.pop() as unknown as List;
        if (loose.has(list as unknown as Block)) {
          list.spread = true;
          for (const item of list.children as ListItem[]) item.spread = true;
        }
        break;
      }
      case 'paragraph_close':
      case 'directive_label_close':
      case 'heading_close':
      case 'blockquote_close':
      case 'list_item_close':
      case 'directive_close':
      case 'table_close':
      case 'tr_close':
      case 'th_close':
      case 'td_close':
        stack.pop();
        break;
      case 'inline':
        // micromark keeps a tab at the end of some lines (`:\t`).
        if (t.map && source.includes('\t')) for (let n = t.map[0]; n < t.map[1]; n++) if (/\t[ \t]*$/.test(line(n))) unsupported('tab at a line end');
        top.children = inline(t, t.map ? t.map[0] + 1 : rowLine);
        break;
      case 'fence': {
        // An unclosed fence runs to the end of its container, trailing blank lines included
        // where micromark leaves them out (and then counts a list with them as tight).
        const close = /^[ \t>]*(`{3,}|~{3,})[ \t]*$/.exec(line(t.map![1] - 1));
        if (t.map![1] - 1 === t.map![0] || !close || close[1][0] !== t.markup[0] || close[1].length < t.markup.length) unsupported('unclosed code fence');
        if (/^[ \t>]/.test(line(t.map![0])) || nested()) tabs(t.content);
        const info = t.info.replace(/^[ \t]+|[ \t]+$/g, '');
        const split = /^(\S+)(?:[ \t]+([\s\S]*))?$/.exec(info);
        if (/[\\&]/.test(info)) unsupported('escapes in a code fence info string');
        add({ type: 'code', lang: split ? split[1] : null, meta: split?.[2] || null, value: t.content.replace(/\n$/, '') });
        break;
      }
      case 'code_block':
        indentedCode = true;
        // A tab in the indent: markdown-it and micromark may split the code differently.
        for (let n = t.map![0]; n < t.map![1]; n++) if (/^[ >]*\t/.test(line(n))) unsupported('tab in the indent of indented code');
        // micromark keeps following blank lines in the code when one of them has white space.
        for (let n = t.map![1]; n < t.map![1] + 1000 && /^[ \t>]*$/.test(line(n)) && n < (lines ??= source.split('\n')).length; n++) {
          if (/[ \t]/.test(line(n))) unsupported('indented code followed by white space');
        }
        tabs(t.content);
        add({ type: 'code', lang: null, meta: null, value: t.content.replace(/\n$/, '') });
        break;
      case 'hr':
        add({ type: 'thematicBreak' });
        break;
      case 'definition': {
        const { label, href, title } = t.meta as { label: string; href: string; title: string };
        // `[^1]: …` is a footnote to GFM; labels outside ASCII may be matched otherwise (case folding, white space).
        if (label.startsWith('^') || /[^\x20-\x7e]/.test(label)) unsupported('footnote or non-ASCII definition label');
        // Only before a blank line or another definition: what follows one is paragraph content to micromark (`    x` too).
        if (!/^(?: {0,3}\[|[ \t]*$)/.test(line(t.map![1]))) unsupported('definition followed by other content');
        // markdown-it reads `""` as no title, remark as an empty one.
        if (title === '' && /(?:""|''|\(\))[ \t]*$/.test(line(t.map![1] - 1))) unsupported('empty definition title');
        add({ type: 'definition', identifier: label, label, url: href, title: title || null, position: position(t.map![0] + 1) });
        break;
      }
      default:
        unsupported(t.type);
    }
  }
  return root;
}

/** The phrasing content of an inline token; `line` is the line its source starts on. */
function inline(block: Token, line: number): PhrasingContent[] {
  const source = block.content;
  if (SUSPICIOUS_INLINE.test(source)) unsupported('directive-like or definition-like text');
  if (DELIMITER_ROW.test(source)) unsupported('a line like a table delimiter row in text');
  if (source.includes('`') && !backticksPair(source)) unsupported('unpaired backticks');
  if ((source.includes('*') || source.includes('_')) && !plainEmphasis(source)) unsupported('emphasis markers that may both open and close');
  const lineAt = (offset: number) => {
    let n = line;
    for (let i = source.indexOf('\n'); i !== -1 && i < offset; i = source.indexOf('\n', i + 1)) n++;
    return n;
  };
  return phrasing(block.children ?? [], lineAt, source);
}

/**
 * Whether every run of backticks that opens a code span has its closing run (the next of
 * its length), none escaped. An unclosed one is where markdown-it and micromark may part:
 * markdown-it remembers, across link labels, that no closing run follows.
 */
function backticksPair(source: string): boolean {
  if (source.includes('\\`')) return false;
  const runs = source.match(/`+/g)!.map((run) => run.length);
  for (let i = 0; i < runs.length; i++) {
    const open = i;
    while (++i < runs.length && runs[i] !== runs[open]);
    if (i === runs.length) return false;
  }
  return true;
}

/**
 * The label a reference link (`[text][label]`, `[label][]`, `[label]`, as written) refers to,
 * normalised as markdown-it matched it to its definition; to-hast finds the definition by it.
 */
function reference(raw: string): { identifier: string; label: string; referenceType: 'full' | 'collapsed' | 'shortcut' } {
  let label: string;
  let referenceType: 'full' | 'collapsed' | 'shortcut';
  if (raw.endsWith('][]')) {
    [label, referenceType] = [raw.slice(1, -3), 'collapsed'];
  } else {
    // A label has no unescaped brackets: the last `[` opens it.
    const open = raw.lastIndexOf('[');
    if (open > 0 && raw[open - 1] === ']') [label, referenceType] = [raw.slice(open + 1, -1), 'full'];
    else [label, referenceType] = [raw.slice(1, -1), 'shortcut'];
  }
  if (label.includes('[') || label.includes('\\') || /[^\x20-\x7e\n\t]/.test(label)) unsupported('reference label with brackets, escapes or non-ASCII');
  const identifier = label.trim().replace(/\s+/g, ' ').toLowerCase().toUpperCase();
  return { identifier, label, referenceType };
}

const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/;

/**
 * Whether no run of `*` or `_` can both open and close emphasis while runs of another length
 * of it are there: CommonMark's rule of three then decides, and micromark applies it otherwise
 * than markdown-it (`**.* o*b`). A run next to a character outside ASCII counts as such a run.
 */
function plainEmphasis(source: string): boolean {
  for (const marker of ['*', '_']) {
    const runs = source.match(marker === '*' ? /\*+/g : /_+/g);
    if (!runs || runs.every((run) => run.length === runs[0].length)) continue;
    const pattern = marker === '*' ? /\*+/g : /_+/g;
    for (let m = pattern.exec(source); m; m = pattern.exec(source)) {
      const before = source[m.index - 1] ?? ' ';
      const after = source[m.index + m[0].length] ?? ' ';
      // An escaped marker is text (`\*`; after an escaped backslash, `\\*`, it is not).
      if (before === '\\') {
        if (m[0].length > 1 || source[m.index - 2] === '\\') return false;
        continue;
      }
      if (before > '~' || after > '~') return false;
      const space = (c: string) => /\s/.test(c);
      const punct = (c: string) => ASCII_PUNCTUATION.test(c);
      const left = !space(after) && (!punct(after) || space(before) || punct(before));
      const right = !space(before) && (!punct(before) || space(after) || punct(after));
      // An intraword `_` neither opens nor closes.
      if (left && right && (marker === '*' || (punct(before) && punct(after)))) return false;
    }
  }
  return true;
}

function phrasing(tokens: Token[], lineAt: (offset: number) => number, source: string): PhrasingContent[] {
  const out: Parent = { type: 'paragraph', children: [] } as Parent;
  const stack: Parent[] = [out];
  let autolink = false;
  const top = () => stack[stack.length - 1];
  const last = () => top().children[top().children.length - 1] as PhrasingContent | undefined;
  const text = (value: string) => {
    const prev = last();
    if (prev?.type === 'text') prev.value += value;
    else top().children.push({ type: 'text', value } as Text);
  };
  const open = (node: Parent) => {
    top().children.push(node as PhrasingContent);
    stack.push(node);
  };
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    // `<em><em>` where CommonMark (and micromark) has `<strong>`: markdown-it pairs some runs so.
    if ((t.type === 'em_open' || t.type === 'em_close') && tokens[i + 1]?.type === t.type) unsupported('emphasis in emphasis');
    switch (t.type) {
      case 'text':
      case 'text_special': // in an image's description, which markdown-it parses without joining text
        if (!autolink && SUSPICIOUS_TEXT.test(t.content)) unsupported('text GFM may read otherwise');
        text(t.content);
        break;
      case 'softbreak': {
        // micromark leaves the white space around a line ending out of the text.
        const prev = last();
        if (prev?.type === 'text') {
          prev.value = prev.value.replace(/[ \t]+$/, '');
          if (prev.value === '') top().children.pop();
        }
        text('\n');
        break;
      }
      case 'hardbreak': {
        const prev = last();
        if (prev?.type === 'text' && /[ \t]$/.test(prev.value)) unsupported('white space before a hard break');
        top().children.push({ type: 'break' });
        break;
      }
      case 'em_open':
        open({ type: 'emphasis', children: [] } as Parent);
        break;
      case 'strong_open':
        open({ type: 'strong', children: [] } as Parent);
        break;
      case 'em_close':
      case 'strong_close':
        stack.pop();
        break;
      case 'link_close':
        autolink = false;
        stack.pop();
        break;
      case 'code_inline':
        // markdown-it strips a space off each end of any run of them (`   ` → ` `).
        if (/^\s*$/.test(t.content)) unsupported('code span of white space');
        top().children.push({ type: 'inlineCode', value: t.content });
        break;
      case 'link_open': {
        const { start, end } = t.meta as { start: number; end: number };
        autolink = t.markup === 'autolink';
        const raw = source.slice(start, end);
        if (!autolink && !raw.endsWith(')')) {
          open({ type: 'linkReference', ...reference(raw), children: [] } as unknown as Parent);
          break;
        }
        if (EMPTY_TITLE.test(raw)) unsupported('empty link title');
        open({ type: 'link', url: t.attrGet('href') ?? '', title: t.attrGet('title') ?? null, children: [], position: position(lineAt(start)) } as unknown as Parent);
        break;
      }
      case 'image': {
        const { start, end } = t.meta as { start: number; end: number };
        const raw = source.slice(start, end);
        const ref = raw.endsWith(')') ? undefined : reference(raw.slice(1));
        if (EMPTY_TITLE.test(raw)) unsupported('empty image title');
        // Its description is parsed on its own (offsets in it are not the page's).
        if (t.children?.some((c) => c.type === 'link_open' || c.type === 'image')) unsupported('link or image in an image description');
        // remark-directive reads `:name` in the description as a directive, which the alt leaves out.
        const alt = toString(phrasing(t.children ?? [], lineAt, source));
        if (alt.includes(':')) unsupported('colon in an image description');
        if (ref) top().children.push({ type: 'imageReference', ...ref, alt } as PhrasingContent);
        else top().children.push({ type: 'image', url: t.attrGet('src') ?? '', title: t.attrGet('title') ?? null, alt, position: position(lineAt(start)) } as PhrasingContent);
        break;
      }
      default:
        unsupported(t.type);
    }
  }
  return out.children as PhrasingContent[];
}
