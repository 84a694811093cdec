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
      return peekText(node.value, where);
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

/** The first character `safe(value, where, '', '')` writes, without writing the rest. */
function peekText(value: string, where: Where): string {
  const c = value.charAt(0);
  switch (c) {
    case '*':
    case '[':
    case '`':
    case '~':
    case '_':
      return '\\';
    case ']':
      return where.label ? '\\' : c;
    case '|':
      return where.cell ? '\\' : c;
    case '<':
      return /[!/?A-Za-z]/.test(value.charAt(1)) ? '\\' : c;
    case '&':
      return /[#A-Za-z]/.test(value.charAt(1)) ? '\\' : c;
    case '#':
      return where.heading && value.length === 1 ? '\\' : c;
    default:
      return c;
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

/** Characters that can need an escape somewhere (or make the writer give up); text without them is written as is. */
const MAYBE_UNSAFE = /[*[`~_\]|#=>+\-:<&().@!\\\n\r\t]/;

/**
 * Text made safe where it stands: mdast-util-to-markdown's `safe` with its
 * unsafe patterns (CommonMark, GFM tables, autolink literals, strikethrough,
 * footnotes) for paragraphs, headings, cells and labels, in one pass.
 * `before` is the character written before the text ('\n' at a line start),
 * `after` the one after it.
 */
export function safe(input: string, where: Where, before: string, after: string): string {
  if (!input) return '';
  if (!MAYBE_UNSAFE.test(input)) {
    // Plain text: only a space next to a line ending needs anything (a character reference).
    if ((before === '\n' && input.charCodeAt(0) === 32) || (after.charAt(0) === '\n' && input.charCodeAt(input.length - 1) === 32)) unsupported('space at a line edge');
    return input;
  }
  if (/[\r\t]/.test(input)) unsupported('tab or carriage return in text');
  if (input.includes('\n') && (where.heading || where.cell || where.label || /[ \n]\n|\n[ \n]/.test(input) || /^\n/.test(input) || /\n$/.test(input))) unsupported('line ending in text');
  const value = before + input;
  const offset = before.length;
  const end = value.length;
  const next = after.charAt(0);
  // Escaped positions, made on the first one.
  let escaped: Uint8Array | undefined;
  // Autolink-literal patterns match like a global regular expression: a match consumes the characters around it.
  let dotEnd = 0;
  let atEnd = 0;
  let colonEnd = 0;
  const autolink = !where.label;

  for (let i = 0; i < end; i++) {
    const c = value.charCodeAt(i);
    if (c < 33 ? c !== 32 && c !== 10 : c > 126 || IS_LETTER_OR_DIGIT[c]) continue;
    const n = i + 1 < end ? value.charAt(i + 1) : i + 1 === end ? next : '';
    let hit = false;
    switch (c) {
      case 42: // *
      case 91: // [
      case 96: // `
      case 126: // ~
      case 95: // _
        hit = true;
        break;
      case 93: // ]
        hit = !!where.label;
        break;
      case 124: // |
        hit = !!where.cell || (atBreak(value, i) && /[\t :-]/.test(n));
        break;
      case 35: // #
        hit = atBreak(value, i) || (!!where.heading && (n === '\n' || n === ''));
        break;
      case 61: // =
      case 62: // >
        hit = atBreak(value, i);
        break;
      case 43: // +
        hit = atBreak(value, i) && /[ \t\r\n]/.test(n);
        break;
      case 45: // -
        hit = atBreak(value, i) && /[ \t\r\n:|-]/.test(n);
        break;
      case 58: // :
        if (atBreak(value, i) && n === '-') hit = true;
        if (autolink && i - 1 >= colonEnd && /[ps]/.test(value.charAt(i - 1)) && n === '/') {
          colonEnd = i + 2;
          hit = true;
        }
        break;
      case 60: // <
        hit = /[!/?A-Za-z]/.test(n);
        break;
      case 38: // &
        hit = /[#A-Za-z]/.test(n);
        break;
      case 40: // (
        if (value.charCodeAt(i - 1) === 93) unsupported('parenthesis after bracket');
        break;
      case 46: // .
      case 41: {
        // )
        let j = i - 1;
        while (j >= 0 && value.charCodeAt(j) >= 48 && value.charCodeAt(j) <= 57) j--;
        if (j < i - 1 && atBreak(value, j + 1) && (c === 41 || /^[ \t\r\n]?$/.test(n))) hit = true;
        if (c === 46 && autolink && i - 1 >= dotEnd && /[Ww]/.test(value.charAt(i - 1)) && (n === '-' || n === '.' || isWordAscii(n))) {
          dotEnd = i + 2;
          // A `_` after it is escaped anyway, and mdast-util-to-markdown then skips this one.
          if (!(n === '_' && i + 1 < end)) hit = true;
        }
        break;
      }
      case 64: // @
        if (autolink && i - 1 >= atEnd && /[+\-.\w]/.test(value.charAt(i - 1)) && (n === '-' || n === '.' || isWordAscii(n))) {
          atEnd = i + 2;
          hit = !(n === '_' && i + 1 < end) && !(i - 1 >= offset && value.charCodeAt(i - 1) === 95);
        }
        break;
      case 33: // !
        // Before `[` it could start an image; a `[` of this text is escaped anyway, one after it is not.
        hit = i === end - 1 && next === '[';
        break;
      case 92: // \
        if (n === '\n') unsupported('backslash before line ending');
        break;
      case 32: // space
        // Next to a line ending a space is a character reference (it would be stripped).
        if (n === '\n' || (i > 0 && value.charCodeAt(i - 1) === 10)) unsupported('space at a line edge');
        break;
    }
    if (hit) (escaped ??= new Uint8Array(end + 1))[i] = 1;
  }

  if (!escaped && !input.includes('\\')) return input;
  let out = '';
  let from = offset;
  for (let i = offset; i < end; i++) {
    const c = value.charCodeAt(i);
    if (c === 95 && escaped?.[i] && intraword(value, i, offset, end, after, escaped)) {
      while (i + 1 < end && value.charCodeAt(i + 1) === 95) i++;
      continue;
    }
    if (escaped?.[i]) {
      out += value.slice(from, i) + '\\';
      from = i;
    } else if (c === 92 && (isAsciiPunct(i + 1 < end ? value.charAt(i + 1) : next) || escaped?.[i + 1])) {
      out += value.slice(from, i) + '\\';
      from = i;
    }
  }
  return out + value.slice(from);
}

const IS_LETTER_OR_DIGIT = new Uint8Array(128);
for (let c = 48; c < 123; c++) if (c <= 57 || c >= 97 || (c >= 65 && c <= 90)) IS_LETTER_OR_DIGIT[c] = 1;

/** Whether position i is at a line start: only spaces or tabs between it and a line ending. */
function atBreak(value: string, i: number): boolean {
  let j = i - 1;
  while (j >= 0 && (value.charCodeAt(j) === 32 || value.charCodeAt(j) === 9)) j--;
  return j >= 0 && value.charCodeAt(j) === 10;
}

/** `a_b`: underscores between letters cannot form emphasis and are not escaped. */
function intraword(value: string, position: number, offset: number, end: number, after: string, escaped: Uint8Array): boolean {
  if (position === 0 || kind(value.charAt(position - 1)) !== 0 || escaped[position - 1]) return false;
  if (position - 1 === offset && /[*_]/.test(value.charAt(offset - 1))) return false;
  let sequenceEnd = position + 1;
  while (sequenceEnd < end && value.charAt(sequenceEnd) === '_') sequenceEnd++;
  const next = sequenceEnd < end ? value.charAt(sequenceEnd) : after.charAt(0);
  if (kind(next) !== 0 || escaped[sequenceEnd]) return false;
  if (sequenceEnd === end - 1 && /[*_]/.test(after.charAt(0))) return false;
  return true;
}

