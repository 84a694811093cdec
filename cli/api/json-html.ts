// Highlighted JSON examples without the general-purpose highlighter: the text
// is always JSON.stringify(value, null, 2), so a tokenizer of a few lines gives
// the same markup as lowlight's JSON grammar, much faster (a large schema has
// thousands of examples; see test/json-html.test.ts).
import { escapeHtml } from '../mdx/highlight.ts';

const TOKEN = /("(?:[^"\\]|\\.)*")(\s*:)?|(-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?)|(true|false|null)|([{}[\],:])|(\s+)/g;

/** The inner HTML of a `<code>` element showing `value` as indented JSON (same markup as renderCodeHtml(…, 'json')). */
export function jsonToHtml(value: unknown): string {
  const text = JSON.stringify(value, null, 2) ?? 'null';
  return text
    .split('\n')
    .map((line) => {
      let html = '';
      let at = 0;
      TOKEN.lastIndex = 0;
      for (let m = TOKEN.exec(line); m; m = TOKEN.exec(line)) {
        if (m.index !== at) html += escapeHtml(line.slice(at, m.index));
        at = TOKEN.lastIndex;
        const [, str, colon, num, lit, punct, space] = m;
        if (str !== undefined) {
          if (colon !== undefined) html += `<span class="hl-attr">${escapeHtml(str)}</span>${colon.slice(0, -1)}<span class="hl-punctuation">:</span>`;
          else html += `<span class="hl-string">${escapeHtml(str)}</span>`;
        } else if (num !== undefined) html += `<span class="hl-number">${num}</span>`;
        else if (lit !== undefined) html += `<span class="hl-literal"><span class="hl-keyword">${lit}</span></span>`;
        else if (punct !== undefined) html += `<span class="hl-punctuation">${punct}</span>`;
        else if (space !== undefined) html += space;
      }
      if (at < line.length) html += escapeHtml(line.slice(at));
      return `<span class="line">${html}\n</span>`;
    })
    .join('');
}
