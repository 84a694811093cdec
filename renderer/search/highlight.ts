// Marking the words a query matched, and cutting a snippet around them, for
// the built-in index (the hosted service sends its own highlights).
import type { Segment } from './types.ts';
import { typedMatch, type Analyzer } from './tokenize.ts';

/** Whether an indexed term answers the query: one of its terms, or one the word being typed matches. */
export type TermMatcher = (term: string) => boolean;

export function matcher(terms: string[], prefix: string | null, inflected = false): TermMatcher {
  const set = new Set(terms);
  return (term) => set.has(term) || (prefix !== null && prefix.length > 0 && typedMatch(term, prefix, inflected) > 0);
}

/** The text as segments with the matched words marked. */
export function mark(analyzer: Analyzer, text: string, matches: TermMatcher): Segment[] {
  const ranges: [number, number][] = [];
  let coveredTo = -1;
  for (const t of analyzer.tokenize(text)) {
    if (t.start < coveredTo) continue; // a part of a joined name that is marked whole
    if (matches(t.term)) {
      ranges.push([t.start, t.end]);
      coveredTo = t.end;
    }
  }
  const out: Segment[] = [];
  let at = 0;
  for (const [s, e] of ranges) {
    if (s > at) out.push({ text: text.slice(at, s) });
    out.push({ text: text.slice(s, e), match: true });
    at = e;
  }
  if (at < text.length) out.push({ text: text.slice(at) });
  return out;
}

export const hasMatch = (segments: Segment[]) => segments.some((s) => s.match);

/** About `words` words of the text around its first matched word (or its start), marked, with `…` where it was cut. */
export function snippet(analyzer: Analyzer, text: string, matches: TermMatcher, words: number): Segment[] {
  if (!text) return [];
  const spans = [...text.matchAll(/\S+/g)].map((m) => [m.index!, m.index! + m[0].length] as const);
  if (spans.length <= words) return mark(analyzer, text, matches);
  let first = 0;
  for (const t of analyzer.tokenize(text)) {
    if (matches(t.term)) {
      first = spans.findIndex(([, e]) => e >= t.end);
      break;
    }
  }
  const from = Math.max(0, Math.min(first - Math.floor(words / 3), spans.length - words));
  const to = Math.min(spans.length, from + words);
  const cut = text.slice(spans[from][0], spans[to - 1][1]);
  const marked = mark(analyzer, cut, matches);
  if (from > 0) marked.unshift({ text: '…' });
  if (to < spans.length) marked.push({ text: '…' });
  return marked;
}
