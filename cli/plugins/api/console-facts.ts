// What the interactive console shows beside a field and on a group's card:
// one plain line of description, the default and the numeric bounds, read
// from the schema as the provider wrote it.
import { str, type Obj } from './values.ts';

/** Plain text of a Markdown string's first paragraph: links keep their text; code marks, emphasis and HTML tags go (code keeps its text as written). */
function plain(markdown: string): string {
  const first = markdown.trim().split(/\n\s*\n/)[0] ?? '';
  return first
    .split(/(`[^`]*`)/)
    .map((part, i) =>
      i % 2
        ? part.slice(1, -1)
        : part
            .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
            .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
            .replace(/<\/?[A-Za-z][^>]*>/g, '')
            .replace(/(\*\*|__)(.+?)\1/g, '$2')
            .replace(/(^|\W)[*_](\S(?:.*?\S)?)[*_](?=\W|$)/g, '$1$2'),
    )
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * One line of a description: its first paragraph as plain text; a long one ends
 * after the last sentence that fits in `max` characters (else at a word, with "…").
 */
export function plainLine(markdown: unknown, max = 200): string | undefined {
  const text = typeof markdown === 'string' ? plain(markdown) : '';
  if (!text) return undefined;
  if (text.length <= max) return text;
  const head = text.slice(0, max + 1);
  const sentence = /^(.*[.!?])\s/.exec(head)?.[1];
  if (sentence && sentence.length > max / 3) return sentence;
  return head.slice(0, head.lastIndexOf(' ') > 0 ? head.lastIndexOf(' ') : max).replace(/[,;:]$/, '') + '…';
}

const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/**
 * The bounds a number input can enforce: `minimum`/`maximum`, with OpenAPI 3.0's
 * boolean `exclusiveMinimum` and 3.1's numeric one (an integer's exclusive bound
 * moves by one; a decimal's is kept, the API says the rest).
 */
export function bounds(schema: Obj, integer: boolean): { minimum?: number; maximum?: number } {
  let minimum = num(schema.minimum);
  let maximum = num(schema.maximum);
  const step = integer ? 1 : 0;
  if (typeof schema.exclusiveMinimum === 'number') minimum = schema.exclusiveMinimum + step;
  else if (schema.exclusiveMinimum === true && minimum !== undefined) minimum += step;
  if (typeof schema.exclusiveMaximum === 'number') maximum = schema.exclusiveMaximum - step;
  else if (schema.exclusiveMaximum === true && maximum !== undefined) maximum -= step;
  return { ...(minimum !== undefined && { minimum }), ...(maximum !== undefined && { maximum }) };
}

/** A field's description (its own, else its schema's), default and bounds, for the console's form. */
export function fieldFacts(schema: Obj, type: string | undefined, description?: unknown): { description?: string; default?: string; minimum?: number; maximum?: number } {
  const line = plainLine(description ?? schema.description);
  const fallback = schema.default;
  const shown = fallback === undefined || fallback === null ? undefined : typeof fallback === 'string' ? fallback : JSON.stringify(fallback);
  return {
    ...(line && { description: line }),
    ...(shown !== undefined && { default: shown }),
    ...(type === 'integer' || type === 'number' ? bounds(schema, type === 'integer') : {}),
  };
}

/** A tag's description as the one line of its card. */
export const groupLine = (description: unknown): string | undefined => plainLine(str(description), 160);
