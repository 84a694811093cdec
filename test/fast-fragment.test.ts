// The twins read rendered HTML with a fast reader of well-formed markup
// (cli/markdown/fast-fragment.ts) and fall back to parse5 for anything else.
// Whatever it accepts must give exactly parse5's tree: checked on HTML with the
// constructs HTML's tree building treats specially, and on generated fragments
// that are well formed, broken, or somewhere between.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { fromParse5 } from 'hast-util-from-parse5';
import { parseFragment } from 'parse5';
import { readFragment } from '../cli/markdown/fast-fragment.ts';
import { toString } from 'hast-util-to-string';
import { htmlText, parseHtmlFragment } from '../cli/markdown/parse-html.ts';

const viaParse5 = (html: string) => fromParse5(parseFragment(html));
const viaFast = (html: string) => {
  const tree = readFragment(html);
  return tree && fromParse5(tree as Parameters<typeof fromParse5>[0]);
};

/** Accepted and equal to parse5's tree, or declined. */
function agrees(html: string): 'read' | 'declined' {
  const fast = viaFast(html);
  if (!fast) return 'declined';
  assert.deepEqual(fast, viaParse5(html), `different tree for ${JSON.stringify(html)}`);
  return 'read';
}

const expectEach = (outcome: 'read' | 'declined', fragments: string[]) => {
  for (const html of fragments) assert.equal(agrees(html), outcome, html);
};

describe('fast HTML fragment reader', () => {
  it('reads what our renderer writes, as parse5 does', () => {
    expectEach('read', [
      '<p>Plain <strong>bold</strong> and <a href="/x/?a=1&amp;b=2" class="link">a link</a>.</p>',
      '<h2 id="setup">Set up<!-- --> <a class="hash-link" href="#setup" aria-label="Direct link">#</a></h2>',
      '<pre class="code"><code>\nfirst line kept\n</code></pre><pre>\nleading newline dropped</pre><pre>&#10;also dropped</pre>',
      '<table><thead><tr><th>A</th><th align="right">B</th></tr></thead><tbody>\n<tr><td>1 &lt; 2</td><td>&quot;q&quot; &#x27;s&#39;</td></tr></tbody></table>',
      '<ul><li>one<ul><li>nested</li></ul></li><li>two</li></ul><ol start="3"><li>three</li></ol>',
      '<dl><dt>Term</dt><dd>Definition</dd></dl><img src="a.png" alt="A &amp; B"/><br/><hr/><input type="checkbox" disabled=""/>',
      '<link rel="preload" as="image" href="/a.svg"/><p>after a preload</p>',
      '<div class="admonition admonition-tip"><p>Tip &amp; trick: 5 &gt; 4 &nbsp;&#8212; &#x1F600;</p></div>',
      '<p>A bare & ampersand, &; and an &#x27;apostrophe&#x27;</p><t-s class="k">custom</t-s>',
      'text at the top <em>then</em> more',
      '<noscript><p>raw text &amp; no entities</p></noscript><p>after</p><noscript></noscript>',
      '',
    ]);
  });

  it('declines what HTML would close, move or read as raw text', () => {
    expectEach('declined', [
      '<p>one<p>two', // implied end tags
      '<p>para<div>block</div></p>', // a block closes the paragraph
      '<a href="1">one<a href="2">two</a></a>', // nested links
      '<ul><li>one<li>two</ul>', // implied list item ends
      '<table><tr><td>1</td></tr></table>', // implied tbody
      '<table>text<tbody></tbody></table>', // foster parenting
      '<tr><td>at the top</td></tr>', // table parts at the fragment's top
      '<b>mis<i>nested</b></i>',
      '<div/>text',
      '<script>if (a < b) {}</script>',
      '<svg viewBox="0 0 1 1"><path d="M0"/></svg>',
      '<P>upper case</P>',
      '<p class=unquoted>x</p>',
      "<p class='single'>x</p>",
      '<p id="a" id="b">duplicate attribute</p>',
      '<p>&copy; named entity</p>',
      '<p>&amp without semicolon</p>',
      '<p>&#0; &#x80;</p>',
      '<p>carriage\r\nreturn</p>',
      '<!-->',
      '<!-- a --!> b -->',
      '<p>unclosed',
      '</p>',
      '<h2><h3>heading in heading</h3></h2>',
      '<select><option>x</select>',
      '<noscript>never closed',
      '<noscript>x</noscript foo>',
      '<table><noscript>x</noscript></table>',
      '1 < 2',
    ]);
  });

  it('gives parse5’s tree for every generated fragment it reads', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
    const tags = ['p', 'div', 'span', 'a', 'em', 'strong', 'code', 'pre', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'h2', 'h3', 'table', 'thead', 'tbody', 'tr', 'td', 'th', 'blockquote', 'button', 'details', 'summary', 't-s', 'noscript', 'select', 'B', 'section', 'figure'] as const;
    const voids = ['br', 'br/', 'hr/', 'img src="x"/', 'input type="text"', 'link rel="x"/', 'div/', 'wbr'] as const;
    const texts = ['word', ' ', '\n', ' two words ', '&amp;', '&lt;b&gt;', '&quot;', '&#x27;', '&#10;', '&copy;', '&copy', '& ', '&#0;', '&#128512;', '1 < 2', '\u00a0'] as const;
    const attrs = ['', ' class="c"', ' id="i" class="a b"', ' href="/x?a=1&amp;b=2"', ' data-x=""', ' hidden', " title='t'", ' a=b', ' class="x" class="y"', ' aria-label="&quot;q&quot;"'] as const;
    const fragment = (depth: number): string => {
      let html = '';
      const count = Math.floor(next() * 4);
      for (let i = 0; i < count; i++) {
        const r = next();
        if (r < 0.3 || depth > 4) html += pick(texts);
        else if (r < 0.4) html += `<${pick(voids)}>`;
        else if (r < 0.45) html += pick(['<!-- -->', '<!---->', '<!-->', '<!-- x --!>']);
        else {
          const tag = pick(tags);
          const close = next();
          // Mostly closed in order; sometimes not closed, or closed as something else.
          html += `<${tag}${pick(attrs)}>${next() < 0.3 ? pick(['\n', '']) : ''}${fragment(depth + 1)}${close < 0.85 ? `</${tag}>` : close < 0.93 ? '' : `</${pick(tags)}>`}`;
        }
      }
      return html;
    };
    let read = 0;
    let declined = 0;
    for (let i = 0; i < 6000; i++) (agrees(fragment(0)) === 'read' ? read++ : declined++);
    // Both paths are exercised (the check is not vacuous).
    assert.ok(read > 500, `only ${read} fragments read`);
    assert.ok(declined > 500, `only ${declined} fragments declined`);
  });

  it('htmlText gives the text parse5’s tree holds, through the same entity decoder', () => {
    for (const html of ['<span class="k">if</span> a &amp;&amp; b &lt; c', 'a & b &; &#x27;q&#39; &nbsp;x', '&copy; &amp without', 'nul\0 here', '&#0; &#x80; &#128512;', '<b>a</b><!-- c -->d'])
      assert.equal(htmlText(html), toString(viaParse5(html)), html);
  });

  it('parseHtmlFragment gives parse5’s tree either way', () => {
    for (const html of ['<p>fast <em>path</em></p>', '<p>slow<p>path']) assert.deepEqual(parseHtmlFragment(html), viaParse5(html));
  });
});
