// Phrasing (text, emphasis, strong, code, links, images, breaks) for the
// fast Markdown writer (markdown-writer.ts), written as mdast-util-to-markdown
// writes it: the characters around each child decide its escapes.
import type { Image, InlineCode, Link, PhrasingContent } from 'mdast';
import { kind, safe, unsupported, type Where } from './markdown-safe.ts';

/** A run of phrasing between `before` and `after` (the characters around it, which decide some escapes). */
export function phrasing(children: PhrasingContent[], where: Where, before: string, after: string): string {
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
