// A fast serializer for the mdast our twins are made of, writing exactly what
// mdast-util-to-markdown (with GFM and the options of `serialize`) writes.
//
// Why: mdast-util-to-markdown checks every text against ~50 "unsafe" regular
// expressions and re-runs its attention solver for every run of phrasing; for
// twins that was most of their CPU. Here each text is scanned once, character
// by character, applying the same escaping rules for the constructs we emit.
//
// It only covers what it is sure about. Whenever a tree holds something else
// (html, references, strikethrough, titles, attention that needs character
// references, line endings inside text, ...) it throws `Unsupported` and the
// caller serialises the whole tree with mdast-util-to-markdown instead: rare
// trees stay correct, common ones get cheap.
import type { Code, Heading, Image, InlineCode, Link, List, ListItem, Nodes, Parents, PhrasingContent, Root, RootContent, Table } from 'mdast';

export class Unsupported extends Error {}

const unsupported = (why: string): never => {
  throw new Unsupported(why);
};

/** Where text is written (the constructs mdast-util-to-markdown would have entered): decides which characters are unsafe. */
interface Where {
  heading?: boolean;
  cell?: boolean;
  /** Link text or image alt. */
  label?: boolean;
}
const FLOW: Where = {};
const HEADING: Where = { heading: true };
const CELL: Where = { cell: true };

