// The twins' own hast → mdast conversion must give exactly the tree
// hast-util-to-mdast gives: on generated HTML with every element it covers,
// nested and spaced every which way (and whatever it does not cover it must
// decline).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { defaultHandlers, toMdast, type Handle } from 'hast-util-to-mdast';
import { parseHtmlFragment } from '../cli/markdown/parse-html.ts';
import { simpleToMdast } from '../cli/markdown/hast-to-mdast.ts';

/** hast-util-to-mdast as html-to-markdown.ts calls it. */
const pre: Handle = (state, node) => {
  const result = defaultHandlers.pre(state, node) as { meta?: string } | undefined;
  const meta = node.properties?.dataMeta;
  if (result && typeof meta === 'string' && meta) result.meta = meta;
  return result as ReturnType<Handle>;
};
const library = (html: string) => toMdast(parseHtmlFragment(html), { handlers: { pre }, nodeHandlers: { comment: () => undefined } });

/** Random HTML from the elements the conversion covers, with white space everywhere. */
function generator(seed: number) {
  const next = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
  const pick = <T>(items: T[]): T => items[Math.floor(next() * items.length)];
  const many = (max: number, make: () => string) => Array.from({ length: Math.floor(next() * (max + 1)) }, make).join(pick(['', ' ', '\n', '  \n ']));
  const space = () => pick(['', '', ' ', '\n', '  ', ' \n\t']);
  const words = () => space() + pick(['a', 'word', 'two words', 'x_y', 'end.', '*', '1.', 'a  b']) + space();
  const inline = (depth: number): string => {
    if (depth > 2) return words();
    return pick([
      words,
      words,
      () => `<code>${words()}</code>`,
      () => `<a href="${pick(['/x/', 'https://x.example/a?b=1&amp;c=2', ''])}"${pick(['', ' title=" t  i "'])}>${many(2, () => inline(depth + 1))}</a>`,
      () => `<strong>${many(2, () => inline(depth + 1))}</strong>`,
      () => `<em>${many(2, () => inline(depth + 1))}</em>`,
      () => `<b>${words()}</b><i>${words()}</i>`,
      () => `<span>${many(2, () => inline(depth + 1))}</span>`,
      () => '<br>',
      () => `<img src="/i.png" alt="${words()}">`,
    ])();
  };
  const phrasing = () => many(4, () => inline(0));
  const block = (depth: number): string => {
    const flow = () => many(3, () => (next() < 0.5 || depth > 2 ? phrasing() : block(depth + 1)));
    return pick([
      () => `<p>${phrasing()}</p>`,
      () => `<h${pick([2, 3])}>${phrasing()}</h${2}>`,
      () => `<${pick(['ul', 'ol'])}${pick(['', ' start="3"'])}>${many(3, () => `<li>${depth > 2 ? phrasing() : flow()}</li>`)}</ul>`,
      () => `<blockquote>${depth > 2 ? phrasing() : flow()}</blockquote>`,
      () => `<div class="table-wrapper"><table>${pick(['<thead>', ''])}<tr>${many(3, () => `<th${pick(['', ' align="right"'])}>${phrasing()}</th>`)}</tr>${pick(['</thead>', ''])}<tbody>${many(3, () => `<tr>${many(3, () => `<td>${phrasing()}</td>`)}</tr>`)}</tbody></table></div>`,
      () => `<pre data-meta="${pick(['', 'title=&quot;a.ts&quot;'])}"><code class="${pick(['', 'language-ts'])}">${words()}\n  ${words()}\n\n</code></pre>`,
      () => '<hr>',
      () => `<div>${depth > 2 ? phrasing() : flow()}</div>`,
    ])();
  };
  return () => (next() < 0.2 ? phrasing() : many(5, () => block(0)));
}

describe('llms hast → mdast', () => {
  it('gives what hast-util-to-mdast gives', () => {
    const make = generator(7);
    let covered = 0;
    for (let i = 0; i < 1000; i++) {
      const html = make();
      const ours = simpleToMdast(parseHtmlFragment(html));
      if (!ours) continue;
      covered++;
      assert.deepEqual(ours, library(html), html);
    }
    assert.ok(covered > 800, `only ${covered} of 1000 documents converted`);
  });

  it('declines markup it does not cover', () => {
    for (const html of ['<p>a</p><dl><dt>x</dt></dl>', '<ul><li><input type="checkbox" checked> done</li></ul>', '<p hidden>a</p>', '<table><tr><td colspan="2">a</td></tr></table>', 'text <p>and a block</p>']) {
      assert.equal(simpleToMdast(parseHtmlFragment(html)), undefined, html);
    }
  });
});
