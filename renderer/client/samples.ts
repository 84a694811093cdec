// The API pages' request samples past the first language, written in the
// browser when their tab is first shown (a lazy chunk: tabs.ts imports it).
// The page carries the request as data; the code comes from the generators
// the build uses (request-samples.ts) and is highlighted by the same
// highlight.js with the same short classes (code-tokens.ts), so a panel
// written here is the panel the build would have written.
import core from 'highlight.js/lib/core';
import { compactLines, highlightShort } from '../code-tokens.ts';
import { escapeHtml } from '../html.ts';
import { requestSample, type SampleRequest } from '../request-samples.ts';
import { SAMPLE_GRAMMARS } from '../sample-grammars.ts';

const hljs = core.newInstance();
hljs.configure({ classPrefix: 'hl-' });
for (const [name, language] of Object.entries(SAMPLE_GRAMMARS)) hljs.registerLanguage(name, language);

/** The inner HTML of a sample's `<code>`: what the build writes for it (renderCompactCodeHtml, cli/mdx/highlight.ts). */
export function sampleHtml(request: SampleRequest, id: string): { html: string; language: string } {
  const { code, language } = requestSample(request, id);
  const text = code.replace(/\n$/, '');
  return { html: compactLines([highlightShort(hljs, text, language) ?? escapeHtml(text)]), language };
}

/** Fills a lazy panel's placeholder (`[data-sample]`, inside the `.api-samples` that holds the request) with its sample. */
export function fillSample(placeholder: HTMLElement): void {
  const script = placeholder.closest('.api-samples')?.querySelector(':scope > script[type="application/json"]');
  if (!script) throw new Error('The sample request is missing from the page');
  const request = JSON.parse(script.textContent ?? '') as SampleRequest;
  // A JSON body the curl sample beside sends is not in the data (components/api/Samples.tsx: pageRequest).
  if (request.body?.kind === 'json' && request.body.value === undefined) {
    request.body.value = bodyFromCurl(script.parentElement!.querySelector('.code-block[data-language="bash"] code')?.textContent ?? '');
  }
  const { html, language } = sampleHtml(request, placeholder.dataset.sample ?? '');
  placeholder.dataset.language = language;
  // The markup of the build's CodeBlock (lines={false}); the copy button works by delegation (copy.ts).
  placeholder.innerHTML = `<div class="code-block__body"><pre class="code-block__pre" tabindex="0"><code>${html}</code></pre><button type="button" class="copy-button" aria-label="Copy code to clipboard" title="Copy"></button></div>`;
  placeholder.removeAttribute('data-sample');
}

/** The JSON body of a curl sample (request-samples.ts: its last line, `-d '…'` with `'` written `'\\''`). */
export function bodyFromCurl(code: string): unknown {
  const m = /\n {2}-d '((?:[^']|'\\'')*)'\n?$/.exec(code);
  if (!m) throw new Error('The request body is missing from the page');
  return JSON.parse(m[1].replaceAll(`'\\''`, "'"));
}
