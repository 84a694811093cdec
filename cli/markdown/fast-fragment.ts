// A fast reader for the HTML our own renderer writes (React's renderToString,
// markdown-it's output), giving the tree parse5's parseFragment gives. Rendered
// pages are well formed: every element closed in order, attributes in double
// quotes, the usual entities. For that subset HTML's tree building is plain
// nesting, so a scan with a few patterns does what parse5's state machine does
// several times more slowly. Whatever falls outside it (a tag HTML would close
// or move implicitly, raw text elements but `<noscript>`, SVG, an unusual
// entity, a stray `<`)
// makes `readFragment` answer undefined, and the caller parses with parse5:
// never a different tree, only a faster one when that is certain. It pays:
// reading the small corpus's guides into hast takes 0.26× the time parse5 takes
// (`bench/own-copies.mjs`, median of 7 alternated rounds). A cold build of that
// corpus took 7 % less CPU with it and the types thread's 40 ms cut (medians
// of 6 alternated pairs at load 6–7).

const HTML_NS = 'http://www.w3.org/1999/xhtml';

export interface FragmentNode {
  nodeName: string;
  childNodes: FragmentChild[];
}
export type FragmentChild =
  | { nodeName: '#text'; value: string }
  | { nodeName: '#comment'; data: string }
  | (FragmentNode & { tagName: string; attrs: { name: string; value: string }[]; namespaceURI: string });
type Element = Extract<FragmentChild, { tagName: string }>;

// `link` and `meta` too: React puts preloads (`<link rel="preload">`) before the content, and HTML
// inserts both where they stand, outside tables.
const VOID = new Set(['area', 'br', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
/** A start tag of these closes an open `p` (HTML's "close a p element in button scope"). */
const CLOSES_P = new Set(['address', 'article', 'aside', 'blockquote', 'center', 'details', 'dialog', 'dir', 'div', 'dl', 'fieldset', 'figcaption', 'figure', 'footer', 'header', 'hgroup', 'main', 'menu', 'nav', 'ol', 'p', 'search', 'section', 'summary', 'ul', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'pre', 'table', 'hr', 'li', 'dd', 'dt']);
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
/** Elements with no rule of their own in HTML's tree building beyond the ones handled here. */
const PLAIN = new Set([
  ...CLOSES_P,
  ...VOID,
  ...['a', 'abbr', 'b', 'bdi', 'bdo', 'big', 'cite', 'code', 'data', 'del', 'dfn', 'em', 'i', 'ins', 'kbd', 'label', 'mark', 'q', 's', 'samp', 'small', 'span', 'strike', 'strong', 'sub', 'sup', 'time', 'tt', 'u', 'var'],
  ...['button', 'picture', 'video', 'audio', 'canvas', 'output', 'progress', 'meter', 'slot'],
  ...['thead', 'tbody', 'tfoot', 'tr', 'td', 'th'],
]);
/** What each table part may hold directly; anything else is moved by HTML (foster parenting, implied `tbody`). */
const TABLE_CHILDREN = new Map([
  ['table', new Set(['thead', 'tbody', 'tfoot'])],
  ['thead', new Set(['tr'])],
  ['tbody', new Set(['tr'])],
  ['tfoot', new Set(['tr'])],
  ['tr', new Set(['td', 'th'])],
]);
const TABLE_PARTS = new Set(['thead', 'tbody', 'tfoot', 'tr', 'td', 'th']);

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
// The last two: a bare `&` (kept as it is), and any other (left to parse5).
const ENTITY = /&(?:#(\d{1,7});|#[xX]([0-9a-fA-F]{1,6});|([a-z]+);|()(?![#A-Za-z0-9]))|&/g;
const START = /<([a-z][a-z0-9]*(?:-[a-z0-9]+)*)/y;
const ATTRIBUTE = /[ \t\n\f]+([a-z][a-z0-9_.:-]*)(?:="([^"]*)")?/y;
const TAG_END = /[ \t\n\f]*(\/?)>/y;
const END = /<\/([a-z][a-z0-9]*(?:-[a-z0-9]+)*)[ \t\n\f]*>/y;

class Unread extends Error {}
const unread = new Unread();

/** Text with the entities decoded; throws `unread` for any reference parse5 would read otherwise. */
function decode(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(ENTITY, (whole, dec: string | undefined, hex: string | undefined, name: string | undefined, bare: string | undefined) => {
    if (name !== undefined) {
      if (!(name in NAMED)) throw unread;
      return NAMED[name];
    }
    if (bare !== undefined) return whole;
    if (dec === undefined && hex === undefined) throw unread;
    const code = dec !== undefined ? Number(dec) : parseInt(hex!, 16);
    // NUL, surrogates, C1 controls and out-of-range references are replaced by the parser.
    if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff) || (code >= 0x80 && code <= 0x9f)) throw unread;
    return String.fromCodePoint(code);
  });
}

/** Text (no markup) with its entities decoded as parse5 decodes them, or undefined for a reference it is not sure of. */
export function decodeText(text: string): string | undefined {
  try {
    return decode(text);
  } catch (error) {
    if (error === unread) return undefined;
    throw error;
  }
}

/** The fragment's tree as parse5 gives it, or undefined when the HTML is outside what this reader is sure of. */
export function readFragment(html: string): FragmentNode | undefined {
  try {
    return read(html);
  } catch (error) {
    if (error === unread) return undefined;
    throw error;
  }
}

