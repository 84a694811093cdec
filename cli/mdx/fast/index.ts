// The fast `.md` parser as a unified parser plugin: markdown-it (~40× faster
// than micromark on guide pages) → the mdast remark-parse would make, so the
// rest of the pipeline is the unified path's own. compile-source.ts falls back
// to remark-parse for a file this throws Unsupported on. It pays: a `.md`
// page's whole compile takes 0.12× the time it takes through remark-parse
// (`bench/own-copies.mjs` on the small corpus, median of 7 alternated rounds).
import type { Processor } from 'unified';
import type MarkdownIt from 'markdown-it';
import { createParser } from './parser.ts';
import { toMdast, Unsupported } from './to-mdast.ts';

export { Unsupported };

// Cheap checks before parsing: line endings other than `\n` and NUL (markdown-it
// normalises them, micromark keeps them in values), a tab before an admonition
// fence (micromark's tab stops).
const TAB_BEFORE_FENCE = /^[ \t]*\t[ \t]*:::/m;

/** Whether the fast path may take a file at all (the parse then checks each construct). */
export function mayParseFast(source: string): boolean {
  return !source.includes('\r') && !source.includes('\0') && !(source.includes('\t') && TAB_BEFORE_FENCE.test(source));
}

let parser: MarkdownIt | undefined;

/** remark-parse's place in the pipeline, for the files the fast path handles. */
export function remarkMarkdownIt(this: Processor) {
  this.parser = (document: string) => {
    if (!mayParseFast(document)) throw new Unsupported('line endings, NUL or tabs before a fence');
    parser ??= createParser();
    return toMdast(parser.parse(document, {}), document);
  };
}
