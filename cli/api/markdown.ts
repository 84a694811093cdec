// CommonMark (+GFM) descriptions from the schema → HTML, at build time.
import GithubSlugger from 'github-slugger';
import type { Root as HastRoot, Element } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';
import { loadHighlighter, renderCodeHtml } from '../mdx/highlight.ts';
import type { TocEntry } from '../mdx/plugins.ts';

export interface MarkdownHtml {
  html: string;
  headings: TocEntry[];
  links: string[];
}

function rehypeDocsExtras(options: { headingIds: boolean }) {
  return (tree: HastRoot, file: { data: Record<string, unknown> }) => {
    const slugger = new GithubSlugger();
    const headings: TocEntry[] = [];
    const links: string[] = [];
    visit(tree, 'element', (node: Element, index, parent: any) => {
      if (node.tagName === 'a' && typeof node.properties?.href === 'string') {
        const href = node.properties.href;
        links.push(href);
        if (/^[a-z]+:|^\/\//i.test(href)) Object.assign(node.properties, { target: '_blank', rel: 'noopener noreferrer' });
      }
      if (options.headingIds && /^h[2-6]$/.test(node.tagName)) {
        const text = toString(node);
        const id = slugger.slug(text);
        node.properties = { ...node.properties, id, className: ['anchor'] };
        node.children.push({
          type: 'element',
          tagName: 'a',
          properties: { href: `#${id}`, className: ['hash-link'], ariaLabel: `Direct link to ${text}`, title: `Direct link to ${text}` },
          children: [{ type: 'text', value: '\u200b' }],
        });
        headings.push({ depth: Number(node.tagName[1]), id, text });
      }
      if (node.tagName === 'pre' && parent && index !== undefined) {
        const code = node.children[0];
        if (code?.type !== 'element' || code.tagName !== 'code') return;
        const lang = ((code.properties?.className as string[] | undefined) ?? []).find((c) => c.startsWith('language-'))?.slice(9);
        const html = renderCodeHtml(toString(code), lang, new Set());
        parent.children[index] = {
          type: 'element',
          tagName: 'div',
          properties: { className: ['code-block'], dataLanguage: lang },
          children: [{ type: 'element', tagName: 'pre', properties: { className: ['code-block__pre'], tabIndex: 0 }, children: [{ type: 'element', tagName: 'code', properties: {}, children: [{ type: 'raw', value: html } as any] }] }],
        };
      }
      if (node.tagName === 'table' && parent && index !== undefined && !(parent.properties?.className ?? []).includes?.('table-wrapper')) {
        parent.children[index] = { type: 'element', tagName: 'div', properties: { className: ['table-wrapper'] }, children: [node] };
      }
    });
    file.data.headings = headings;
    file.data.links = links;
  };
}

type Processor = { processSync(md: string): { data: Record<string, unknown>; toString(): string } };
let plain: Processor | undefined;
let withIds: Processor | undefined;

/** Loads the Markdown pipeline (unified, remark, rehype) and the highlighter; needed before markdownToHtml. */
export async function prepareMarkdown(): Promise<void> {
  if (plain) return;
  const [{ unified }, { default: remarkParse }, { default: remarkGfm }, { default: remarkRehype }, { default: rehypeStringify }] = await Promise.all([
    import('unified'),
    import('remark-parse'),
    import('remark-gfm'),
    import('remark-rehype'),
    import('rehype-stringify'),
    loadHighlighter(),
  ]);
  const make = (headingIds: boolean) =>
    unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypeDocsExtras, { headingIds }).use(rehypeStringify, { allowDangerousHtml: true }) as unknown as Processor;
  plain = make(false);
  withIds = make(true);
}

const cache = new Map<string, MarkdownHtml>();

// Most schema descriptions are plain sentences; they skip the Markdown parser.
const MARKDOWN_SYNTAX = /[*_`[\]<>#|\\!~&]|:\/\/|www\.|\n\s*\n|^\s*([-+]|\d+[.)])\s/m;

/** Renders schema Markdown; raw HTML in it is dropped (schemas are data, not pages). */
export function markdownToHtml(markdown: unknown, opts: { headingIds?: boolean } = {}): MarkdownHtml {
  if (typeof markdown !== 'string' || !markdown.trim()) return { html: '', headings: [], links: [] };
  if (!MARKDOWN_SYNTAX.test(markdown)) return { html: `<p>${markdown.trim().replace(/"/g, '&quot;')}</p>`, headings: [], links: [] };
  const key = (opts.headingIds ? '1' : '0') + markdown;
  let hit = cache.get(key);
  if (!hit) {
    const processor = opts.headingIds ? withIds : plain;
    if (!processor) throw new Error('prepareMarkdown() must complete before markdownToHtml');
    const file = processor.processSync(markdown);
    hit = { html: String(file), headings: (file.data.headings as TocEntry[]) ?? [], links: (file.data.links as string[]) ?? [] };
    cache.set(key, hit);
  }
  return hit;
}
