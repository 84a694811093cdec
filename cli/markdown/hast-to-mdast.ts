// hast → mdast for the plain HTML our clean-up leaves (paragraphs, headings,
// lists, tables, code, quotes, images, divs and their inline markup), giving
// exactly the tree hast-util-to-mdast gives.
//
// Why: hast-util-to-mdast clones the tree, then minifies its whitespace with
// hast-util-minify-whitespace, which asks `isElement(node, [70 tag names])`
// for every node and builds those 70 tests afresh on each call: that was half
// of a guide twin's CPU. Here the tree is ours to change (freshly parsed), and
// the tag sets are built once. Whitespace is minified by a port of
// hast-util-minify-whitespace; the conversion covers the elements above, and
// `simpleToMdast` returns undefined for any tree with anything else, which then
// goes to hast-util-to-mdast. It pays: 0.16× the library's time on the
// default site's guides (`bench/own-copies.mjs`, median of 7 alternated rounds).
import type { Element, ElementContent, Root as HastRoot, RootContent as HastContent } from 'hast';
import type { BlockContent, ListItem, Paragraph, PhrasingContent, Root, RootContent, Table, TableCell, TableRow } from 'mdast';
import { toText } from 'hast-util-to-text';
import { isWhitespace, minifyWhitespace } from './minify-whitespace.ts';

const INLINE = new Set(['a', 'code', 'strong', 'b', 'em', 'i', 'span', 'br', 'img']);
const BLOCK = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'pre', 'blockquote', 'hr', 'table', 'div']);
/** Elements hast-util-phrasing counts as phrasing, of those we convert. */
const HAST_PHRASING = INLINE;

/** The tree as hast-util-to-mdast would convert it, or undefined when it holds markup this does not cover. The tree is changed (whitespace minified). */
export function simpleToMdast(tree: HastRoot): Root | undefined {
  const inline = tree.children.every((c) => c.type === 'text' || (c.type === 'element' && INLINE.has(c.tagName)));
  const blocks = tree.children.every((c) => (c.type === 'text' && isWhitespace(c.value)) || (c.type === 'element' && BLOCK.has(c.tagName)));
  if (!(inline || blocks) || !tree.children.every((c) => supported(c, 'root'))) return undefined;
  minifyWhitespace(tree);
  const children = all(tree.children) as RootContent[];
  const root: Root = { type: 'root', children: blocks && !inline ? wrap(children) : children };
  cleanText(root);
  return root;
}

// --- what is covered -----------------------------------------------------------

type Context = 'root' | 'phrasing' | 'flow' | 'list' | 'table' | 'row' | 'code';

function supported(node: HastContent | ElementContent, context: Context): boolean {
  if (node.type === 'text') return context !== 'list' && context !== 'table' && context !== 'row' ? true : isWhitespace(node.value);
  if (node.type !== 'element') return false;
  const p = node.properties ?? {};
  if (p.hidden || p.dataMdast !== undefined) return false;
  const tag = node.tagName;
  const children = (c: Context) => node.children.every((child) => supported(child, c));
  switch (context) {
    case 'code':
      return false;
    case 'phrasing':
      if (!INLINE.has(tag)) return false;
      return tag === 'code' ? children('code') : tag === 'img' ? node.children.length === 0 : children('phrasing');
    case 'list':
      return tag === 'li' && children('flow');
    case 'table':
      if (tag === 'thead' || tag === 'tbody') return children('table');
      return tag === 'tr' && children('row');
    case 'row':
      return (tag === 'td' || tag === 'th') && !p.rowSpan && !p.colSpan && !p.noWrap && children('phrasing');
    case 'root':
    case 'flow':
      if (INLINE.has(tag)) return tag === 'code' ? children('code') : tag === 'img' ? node.children.length === 0 : children('phrasing');
      switch (tag) {
        case 'div':
          return children('flow');
        case 'p':
        case 'h1':
        case 'h2':
        case 'h3':
        case 'h4':
        case 'h5':
        case 'h6':
          return children('phrasing');
        case 'ul':
        case 'ol':
          return children('list');
        case 'blockquote':
          return children('flow');
        case 'hr':
          return node.children.length === 0;
        case 'table':
          return children('table');
        case 'pre': {
          if (p.wrap) return false;
          const only = node.children.length === 1 ? node.children[0] : undefined;
          return only?.type === 'text' || (only?.type === 'element' && only.tagName === 'code' && only.children.every((c) => c.type === 'text'));
        }
        default:
          return false;
      }
  }
}

// --- conversion (hast-util-to-mdast's handlers, for the covered elements) --------

type Result = RootContent | PhrasingContent | ListItem | TableRow | TableCell;

