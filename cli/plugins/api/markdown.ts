// CommonMark (+GFM tables, strikethrough, autolinks) descriptions from the
// schema → HTML, at build time, with markdown-it: a description is a few
// hundred characters, and markdown-it renders one in microseconds where a
// unified pipeline pays a parser's set-up on every call (the large benchmark
// schema's 1,000 distinct descriptions: 70 ms against 820 ms).
import GithubSlugger from 'github-slugger';
import MarkdownIt from 'markdown-it';
import type { Options, RendererRule, Token } from 'markdown-it';
import { loadHighlighter, renderCodeHtml } from '../../mdx/highlight.ts';
import type { TocEntry } from '../../mdx/compile-data.ts';

export interface MarkdownHtml {
  html: string;
  headings: TocEntry[];
  links: string[];
}

/** What one render collects, passed through markdown-it's `env`. */
interface Env {
  headingIds: boolean;
  slugger?: GithubSlugger;
  headings: TocEntry[];
  links: string[];
}

const EXTERNAL = /^[a-z]+:|^\/\//i;

/** Text of an inline token's children, as a reader sees it (code spans included, markup not). */
function plainText(tokens: Token[] | null): string {
  let text = '';
  for (const t of tokens ?? []) {
    if (t.type === 'text' || t.type === 'code_inline') text += t.content;
    else if (t.type === 'softbreak' || t.type === 'hardbreak') text += '\n';
    else if (t.type === 'image') text += plainText(t.children);
  }
  return text;
}

function codeBlock(code: string, lang: string | undefined): string {
  const attr = lang ? ` data-language="${escapeAttr(lang)}"` : '';
  return `<div class="code-block"${attr}><pre class="code-block__pre" tabindex="0"><code>${renderCodeHtml(code, lang, new Set())}</code></pre></div>\n`;
}

function escapeAttr(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

function create(): MarkdownIt {
  // Raw HTML is parsed (so it ends where CommonMark says) and then dropped: schemas are data, not pages.
  const md = new MarkdownIt('default', { html: true, linkify: true } satisfies Options);
  const rules = md.renderer.rules;
  rules.html_block = () => '';
  rules.html_inline = () => '';
  rules.fence = (tokens, idx) => {
    const token = tokens[idx];
    const lang = token.info.trim().split(/\s+/)[0] || undefined;
    return codeBlock(token.content, lang);
  };
  rules.code_block = (tokens, idx) => codeBlock(tokens[idx].content, undefined);
  const self: RendererRule = (tokens, idx, options, _env, renderer) => renderer.renderToken(tokens, idx, options);
  rules.link_open = (tokens, idx, options, env: Env, renderer) => {
    const token = tokens[idx];
    const href = token.attrGet('href') ?? '';
    env.links.push(href);
    if (EXTERNAL.test(href)) {
      token.attrSet('target', '_blank');
      token.attrSet('rel', 'noopener noreferrer');
    }
    return self(tokens, idx, options, env, renderer);
  };
  rules.table_open = (tokens, idx, options, env, renderer) => `<div class="table-wrapper">${self(tokens, idx, options, env, renderer)}`;
  rules.table_close = (tokens, idx, options, env, renderer) => `${self(tokens, idx, options, env, renderer)}</div>\n`;
  // Cell alignment as the `align` attribute (what the HTML of the rest of the site uses), not a style.
  const cell: RendererRule = (tokens, idx, options, env, renderer) => {
    const token = tokens[idx];
    const align = /text-align:(\w+)/.exec(token.attrGet('style') ?? '')?.[1];
    if (align) {
      token.attrs = (token.attrs ?? []).filter(([name]) => name !== 'style');
      token.attrSet('align', align);
    }
    return self(tokens, idx, options, env, renderer);
  };
  rules.th_open = cell;
  rules.td_open = cell;
  rules.heading_open = (tokens, idx, options, env: Env, renderer) => {
    const token = tokens[idx];
    const depth = Number(token.tag.slice(1));
    if (!env.headingIds || depth < 2) return self(tokens, idx, options, env, renderer);
    const text = plainText(tokens[idx + 1].children);
    const id = (env.slugger ??= new GithubSlugger()).slug(text);
    token.attrSet('id', id);
    token.attrSet('class', 'anchor');
    env.headings.push({ depth, id, text });
    return self(tokens, idx, options, env, renderer);
  };
  rules.heading_close = (tokens, idx, options, env: Env, renderer) => {
    const open = tokens[idx - 2];
    const id = open?.attrGet('id');
    if (!env.headingIds || !id) return self(tokens, idx, options, env, renderer);
    const text = env.headings[env.headings.length - 1].text;
    env.links.push(`#${id}`); // checked like any other link
    const label = escapeAttr(`Direct link to ${text}`).replace(/</g, '&lt;');
    // AnchoredHeading's anchor (renderer/components/Mdx.tsx): empty, its label the tooltip once a pointer is over it.
    return `<a href="#${escapeAttr(id)}" class="hash-link" aria-label="${label}"></a>${self(tokens, idx, options, env, renderer)}`;
  };
  return md;
}

let parser: MarkdownIt | undefined;

/** Loads the highlighter (code blocks in descriptions); needed before markdownToHtml. */
export async function prepareMarkdown(): Promise<void> {
  await loadHighlighter();
  parser ??= create();
}

const cache = new Map<string, MarkdownHtml>();

// Most schema descriptions are plain sentences; they skip the Markdown parser.
const MARKDOWN_SYNTAX = /[*_`[\]<>#|\\!~&]|:\/\/|www\.|\n\s*\n|^\s*([-+]|\d+[.)])\s/m;

/** Renders schema Markdown; raw HTML in it is dropped (schemas are data, not pages). `headingIds`: h2–h6 get ids and direct links. */
export function markdownToHtml(markdown: unknown, opts: { headingIds?: boolean } = {}): MarkdownHtml {
  if (typeof markdown !== 'string' || !markdown.trim()) return { html: '', headings: [], links: [] };
  if (!MARKDOWN_SYNTAX.test(markdown)) return { html: `<p>${markdown.trim().replace(/"/g, '&quot;')}</p>`, headings: [], links: [] };
  const key = (opts.headingIds ? '1' : '0') + markdown;
  let hit = cache.get(key);
  if (!hit) {
    if (!parser) throw new Error('prepareMarkdown() must complete before markdownToHtml');
    const env: Env = { headingIds: opts.headingIds ?? false, headings: [], links: [] };
    hit = { html: parser.render(markdown, env), headings: env.headings, links: env.links };
    cache.set(key, hit);
  }
  return hit;
}
