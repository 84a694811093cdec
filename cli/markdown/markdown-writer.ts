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
// trees stay correct, common ones get cheap. It pays: 0.08× the library's
// time on the default site's guide twins (`bench/own-copies.mjs`, median of 7
// alternated rounds).
import type { Code, Heading, List, ListItem, Nodes, Parents, Root, RootContent, Table } from 'mdast';
import { phrasing } from './markdown-phrasing.ts';
import { CELL, escapeBackslashes, FLOW, HEADING, unsupported } from './markdown-safe.ts';

export { Unsupported } from './markdown-safe.ts';

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
