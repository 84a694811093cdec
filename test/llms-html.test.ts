// The shortcuts the twins take before (or instead of) parsing HTML: each must
// give the text the parser gives.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { toString } from 'hast-util-to-string';
import { htmlText, parseHtmlFragment, withoutCodeSpans } from '../cli/markdown/parse-html.ts';
import { renderCodeHtml, loadHighlighter } from '../cli/mdx/highlight.ts';

const parsedText = (html: string) => toString(parseHtmlFragment(html));

const SAMPLES = [
  'curl -X GET <span class="hl-string">"https://x.example/a?b=1&amp;c=2"</span> \\\n  -H <span class="hl-string">&quot;Authorization: Bearer KEY&quot;</span>',
  '&lt;div&gt; &#39;quoted&#39; &#x27;hex&#x27; &#x3C;tag&#x3E; &nbsp;&amp;amp;',
  'a &copy; b', // a named entity the shortcut leaves to the parser
  'fish &amp chips', // an ampersand without its semicolon
  'a<!-- comment -->b',
  'line\r\nbreak',
  '&#0; &#x110000; &#128;',
  '<b>bold</b> and <br> break',
];

describe('llms HTML shortcuts', () => {
  it('htmlText reads what the parser reads', () => {
    for (const html of SAMPLES) assert.equal(htmlText(html), parsedText(html), html);
  });

  it('code spans dropped before parsing leave the same text', async () => {
    await loadHighlighter();
    const code = 'const a = `x` < 2 && b["k"];\n// <span> in a comment\nfunction f() { return \'</pre>\'; }\n';
    for (const language of ['ts', 'json', 'bash', 'html', 'text']) {
      const highlighted = renderCodeHtml(code, language, new Set());
      const html = `<p>before <span class="x">kept</span></p><div class="code-block"><pre class="code-block__pre"><code class="language-${language}">${highlighted}</code></pre></div><p>after</p>`;
      const stripped = withoutCodeSpans(html);
      assert.ok(!/<pre[^]*<(span|t-)[^]*<\/pre>/.test(stripped), `tokens left in ${language}`);
      assert.match(stripped, /<span class="x">kept<\/span>/, 'spans outside <pre> stay');
      assert.equal(parsedText(stripped), parsedText(html), language);
    }
  });
});