function all(nodes: (HastContent | ElementContent)[]): Result[] {
  const out: Result[] = [];
  for (const node of nodes) {
    const result = one(node);
    if (Array.isArray(result)) out.push(...result);
    else if (result) out.push(result);
  }
  return out;
}

function one(node: HastContent | ElementContent): Result | Result[] | undefined {
  if (node.type === 'text') return { type: 'text', value: node.value };
  if (node.type !== 'element') return undefined;
  switch (node.tagName) {
    case 'p': {
      const children = dropSurroundingBreaks(all(node.children) as PhrasingContent[]);
      return children.length ? { type: 'paragraph', children } : undefined;
    }
    case 'h1':
    case 'h2':
    case 'h3':
    case 'h4':
    case 'h5':
    case 'h6':
      return { type: 'heading', depth: Number(node.tagName.charAt(1)) as 1, children: dropSurroundingBreaks(all(node.children) as PhrasingContent[]) };
    case 'span':
      return all(node.children);
    case 'div':
      return wrap(all(node.children));
    case 'img':
      return { type: 'image', url: String(node.properties?.src || ''), title: collapse(node.properties?.title) || null, alt: collapse(node.properties?.alt) };
    case 'a':
      return { type: 'link', url: String(node.properties?.href || ''), title: collapse(node.properties?.title) || null, children: all(node.children) as PhrasingContent[] };
    case 'code':
      return { type: 'inlineCode', value: toText(node) };
    case 'strong':
    case 'b':
      return { type: 'strong', children: all(node.children) as PhrasingContent[] };
    case 'em':
    case 'i':
      return { type: 'emphasis', children: all(node.children) as PhrasingContent[] };
    case 'br':
      return { type: 'break' };
    case 'hr':
      return { type: 'thematicBreak' };
    case 'blockquote':
      return { type: 'blockquote', children: wrap(all(node.children) as RootContent[]) as BlockContent[] };
    case 'pre':
      return pre(node);
    case 'ul':
    case 'ol':
      return list(node);
    case 'li':
      return { type: 'listItem', spread: spreadout(node), checked: null, children: wrap(all(node.children) as RootContent[]) as BlockContent[] };
    case 'table':
      return table(node);
    case 'thead':
    case 'tbody':
      return all(node.children);
    case 'tr':
      return { type: 'tableRow', children: specific(all(node.children), 'tableCell') as TableCell[] };
    case 'td':
    case 'th':
      return { type: 'tableCell', children: all(node.children) as PhrasingContent[] };
    default:
      return undefined;
  }
}

/** `<pre>` → code: the language from its `<code>`'s class, the meta our clean-up put on it (see html-to-markdown.ts). */
function pre(node: Element): RootContent {
  const code = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code' && Array.isArray(c.properties?.className));
  const lang = (code?.properties.className as string[] | undefined)?.map(String).find((c) => c.startsWith('language-'))?.slice('language-'.length);
  const meta = node.properties?.dataMeta;
  return { type: 'code', lang: lang || null, meta: typeof meta === 'string' && meta ? meta : null, value: toText(node).replace(/[\r\n]+$/, '') };
}

function list(node: Element): RootContent {
  const ordered = node.tagName === 'ol';
  const children = specific(all(node.children), 'listItem') as ListItem[];
  let start: number | null = null;
  if (ordered) {
    start = Number.parseInt(String(node.properties?.start), 10);
    if (Number.isNaN(start)) start = 1;
  }
  return { type: 'list', ordered, start, spread: children.length > 1 && children.some((c) => c.spread), children };
}

/** hast-util-to-mdast's `spreadout`: a `<p>`, or a second block, makes an item spread. */
function spreadout(node: Element): boolean {
  let seenFlow = false;
  for (const child of node.children) {
    if (child.type !== 'element' || HAST_PHRASING.has(child.tagName)) continue;
    if (child.tagName === 'p' || seenFlow || spreadout(child)) return true;
    seenFlow = true;
  }
  return false;
}

function table(node: Element): Table {
  const { align, headless } = inspect(node);
  const rows = specific(all(node.children), 'tableRow') as TableRow[];
  if (headless) rows.unshift({ type: 'tableRow', children: [] });
  let columns = 1;
  for (const row of rows) {
    row.children = specific(row.children, 'tableCell') as TableCell[];
    columns = Math.max(columns, row.children.length);
  }
  for (const row of rows) while (row.children.length < columns) row.children.push({ type: 'tableCell', children: [] });
  while (align.length < columns) align.push(null);
  return { type: 'table', align, children: rows };
}

