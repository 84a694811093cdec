// The llms plugin's job: a page's rendered article as Markdown (its twin),
// for page kinds that do not make their own.
import { guideMarkdown as convert, type GuideMarkdownOptions } from '../../markdown/html-to-markdown.ts';

export function guideMarkdown(input: { html: string; options: GuideMarkdownOptions }): string {
  return convert(input.html, input.options);
}

export const GUIDE_MARKDOWN = { module: 'llms', export: 'guideMarkdown' } as const;

/** Converts a small article once: the converter's first run is not an edit's. */
export function warm(): void {
  const html = '<h2 id="a">A</h2><p>Some <em>text</em> with <code>code</code> and a <a href="/a/">link</a>.</p><ul><li>one</li></ul><pre><code class="language-js">const a = 1;</code></pre>';
  convert(html, { title: 'Warm-up', description: undefined, url: 'http://localhost/a/', siteUrl: 'http://localhost' });
}