/** `1` whitespace, `2` punctuation, `0` other: micromark's classifyCharacter (end of input counts as whitespace). */
function kind(char: string): 0 | 1 | 2 {
  if (char === '') return 1;
  const code = char.charCodeAt(0);
  if (code < 128) {
    if (code <= 32) return 1;
    return ASCII_PUNCT.test(char) ? 2 : 0;
  }
  return /\s/.test(char) ? 1 : /\p{P}|\p{S}/u.test(char) ? 2 : 0;
}
const ASCII_PUNCT = /[!-/:-@[-`{-~]/;
const isAsciiPunct = (char: string) => char !== '' && ASCII_PUNCT.test(char);
const isWordAscii = (char: string) => /^[A-Za-z0-9_]$/.test(char);
const isDigit = (char: string) => char >= '0' && char <= '9';

/** Markdown of an mdast root, the same as mdast-util-to-markdown's. Throws `Unsupported` for trees it does not cover. */
export function writeMarkdown(root: Root): string {
  const writer = new Writer();
  const value = writer.flow(root);
  return value && !value.endsWith('\n') ? value + '\n' : value;
}

class Writer {
  /** The bullet of the list just written at this level (mdast-util-to-markdown's `bulletLastUsed`): a list right after it uses the other bullet. */
  private bulletLastUsed: string | undefined;

  flow(parent: Root | ListItem | Extract<Nodes, { type: 'blockquote' }>): string {
    const children = parent.children as RootContent[];
    for (const child of children) if (PHRASING.has(child.type)) unsupported('phrasing in flow');
    let out = '';
    for (let i = 0; i < children.length; i++) {
      const child = children[i];
      out += this.block(child, parent);
      if (child.type !== 'list') this.bulletLastUsed = undefined;
      if (i < children.length - 1) out += between(child, children[i + 1], parent);
    }
    return out;
  }

  private block(node: RootContent, parent: Parents): string {
    switch (node.type) {
      case 'paragraph':
        return phrasing(node.children, FLOW, '\n', '\n');
      case 'heading':
        return heading(node);
      case 'code':
        return code(node);
      case 'thematicBreak':
        return '---';
      case 'blockquote':
        return indentLines(this.flow(node), (line, _i, blank) => '>' + (blank ? '' : ' ') + line);
      case 'list':
        return this.list(node, parent);
      case 'table':
        return table(node);
      default:
        return unsupported(node.type);
    }
  }

  private list(node: List, parent: Parents): string {
    let bullet = node.ordered ? '.' : '-';
    const other = node.ordered ? ')' : '*';
    if (node.children.some((item) => !item.children.length || (!node.ordered && item.children[0].type === 'thematicBreak'))) unsupported('list item shape');
    if (parent && this.bulletLastUsed && bullet === this.bulletLastUsed) bullet = other;
    const start = typeof node.start === 'number' && node.start > -1 ? node.start : 1;
    let out = '';
    node.children.forEach((item, index) => {
      if (index) out += node.spread ? '\n\n' : '\n';
      const marker = node.ordered ? `${start + index}${bullet}` : bullet;
      const size = marker.length + 1;
      if (item.checked === true || item.checked === false) unsupported('task list');
      out += indentLines(this.flow(item), (line, i, blank) => (i ? (blank ? '' : ' '.repeat(size)) + line : (blank ? marker : marker + ' ') + line));
    });
    this.bulletLastUsed = bullet;
    return out;
  }
}

const PHRASING = new Set(['text', 'emphasis', 'strong', 'delete', 'inlineCode', 'break', 'link', 'image', 'linkReference', 'imageReference', 'footnoteReference', 'html']);

/** Blank lines between two blocks: mdast-util-to-markdown's default join, for the blocks we write. */
function between(left: RootContent, right: RootContent, parent: Parents): string {
  if (!('spread' in parent) || typeof parent.spread !== 'boolean') return '\n\n';
  if (parent.spread) return '\n\n';
  if (left.type === 'blockquote' && right.type === 'blockquote') return '\n\n';
  if (left.type === 'paragraph' && right.type === 'list' && right.ordered && typeof right.start === 'number' && right.start !== 1) return '\n\n';
  if (left.type === 'paragraph' && right.type === 'thematicBreak') return '\n\n';
  let tail: Nodes = left;
  while ((tail.type === 'blockquote' || tail.type === 'list' || tail.type === 'listItem') && tail.children.length > 0) tail = tail.children[tail.children.length - 1];
  // A paragraph followed by one needs a blank line to stay two (its tail is a paragraph, so left is one or holds one).
  return tail.type === 'paragraph' && right.type === 'paragraph' ? '\n\n' : '\n';
}

function indentLines(value: string, map: (line: string, index: number, blank: boolean) => string): string {
  const lines = value.split('\n');
  if (value.includes('\r')) unsupported('carriage return');
  return lines.map((line, i) => map(line, i, !line)).join('\n');
}

function heading(node: Heading): string {
  const rank = Math.max(Math.min(6, node.depth || 1), 1);
  const value = phrasing(node.children, HEADING, '# ', '\n');
  if (value.startsWith(' ') || value.startsWith('\t')) unsupported('heading starting with whitespace');
  const sequence = '#'.repeat(rank);
  return value ? `${sequence} ${value}` : sequence;
}

function code(node: Code): string {
  const raw = node.value || '';
  let longest = 0;
  for (const run of raw.match(/`+/g) ?? []) longest = Math.max(longest, run.length);
  const fence = '`'.repeat(Math.max(longest + 1, 3));
  let out = fence;
  if (node.lang) {
    if (!/^[\w.+#-]+$/.test(node.lang)) unsupported('code language');
    out += node.lang;
    if (node.meta) {
      if (/[\r\n]/.test(node.meta) || /^[ \t]|[ \t]$/.test(node.meta)) unsupported('code meta');
      // Grave accents would end the fence's info (a reference, as in mdast-util-to-markdown); `&` could start one.
      out += ' ' + escapeBackslashes(node.meta, '\n').replace(/&(?=[#A-Za-z])/g, '\\&').replace(/`/g, '&#x60;');
    }
  }
  out += '\n';
  if (raw) out += raw + '\n';
  return out + fence;
}

/** `\` before ASCII punctuation (here, or the character that follows the text) is doubled, as mdast-util-to-markdown does. */
function escapeBackslashes(value: string, after: string): string {
  if (!value.includes('\\')) return value;
  const whole = value + after;
  let out = '';
  for (let i = 0; i < value.length; i++) {
    out += value[i];
    if (value[i] === '\\' && isAsciiPunct(whole.charAt(i + 1))) out += '\\';
  }
  return out;
}

function table(node: Table): string {
  const rows = node.children.map((row) => row.children.map((cell) => phrasing(cell.children, CELL, ' ', ' ')));
  const columns = node.align?.length || Math.max(0, ...rows.map((r) => r.length));
  const head = rows[0];
  if (!head) return '';
  while (head.length < columns) head.push('');
  if (rows.some((r) => r.length > head.length)) unsupported('ragged table');
  const delimiter = head.map((_, i) => {
    const align = node.align?.[i];
    return align === 'center' ? ':-:' : align === 'left' ? ':-' : align === 'right' ? '-:' : '-';
  });
  const line = (cells: string[]) => {
    let out = '|';
    for (const cell of cells.length ? cells : ['']) out += (cell === '' ? '' : ' ') + cell + ' |';
    return out;
  };
  return [line(head), line(delimiter), ...rows.slice(1).map(line)].join('\n');
}

// --- phrasing ------------------------------------------------------------------

/** A run of phrasing between `before` and `after` (the characters around it, which decide some escapes). */
function phrasing(children: PhrasingContent[], where: Where, before: string, after: string): string {
  let out = '';
  let previous = before; // last character written before the current child
  for (let i = 0; i < children.length; i++) {
    const child = children[i];
    const next = children[i + 1];
    const following = next ? peek(next, where) : after;
    let value: string;
    switch (child.type) {
      case 'text':
        value = safe(child.value, where, previous.charAt(previous.length - 1), following);
        break;
      case 'emphasis':
      case 'strong': {
        if (isAttention(children[i - 1]) || isAttention(next)) unsupported('adjacent attention');
        value = attention(child.children, child.type === 'strong' ? '**' : '_', where, previous, following);
        break;
      }
      case 'inlineCode':
        value = inlineCode(child, where);
        break;
      case 'break':
        value = where.heading || where.cell ? (/[\t ]/.test(previous) ? '' : ' ') : '\\\n';
        break;
      case 'link':
        if (where.label) unsupported('link in link');
        value = link(child, where);
        break;
      case 'image':
        value = image(child, where);
        break;
      default:
        return unsupported(child.type);
    }
    if (!value) continue;
    out += value;
    // The character before the next child (mdast-util-to-markdown takes an attention's preferred marker).
    previous = child.type === 'emphasis' ? '_' : child.type === 'strong' ? '*' : value.charAt(value.length - 1);
  }
  return out;
}

const isAttention = (node: PhrasingContent | undefined) => node?.type === 'emphasis' || node?.type === 'strong';

/** The first character a node will write, as mdast-util-to-markdown's `peek` sees it. */
function peek(node: PhrasingContent, where: Where): string {
  switch (node.type) {
    case 'text':
      return safe(node.value, where, '', '').charAt(0);
    case 'emphasis':
      return '_';
    case 'strong':
      return '*';
    case 'inlineCode':
      return '`';
    case 'link':
      return '[';
    case 'image':
      return '!';
    case 'break':
      return where.heading || where.cell ? ' ' : '\\';
    default:
      return unsupported(node.type);
  }
}

/**
 * Emphasis (`_x_`) or strong (`**x**`), written only where its markers form
 * without character references: otherwise mdast-util-to-markdown encodes
 * letters around it, which is its business.
 */
function attention(children: PhrasingContent[], sequence: string, where: Where, previous: string, following: string): string {
  const first = children[0];
  const last = children[children.length - 1];
  if (isAttention(first) || isAttention(last)) unsupported('nested attention at an edge');
  const inside = phrasing(children, where, sequence, sequence);
  if (!inside) return '';
  const marker = sequence.charAt(0);
  const forms = (outside: string, edge: string) => {
    const out = kind(outside);
    const inner = kind(edge);
    if (inner === 1) return false;
    return out === 0 ? inner === 0 && marker === '*' : true;
  };
  if (!forms(previous.charAt(previous.length - 1), inside.charAt(0)) || !forms(following.charAt(0), inside.charAt(inside.length - 1))) unsupported('attention needs references');
  return sequence + inside + sequence;
}

function inlineCode(node: InlineCode, where: Where): string {
  let value = node.value || '';
  if (/[\r\n]/.test(value)) unsupported('line ending in inline code');
  let sequence = '`';
  while (new RegExp('(^|[^`])' + sequence + '([^`]|$)').test(value)) sequence += '`';
  if (/[^ ]/.test(value) && ((/^ /.test(value) && / $/.test(value)) || /^`|`$/.test(value))) value = ' ' + value + ' ';
  let out = sequence + value + sequence;
  if (where.cell && out.includes('|')) {
    // In a cell, a pipe needs a backslash even in code (an odd number of them, as micromark counts).
    out = out.replace(/(\\*)\|/g, (_m, slashes: string) => (slashes.length % 2 === 0 ? slashes + '\\|' : slashes + '|'));
  }
  return out;
}

function link(node: Link, where: Where): string {
  if (node.title) unsupported('link title');
  const text = phrasing(node.children, { ...where, label: true }, '[', '](');
  return '[' + text + '](' + destination(node.url) + ')';
}

function image(node: Image, where: Where): string {
  if (node.title) unsupported('image title');
  return '![' + safe(node.alt ?? '', { ...where, label: true }, '[', ']') + '](' + destination(node.url) + ')';
}

/** A raw link destination: no spaces, controls or parentheses (those take `<…>` or escapes we leave to the library). */
function destination(url: string): string {
  if (!url || /[\0- \u007F()<>\\`|]/.test(url)) unsupported('destination');
  return url.replace(/&(?=[#A-Za-z])/g, '\\&').replace(/\[/g, '\\[');
}

/**
 * Text made safe where it stands: mdast-util-to-markdown's `safe` with its
 * unsafe patterns (CommonMark, GFM tables, autolink literals, strikethrough,
 * footnotes) for paragraphs, headings, cells and labels, in one pass.
 * `before` is the character written before the text ('\n' at a line start),
 * `after` the one after it.
 */
export function safe(input: string, where: Where, before: string, after: string): string {
  if (!input) return '';
  if (/[\r\t]/.test(input)) unsupported('tab or carriage return in text');
  if (input.includes('\n') && (where.heading || where.cell || where.label || /[ \n]\n|\n[ \n]/.test(input) || /^\n/.test(input) || /\n$/.test(input))) unsupported('line ending in text');
  const value = before + input;
  const offset = before.length;
  const end = value.length;
  const at = (i: number) => (i < end ? value.charAt(i) : i === end ? after.charAt(0) : '');
  const escaped = new Set<number>();
  // Positions matched by patterns with a before- and after- condition, for the "neighbour is escaped anyway" rule.
  // Autolink-literal patterns match like a global regular expression: a match consumes the characters around it.
  let dotEnd = 0;
  let atEnd = 0;
  let colonEnd = 0;
  const autolink = !where.label;
  /** mdast-util-to-markdown skips an escape conditioned on a neighbour that is escaped unconditionally anyway (here only `_`). */
  const neighbourEscaped = (j: number) => j >= offset && j < end && value[j] === '_';

  /** Whether position i is at a line start: only spaces or tabs between it and a line ending. */
  const atBreak = (i: number) => {
    let j = i - 1;
    while (j >= 0 && (value[j] === ' ' || value[j] === '\t')) j--;
    return j >= 0 && value[j] === '\n';
  };

  for (let i = 0; i < end; i++) {
    const c = value[i];
    const n = at(i + 1);
    let hit = false;
    switch (c) {
      case '*':
      case '[':
      case '`':
      case '~':
        hit = true;
        break;
      case '_':
        hit = true;
        break;
      case ']':
        hit = !!where.label;
        break;
      case '|':
        hit = !!where.cell || (atBreak(i) && /[\t :-]/.test(n));
        break;
      case '#':
        hit = atBreak(i) || (!!where.heading && (n === '\n' || n === ''));
        break;
      case '=':
      case '>':
        hit = atBreak(i);
        break;
      case '+':
        hit = atBreak(i) && /[ \t\r\n]/.test(n);
        break;
      case '-':
        hit = atBreak(i) && /[ \t\r\n:|-]/.test(n);
        break;
      case ':':
        if (atBreak(i) && n === '-') hit = true;
        if (autolink && i - 1 >= colonEnd && /[ps]/.test(value.charAt(i - 1)) && n === '/') {
          colonEnd = i + 2;
          hit = true;
        }
        break;
      case '<':
        hit = /[!/?A-Za-z]/.test(n);
        break;
      case '&':
        hit = /[#A-Za-z]/.test(n);
        break;
      case '(':
        if (value.charAt(i - 1) === ']') unsupported('parenthesis after bracket');
        break;
      case '.':
      case ')': {
        let j = i - 1;
        while (j >= 0 && isDigit(value[j])) j--;
        if (j < i - 1 && atBreak(j + 1) && (c === ')' || /^[ \t\r\n]?$/.test(n))) hit = true;
        if (c === '.' && autolink && i - 1 >= dotEnd && /[Ww]/.test(value.charAt(i - 1)) && (n === '-' || n === '.' || isWordAscii(n))) {
          dotEnd = i + 2;
          if (!neighbourEscaped(i + 1) || hit) hit = true;
        }
        break;
      }
      case '@':
        if (autolink && i - 1 >= atEnd && /[+\-.\w]/.test(value.charAt(i - 1)) && (n === '-' || n === '.' || isWordAscii(n))) {
          atEnd = i + 2;
          hit = !neighbourEscaped(i + 1) && !neighbourEscaped(i - 1);
        }
        break;
      case '!':
        // Before `[` it could start an image; a `[` of this text is escaped anyway, one after it is not.
        hit = i === end - 1 && after.charAt(0) === '[';
        break;
      case '\\':
        if (n === '\n') unsupported('backslash before line ending');
        break;
      case ' ':
        // Next to a line ending a space is a character reference (it would be stripped).
        if (n === '\n' || (i > 0 && value[i - 1] === '\n')) unsupported('space at a line edge');
        break;
    }
    if (hit) escaped.add(i);
  }

  let out = '';
  for (let i = offset; i < end; i++) {
    const c = value[i];
    if (c === '_' && escaped.has(i) && intraword(value, i, offset, end, after, escaped)) {
      let j = i;
      while (j < end && value[j] === '_') out += value[j++];
      i = j - 1;
      continue;
    }
    if (escaped.has(i)) out += '\\' + c;
    else if (c === '\\' && (isAsciiPunct(at(i + 1)) || escaped.has(i + 1))) out += '\\\\';
    else out += c;
  }
  return out;
}

/** `a_b`: underscores between letters cannot form emphasis and are not escaped. */
function intraword(value: string, position: number, offset: number, end: number, after: string, escaped: Set<number>): boolean {
  if (position === 0 || kind(value.charAt(position - 1)) !== 0 || escaped.has(position - 1)) return false;
  if (position - 1 === offset && /[*_]/.test(value.charAt(offset - 1))) return false;
  let sequenceEnd = position + 1;
  while (sequenceEnd < end && value.charAt(sequenceEnd) === '_') sequenceEnd++;
  const next = sequenceEnd < end ? value.charAt(sequenceEnd) : after.charAt(0);
  if (kind(next) !== 0 || escaped.has(sequenceEnd)) return false;
  if (sequenceEnd === end - 1 && /[*_]/.test(after.charAt(0))) return false;
  return true;
}

