// Whitespace of a hast tree minified as hast-util-minify-whitespace does it
// (a port, for hast-to-mdast.ts): the library builds its tag tests afresh
// on each call, which was half of a guide twin's CPU; these sets are built once.
import type { Element, ElementContent, Root as HastRoot, RootContent as HastContent, Text as HastText } from 'hast';

const BLOCKLIKE = new Set(['address', 'article', 'aside', 'blockquote', 'body', 'br', 'caption', 'center', 'col', 'colgroup', 'dd', 'dialog', 'dir', 'div', 'dl', 'dt', 'figcaption', 'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'head', 'header', 'hgroup', 'hr', 'html', 'legend', 'li', 'listing', 'main', 'menu', 'nav', 'ol', 'optgroup', 'option', 'p', 'plaintext', 'pre', 'section', 'summary', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'ul', 'wbr', 'xmp']);
const CONTENT = new Set(['button', 'input', 'select', 'textarea', 'audio', 'canvas', 'embed', 'iframe', 'img', 'math', 'object', 'picture', 'svg', 'video']);
const SKIPPABLE = new Set(['area', 'base', 'basefont', 'dialog', 'datalist', 'head', 'link', 'meta', 'noembed', 'noframes', 'param', 'rp', 'script', 'source', 'style', 'template', 'track', 'title']);

type Node = HastRoot | HastContent | ElementContent;
interface State {
  before: boolean;
  /** Undefined (as in hast-util-minify-whitespace) counts as false. */
  after: boolean | undefined;
  whitespace: 'normal' | 'pre' | 'nowrap' | 'pre-wrap';
}
interface Outcome {
  ignore: boolean;
  stripAtStart: boolean;
  remove: boolean;
}

export const isWhitespace = (value: string) => /^[ \t\n\f\r]*$/.test(value);
const isElement = (node: Node): node is Element => node.type === 'element';
const blocklike = (node: Node) => isElement(node) && BLOCKLIKE.has(node.tagName);
const content = (node: Node | undefined) => !!node && isElement(node) && CONTENT.has(node.tagName);
const ignorable = (node: Node) => node.type === 'comment' || node.type === 'doctype';
const skippable = (node: Node) => (isElement(node) && (!!node.properties?.hidden || SKIPPABLE.has(node.tagName))) || ignorable(node);

export function minifyWhitespace(tree: HastRoot) {
  minify(tree, { before: false, after: false, whitespace: 'normal' });
}

function minify(node: Node, state: State): Outcome {
  if ('children' in node) {
    const settings = { ...state };
    if (node.type === 'root' || blocklike(node)) {
      settings.before = true;
      settings.after = true;
    }
    settings.whitespace = inferWhiteSpace(node, state);
    return minifyAll(node as HastRoot | Element, settings);
  }
  if (node.type === 'text') {
    if (state.whitespace === 'normal') return minifyText(node, state);
    if (state.whitespace === 'nowrap') node.value = node.value.replace(/[\t\n\v\f\r ]+/g, ' ');
  }
  return { ignore: ignorable(node), stripAtStart: false, remove: false };
}

function minifyText(node: HastText, state: State): Outcome {
  const value = node.value.replace(/[\t\n\v\f\r ]+/g, ' ');
  const result = { ignore: false, stripAtStart: false, remove: false };
  let start = 0;
  let end = value.length;
  if (state.before && value.charAt(0) === ' ') start++;
  if (start !== end && value.charAt(end - 1) === ' ') {
    if (state.after) end--;
    else result.stripAtStart = true;
  }
  if (start === end) result.remove = true;
  else node.value = value.slice(start, end);
  return result;
}

function minifyAll(parent: HastRoot | Element, state: State): Outcome {
  let before = state.before;
  const after = state.after;
  const children = parent.children as Node[];
  let length = children.length;
  for (let index = 0; index < length; index++) {
    const result = minify(children[index], { ...state, after: collapsableAfter(children, index, after), before });
    if (result.remove) {
      children.splice(index, 1);
      index--;
      length--;
    } else if (!result.ignore) before = result.stripAtStart;
    if (content(children[index])) before = false;
  }
  return { ignore: false, stripAtStart: Boolean(before || after), remove: false };
}

function collapsableAfter(nodes: Node[], index: number, after: boolean | undefined): boolean | undefined {
  while (++index < nodes.length) {
    const node = nodes[index];
    let result = inferBoundary(node);
    if (result === undefined && 'children' in node && !skippable(node)) result = collapsableAfter(node.children as Node[], -1, undefined);
    if (typeof result === 'boolean') return result;
  }
  return after;
}

function inferBoundary(node: Node): boolean | undefined {
  if (isElement(node)) {
    if (content(node)) return false;
    if (blocklike(node)) return true;
  } else if (node.type === 'text') {
    if (!isWhitespace(node.value)) return false;
  } else if (!ignorable(node)) return false;
  return undefined;
}

function inferWhiteSpace(node: Node, state: State): State['whitespace'] {
  if (isElement(node) && node.properties) {
    switch (node.tagName) {
      case 'listing':
      case 'plaintext':
      case 'script':
      case 'style':
      case 'xmp':
        return 'pre';
      case 'nobr':
        return 'nowrap';
      case 'pre':
        return node.properties.wrap ? 'pre-wrap' : 'pre';
      case 'td':
      case 'th':
        return node.properties.noWrap ? 'nowrap' : state.whitespace;
      case 'textarea':
        return 'pre-wrap';
    }
  }
  return state.whitespace;
}