function read(html: string): FragmentNode {
  if (/[\0\r]/.test(html)) throw unread;
  const root: FragmentNode = { nodeName: '#document-fragment', childNodes: [] };
  const state: State = { stack: [root], open: new Map(), afterPre: false };
  let pos = 0;
  while (pos < html.length) {
    const lt = html.indexOf('<', pos);
    if (lt === -1) {
      addText(state, decode(html.slice(pos)));
      break;
    }
    if (lt > pos) addText(state, decode(html.slice(pos, lt)));
    state.afterPre = false;
    const parent = state.stack[state.stack.length - 1];
    if (html.startsWith('<!--', lt)) {
      const close = html.indexOf('-->', lt + 4);
      const data = close === -1 ? '' : html.slice(lt + 4, close);
      if (close === -1 || data.startsWith('>') || data.startsWith('->') || data.includes('--!>')) throw unread;
      parent.childNodes.push({ nodeName: '#comment', data });
      pos = close + 3;
      continue;
    }
    if (html.charCodeAt(lt + 1) === 47 /* / */) {
      END.lastIndex = lt;
      const end = END.exec(html);
      if (!end || !('tagName' in parent) || parent.tagName !== end[1]) throw unread;
      state.stack.pop();
      state.open.set(end[1], state.open.get(end[1])! - 1);
      pos = END.lastIndex;
      continue;
    }
    START.lastIndex = lt;
    const start = START.exec(html);
    if (!start) throw unread;
    const element = openElement(start[1], state);
    pos = START.lastIndex;
    for (;;) {
      ATTRIBUTE.lastIndex = pos;
      const attribute = ATTRIBUTE.exec(html);
      if (!attribute) break;
      for (const a of element.attrs) if (a.name === attribute[1]) throw unread;
      element.attrs.push({ name: attribute[1], value: attribute[2] === undefined ? '' : decode(attribute[2]) });
      pos = ATTRIBUTE.lastIndex;
    }
    TAG_END.lastIndex = pos;
    const tagEnd = TAG_END.exec(html);
    if (!tagEnd) throw unread;
    const isVoid = VOID.has(element.tagName);
    if (tagEnd[1] && !isVoid) throw unread; // `<div/>` opens a div in HTML
    pos = TAG_END.lastIndex;
    parent.childNodes.push(element);
    if (element.tagName === 'noscript') {
      pos = rawText(html, pos, element);
      continue;
    }
    if (!isVoid) {
      state.stack.push(element);
      state.open.set(element.tagName, (state.open.get(element.tagName) ?? 0) + 1);
      state.afterPre = element.tagName === 'pre';
    }
  }
  if (state.stack.length !== 1) throw unread;
  return root;
}

const NOSCRIPT_END = /<\/noscript/gi;

/**
 * `<noscript>`'s content, read as parse5 reads it (scripting on): raw text up to `</noscript>`, no
 * entity decoded. Gives where reading goes on.
 */
function rawText(html: string, pos: number, element: Element): number {
  NOSCRIPT_END.lastIndex = pos;
  const end = NOSCRIPT_END.exec(html);
  if (!end || html[end.index + 10] !== '>') throw unread;
  if (end.index > pos) element.childNodes.push({ nodeName: '#text', value: html.slice(pos, end.index) });
  return end.index + 11;
}

interface State {
  stack: (FragmentNode | Element)[];
  /** How many elements of each name are open. */
  open: Map<string, number>;
  /** Right after `<pre>`: a newline there is not content. */
  afterPre: boolean;
}

function addText(state: State, value: string) {
  if (state.afterPre && value.charCodeAt(0) === 10) value = value.slice(1);
  if (!value) return;
  const parent = state.stack[state.stack.length - 1];
  if ('tagName' in parent && TABLE_CHILDREN.has(parent.tagName) && /[^ \t\n\f]/.test(value)) throw unread;
  parent.childNodes.push({ nodeName: '#text', value });
}

/** A start tag that HTML inserts as it is, where it is; anything it would close, move or read as raw text throws `unread`. */
function openElement(tagName: string, state: State): Element {
  if (!PLAIN.has(tagName) && tagName !== 'noscript' && !tagName.includes('-')) throw unread;
  const { stack, open } = state;
  const parent = stack[stack.length - 1];
  const parentName = 'tagName' in parent ? parent.tagName : '';
  if (CLOSES_P.has(tagName) && open.get('p')) throw unread;
  if (HEADINGS.has(tagName) && HEADINGS.has(parentName)) throw unread;
  if ((tagName === 'a' || tagName === 'button') && open.get(tagName)) throw unread;
  if (tagName === 'li' && nearest(stack, ['li', 'ul', 'ol']) === 'li') throw unread;
  if ((tagName === 'dd' || tagName === 'dt') && ['dd', 'dt'].includes(nearest(stack, ['dd', 'dt', 'dl']) ?? '')) throw unread;
  // Table parts go only where HTML keeps them; at the fragment's top they change how it is read.
  const allowed = TABLE_CHILDREN.get(parentName);
  if (allowed ? !allowed.has(tagName) : TABLE_PARTS.has(tagName)) throw unread;
  return { nodeName: tagName, tagName, attrs: [], namespaceURI: HTML_NS, childNodes: [] };
}

function nearest(stack: (FragmentNode | Element)[], names: string[]): string | undefined {
  for (let i = stack.length - 1; i > 0; i--) {
    const name = (stack[i] as Element).tagName;
    if (names.includes(name)) return name;
  }
  return undefined;
}
