// HTML fragment → hast, without positional information: the twins never point
// back into the HTML, and computing line/column for every node
// (hast-util-from-html does, through vfile-location) was the largest single
// cost of converting a large site. The HTML we render ourselves is read by a
// faster reader of well-formed markup (fast-fragment.ts) that gives parse5's
// tree, and parse5 reads whatever that reader is not sure of.
import type { Root } from 'hast';
import { fromParse5 } from 'hast-util-from-parse5';
import { toString } from 'hast-util-to-string';
import { parseFragment } from 'parse5';
import { readFragment } from './fast-fragment.ts';

export function parseHtmlFragment(html: string): Root {
  return fromParse5((readFragment(html) ?? parseFragment(html)) as Parameters<typeof fromParse5>[0]) as Root;
}

const PRE = /<pre\b[^>]*>[\s\S]*?<\/pre>/g;
const SPAN_TAG = /<\/?(?:span|t-[a-z])\b[^>]*>/g;

/**
 * The HTML with the span and token tags (`<t-s>`) inside `<pre>` dropped.
 * Highlighted code is an element per token (about half of a guide's HTML), and
 * a twin wants only the code's text, which they do not change: parsing the bare text is a fraction
 * of the work. Attribute values and text hold no raw `<` or `>` in rendered
 * HTML, so the tags are found by pattern.
 */
export function withoutCodeSpans(html: string): string {
  return html.includes('<pre') ? html.replace(PRE, (pre) => pre.replace(SPAN_TAG, '')) : html;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
const ENTITY = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-zA-Z]+));/g;

/**
 * The text of an HTML fragment, as hast-util-to-string would give it. Markup
 * the shortcut cannot read exactly (comments, carriage returns, named
 * entities beyond the usual five, stray ampersands) goes through the parser.
 */
export function htmlText(html: string): string {
  if (/<!|\r|&(?!(?:#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|amp|lt|gt|quot|apos|nbsp);)/.test(html)) return toString(parseHtmlFragment(html));
  const text = html.replace(/<[^>]*>/g, '');
  if (text.includes('<')) return toString(parseHtmlFragment(html));
  let plain = true;
  const decoded = text.replace(ENTITY, (entity, dec: string | undefined, hex: string | undefined, name: string | undefined) => {
    if (name) return ENTITIES[name];
    const code = dec ? Number(dec) : parseInt(hex!, 16);
    // NUL, surrogates, C1 controls and out-of-range references are replaced by the parser: leave those to it.
    if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff) || (code >= 0x80 && code <= 0x9f)) plain = false;
    return plain ? String.fromCodePoint(code) : entity;
  });
  return plain ? decoded : toString(parseHtmlFragment(html));
}
