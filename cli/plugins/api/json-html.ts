// Highlighted JSON examples without the general-purpose highlighter: the text
// is always JSON.stringify(value, null, 2), so a tokenizer of a few lines gives
// the same markup as lowlight's JSON grammar made compact (renderCompactCodeHtml),
// much faster (a large schema has thousands of examples; see test/json-html.test.ts).
import { escapeHtml } from '../../mdx/highlight.ts';

const TOKEN = /("(?:[^"\\]|\\.)*")(\s*:)?|(-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?)|(true|false|null)|([{}[\],:])|(\s+)/g;

/** Text of a code element: `&`, `<` and `>` escaped; quotes need no escaping outside attributes. */
const codeText = (s: string) => escapeHtml(s).replace(/&quot;/g, '"').replace(/&#39;|&#x27;/g, "'");


/** The inner HTML of a `<code>` element showing `value` as indented JSON (the markup of renderCompactCodeHtml(…, 'json')). */
export function jsonToHtml(value: unknown): string {
  const text = JSON.stringify(value, null, 2) ?? 'null';
  let html = '';
  let at = 0;
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(text); m; m = TOKEN.exec(text)) {
    if (m.index !== at) html += codeText(text.slice(at, m.index));
    at = TOKEN.lastIndex;
    const [, str, colon, num, lit, punct, space] = m;
    if (str !== undefined) {
      if (colon !== undefined) html += `<t-a>${codeText(str)}</t-a>${colon}`;
      else html += `<t-s>${codeText(str)}</t-s>`;
    } else if (num !== undefined) html += `<t-n>${num}</t-n>`;
    else if (lit !== undefined) html += `<t-k>${lit}</t-k>`;
    else if (punct !== undefined) html += punct;
    else if (space !== undefined) html += space;
  }
  if (at < text.length) html += codeText(text.slice(at));
  return html;
}
