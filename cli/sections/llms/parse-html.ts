// HTML fragment → hast, without positional information: the twins never point
// back into the HTML, and computing line/column for every node
// (hast-util-from-html does, through vfile-location) was the largest single
// cost of converting a large site.
import type { Root } from 'hast';
import { fromParse5 } from 'hast-util-from-parse5';
import { parseFragment } from 'parse5';

export function parseHtmlFragment(html: string): Root {
  return fromParse5(parseFragment(html)) as Root;
}