/** Column alignment (first cell with an `align` per column) and whether a header row exists (`<thead>`, or `<th>` in the first rows). */
function inspect(node: Element): { align: Table['align'] & unknown[]; headless: boolean } {
  const info: { align: ('left' | 'right' | 'center' | null)[]; headless: boolean } = { align: [null], headless: true };
  let rowIndex = 0;
  let cellIndex = 0;
  const visit = (el: Element) => {
    if (el.tagName === 'th' || el.tagName === 'td') {
      if (!info.align[cellIndex]) {
        const value = String(el.properties?.align || '') || null;
        if (value === 'center' || value === 'left' || value === 'right' || value === null) info.align[cellIndex] = value;
      }
      if (info.headless && rowIndex < 2 && el.tagName === 'th') info.headless = false;
      cellIndex++;
    } else if (el.tagName === 'thead') info.headless = false;
    else if (el.tagName === 'tr') {
      rowIndex++;
      cellIndex = 0;
    }
    for (const child of el.children) if (child.type === 'element') visit(child);
  };
  visit(node);
  return info;
}

/** hast-util-to-mdast's `toSpecificContent`: stray nodes go into the next node of the expected type (or a last one). */
function specific(nodes: Result[], type: 'listItem' | 'tableRow' | 'tableCell'): Result[] {
  const results: (Result & { children: unknown[] })[] = [];
  let queue: Result[] = [];
  for (const node of nodes) {
    if (node.type === type) {
      const parent = node as Result & { children: unknown[] };
      if (queue.length) {
        parent.children.unshift(...queue);
        queue = [];
      }
      results.push(parent);
    } else queue.push(node);
  }
  if (queue.length) {
    let last = results[results.length - 1];
    if (!last) {
      last = (type === 'listItem' ? { type, spread: false, checked: null, children: [] } : { type, children: [] }) as Result & { children: unknown[] };
      results.push(last);
    }
    last.children.push(...queue);
  }
  return results;
}

/** mdast-util-phrasing's types (`html` is not one). */
const MDAST_PHRASING = new Set(['break', 'delete', 'emphasis', 'footnote', 'footnoteReference', 'image', 'imageReference', 'inlineCode', 'inlineMath', 'link', 'linkReference', 'mdxJsxTextElement', 'mdxTextExpression', 'strong', 'text', 'textDirective']);

/** hast-util-to-mdast's `wrap` (links hold no blocks here): runs of phrasing become paragraphs, whitespace-only runs vanish. */
function wrap(nodes: Result[]): RootContent[] {
  const out: RootContent[] = [];
  let queue: PhrasingContent[] = [];
  const flush = () => {
    if (queue.length && !queue.every((n) => n.type === 'text' && isWhitespace(n.value))) out.push({ type: 'paragraph', children: dropSurroundingBreaks(queue) } as Paragraph);
    queue = [];
  };
  for (const node of nodes) {
    if (MDAST_PHRASING.has(node.type)) queue.push(node as PhrasingContent);
    else {
      flush();
      out.push(node as RootContent);
    }
  }
  flush();
  return out;
}

function dropSurroundingBreaks<T extends { type: string }>(nodes: T[]): T[] {
  let start = 0;
  let end = nodes.length;
  while (start < end && nodes[start].type === 'break') start++;
  while (end > start && nodes[end - 1].type === 'break') end--;
  return start === 0 && end === nodes.length ? nodes : nodes.slice(start, end);
}

/** A title attribute as hast-util-to-mdast reads it: white space collapsed and trimmed. */
const collapse = (value: unknown) => String(value || '').replace(/[\t\n\v\f\r ]+/g, ' ').replace(/^ | $/g, '');

/** hast-util-to-mdast's final pass: adjacent texts merged, whitespace at line ends and at the edges of paragraphs and headings dropped. */
function cleanText(parent: { type: string; children?: unknown[] }) {
  const children = parent.children as (Result & { children?: unknown[]; value?: string })[] | undefined;
  if (!children) return;
  for (let index = 0; index < children.length; index++) {
    const node = children[index];
    if (node.type === 'text') {
      const previous = children[index - 1];
      if (previous && previous.type === 'text') {
        (previous as { value: string }).value += (node as { value: string }).value;
        children.splice(index, 1);
        index -= 2; // the previous node again, with its whole value
        continue;
      }
      let value = (node as { value: string }).value.replace(/[\t ]*(\r?\n|\r)[\t ]*/, '$1');
      if (parent.type === 'heading' || parent.type === 'paragraph' || parent.type === 'root') {
        if (!index) value = value.replace(/^[\t ]+/, '');
        if (index === children.length - 1) value = value.replace(/[\t ]+$/, '');
      }
      (node as { value: string }).value = value;
      if (!value) {
        children.splice(index, 1);
        index--;
      }
      continue;
    }
    cleanText(node);
  }
}
