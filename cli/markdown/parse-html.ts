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
import { decodeText, readFragment } from './fast-fragment.ts';

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

/**
 * The text of an HTML fragment, as hast-util-to-string would give it. Markup
 * the shortcut cannot read exactly (comments, carriage returns, NUL, entities
 * the reader's decoder is not sure of) goes through the parser.
 */
export function htmlText(html: string): string {
  if (/<!|[\r\0]/.test(html)) return toString(parseHtmlFragment(html));
  const text = html.replace(/<[^>]*>/g, '');
  const decoded = text.includes('<') ? undefined : decodeText(text);
  return decoded ?? toString(parseHtmlFragment(html));
}
