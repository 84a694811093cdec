// Rendered page HTML → plain Markdown for the llms section (llms-full.txt and
// the `<route>.md` twins). We convert the HTML our renderer produced, not the
// MDX source: partials, placeholders, tabs and components are already expanded
// there, so what a reader sees is exactly what an LLM gets.
//
// Pipeline: parse5 → our own clean-up of the site's markup (chrome removed,
// admonitions/tabs/code blocks rewritten to plain HTML equivalents, links made
// absolute) → mdast → Markdown (+GFM). The last two steps have fast paths of
// our own (hast-to-mdast.ts, markdown-writer.ts) that give exactly what
// hast-util-to-mdast and mdast-util-to-markdown give, and hand them whatever
// they do not cover.
import type { Element, ElementContent, Root as HastRoot, RootContent as HastContent, Text } from 'hast';
import type { Code, Nodes as MdNodes, PhrasingContent, Root as MdRoot, RootContent as MdContent } from 'mdast';
import { parseHtmlFragment, withoutCodeSpans } from './parse-html.ts';
import { defaultHandlers, toMdast, type Handle } from 'hast-util-to-mdast';
import { toString } from 'hast-util-to-string';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';
import { toString as mdToString } from 'mdast-util-to-string';
import { Unsupported, writeMarkdown } from './markdown-writer.ts';
import { simpleToMdast } from './hast-to-mdast.ts';

export interface GuideMarkdownOptions {
  title: string;
  description?: string;
  /** The page's URL: absolute, or root-relative (then taken relative to siteUrl). Relative links resolve against it. */
  url: string;
  /** The site's root URL (`config.url` plus `config.baseUrl`, e.g. `https://docs.quire.example`); root-relative links hang off it. */
  siteUrl: string;
}

/** Where links of a fragment point from. */
export interface LinkBase {
  url: string;
  siteUrl: string;
}

const ADMONITION_LABELS: Record<string, string> = { note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger', caution: 'Caution' };
/** Elements that are UI, not content: buttons (copy, tab switches), icons, scripts, inert templates. */
const CHROME_TAGS = new Set(['button', 'svg', 'script', 'style', 'template', 'noscript', 'link', 'meta']);
const CHROME_CLASSES = ['hash-link', 'copy-button', 'tabs__list'];

/** A guide page's article HTML as Markdown: `# Title`, the description, then the content. Never throws. */
export function guideMarkdown(articleHtml: string, opts: GuideMarkdownOptions): string {
  const title = String(opts?.title ?? '');
  const description = typeof opts?.description === 'string' ? opts.description.trim() : '';
  const head: MdContent[] = [{ type: 'heading', depth: 1, children: [{ type: 'text', value: title }] }];
  try {
    const body = htmlToMdast(articleHtml, { url: opts?.url ?? '', siteUrl: opts?.siteUrl ?? '' }, { dropTitle: title });
    // A description taken from the first paragraph (no front matter `description`) is not repeated.
    const first = body.children[0];
    const repeated = first?.type === 'paragraph' && mdToString(first).replace(/\s+/g, ' ').trim() === description.replace(/\s+/g, ' ');
    if (description && !repeated) head.push({ type: 'paragraph', children: [{ type: 'text', value: description }] });
    return serialize({ type: 'root', children: [...head, ...body.children] });
  } catch {
    // Markup we could not convert still yields its text rather than failing the build.
    return `# ${title}\n\n${description ? description + '\n\n' : ''}${plainText(articleHtml)}\n`;
  }
}

/** HTML (a page body or a pre-rendered schema description) → an mdast tree, site markup flattened. */
export function htmlToMdast(html: string, base: LinkBase, options: { dropTitle?: string } = {}): MdRoot {
  const tree = cleanHtml(html, base, options);
  const mdast = simpleToMdast(tree) ?? (toMdast(tree, { handlers: { pre }, nodeHandlers: { comment: () => undefined } }) as MdNodes);
  return { type: 'root', children: wrapPhrasing(mdast.type === 'root' ? mdast.children : [mdast]) };
}

/** HTML → hast with the site's markup cleaned up: what is converted to mdast. */
export function cleanHtml(html: string, base: LinkBase, options: { dropTitle?: string } = {}): HastRoot {
  const tree = parseHtmlFragment(withoutCodeSpans(html ?? ''));
  if (options.dropTitle !== undefined) dropTitleHeading(tree, options.dropTitle);
  cleanChildren(tree, { base, pageUrl: absolutePageUrl(base) });
  return tree;
}

const PHRASING = new Set(['text', 'emphasis', 'strong', 'delete', 'inlineCode', 'break', 'link', 'image', 'linkReference', 'imageReference', 'footnoteReference', 'html']);

/** A fragment of bare text converts to phrasing at the root; put it in paragraphs so it cannot run into the title. */
function wrapPhrasing(nodes: MdContent[]): MdContent[] {
  const out: MdContent[] = [];
  let run: PhrasingContent[] = [];
  const flush = () => {
    if (run.some((n) => n.type !== 'text' || n.value.trim())) out.push({ type: 'paragraph', children: run });
    run = [];
  };
  for (const node of nodes) {
    if (PHRASING.has(node.type)) run.push(node as PhrasingContent);
    else {
      flush();
      out.push(node);
    }
  }
  flush();
  return out;
}

/**
 * Cell contents by HTML: schema descriptions repeat across operations (shared
 * components), and parsing HTML is most of a twin's cost. Nodes are only read
 * when serialised, so sharing them between trees is safe. Links resolve
 * against the page, so HTML with links is keyed by page too.
 */
const inlineMemo = new Map<string, PhrasingContent[]>();
const SIMPLE_PARAGRAPH = /^<p>([^<&]*)<\/p>$/;

/** HTML → phrasing content for one table cell: blocks joined by spaces, code blocks as inline code. */
export function inlineFromHtml(html: string | undefined, base: LinkBase): PhrasingContent[] {
  if (!html?.trim()) return [];
  const simple = SIMPLE_PARAGRAPH.exec(html.trim());
  if (simple) return [{ type: 'text', value: simple[1].replace(/\s*\n\s*/g, ' ') }];
  const key = /\s(href|src)=/.test(html) ? `${base.url}\0${html}` : html;
  let hit = inlineMemo.get(key);
  if (!hit) {
    if (inlineMemo.size > 20_000) inlineMemo.clear();
    inlineMemo.set(key, (hit = inlineUncached(html, base)));
  }
  return hit;
}

function inlineUncached(html: string, base: LinkBase): PhrasingContent[] {
  let root: MdRoot;
  try {
    root = htmlToMdast(html, base);
  } catch {
    return [{ type: 'text', value: plainText(html) }];
  }
  const out: PhrasingContent[] = [];
  const add = (parts: PhrasingContent[]) => {
    if (!parts.length) return;
    if (out.length) out.push({ type: 'text', value: ' ' });
    out.push(...parts);
  };
  const walk = (node: MdNodes) => {
    if (node.type === 'paragraph' || node.type === 'heading' || node.type === 'tableCell') add(node.children.map(noBreaks));
    else if (node.type === 'code') add([{ type: 'inlineCode', value: node.value.replace(/\s*\n\s*/g, ' ') }]);
    else if (node.type === 'html') add([{ type: 'text', value: node.value }]);
    else if ('children' in node) node.children.forEach((c) => walk(c as MdNodes));
  };
  walk(root);
  return out;
}

/**
 * Markdown text of an mdast tree, with GFM (tables, task lists, strikethrough).
 * Our own writer covers the trees twins are made of; anything it is unsure of
 * goes to mdast-util-to-markdown, which it matches byte for byte.
 */
export function serialize(root: MdRoot): string {
  try {
    return writeMarkdown(root);
  } catch (error) {
    if (!(error instanceof Unsupported)) throw error;
    return serializeWithLibrary(root);
  }
}

/** mdast-util-to-markdown with the options the twins use. */
export function serializeWithLibrary(root: MdRoot): string {
  return toMarkdown(root, {
    extensions: [gfmToMarkdown({ tablePipeAlign: false })], // unpadded tables: much smaller llms-full.txt
    bullet: '-',
    emphasis: '_',
    strong: '*',
    fence: '`',
    fences: true,
    rule: '-',
    listItemIndent: 'one',
    resourceLink: true,
  });
}

// --- clean-up of our renderer's markup -------------------------------------

interface Ctx {
  base: LinkBase;
  pageUrl: string | undefined;
}

function classesOf(el: Element): string[] {
  const c = el.properties?.className;
  return Array.isArray(c) ? c.map(String) : typeof c === 'string' ? (c as string).split(/\s+/) : [];
}
const hasClass = (el: Element, name: string) => classesOf(el).includes(name);
const el = (tagName: string, children: ElementContent[], properties: Element['properties'] = {}): Element => ({ type: 'element', tagName, properties, children });
const text = (value: string): Text => ({ type: 'text', value });

function find(node: Element | HastRoot, test: (e: Element) => boolean): Element | undefined {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (test(child)) return child;
    const hit = find(child, test);
    if (hit) return hit;
  }
  return undefined;
}

/** The layout renders the title as `<header><h1>`; the Markdown gets its own `# Title`, so drop that one. */
function dropTitleHeading(tree: HastRoot, title: string) {
  const remove = (parent: Element | HastRoot): boolean => {
    for (let i = 0; i < parent.children.length; i++) {
      const child = parent.children[i];
      if (child.type !== 'element') continue;
      if (child.tagName === 'h1') {
        if (toString(child).trim() === title.trim() || (parent.type === 'element' && parent.tagName === 'header')) parent.children.splice(i, 1);
        return true; // only ever the first h1
      }
      if (remove(child)) {
        if (child.tagName === 'header' && !child.children.some((c) => c.type === 'element' || (c.type === 'text' && c.value.trim()))) parent.children.splice(i, 1);
        return true;
      }
    }
    return false;
  };
  remove(tree);
}

function cleanChildren(parent: Element | HastRoot, ctx: Ctx) {
  const out: HastContent[] = [];
  for (const child of parent.children) {
    if (child.type === 'comment' || child.type === 'doctype') continue;
    if (child.type === 'text') {
      // Zero-width spaces are the text of heading anchors; React's `<!-- -->` separators are comments (dropped above).
      const value = child.value.replace(/\u200b/g, '');
      if (value) out.push({ ...child, value });
      continue;
    }
    if (child.type !== 'element') {
      out.push(child);
      continue;
    }
    const result = transform(child, ctx);
    if (result.length === 1 && result[0] === child) {
      if (child.tagName !== 'pre') cleanChildren(child, ctx); // a <pre>'s text is code, kept as is
      out.push(child);
    } else {
      // New markup (or unwrapped panels) can hold more site markup: clean it as a fragment of its own.
      const fragment: HastRoot = { type: 'root', children: result };
      cleanChildren(fragment, ctx);
      out.push(...fragment.children);
    }
  }
  parent.children = out as typeof parent.children;
}

/** One element of the site's markup → plain HTML that hast-util-to-mdast understands. */
function transform(node: Element, ctx: Ctx): ElementContent[] {
  if (CHROME_TAGS.has(node.tagName) || CHROME_CLASSES.some((c) => hasClass(node, c)) || node.properties?.role === 'tablist') return [];
  if (hasClass(node, 'admonition')) return [admonition(node)];
  if (hasClass(node, 'tabs')) return tabs(node);
  if (hasClass(node, 'code-block')) return codeBlock(node) ?? [node];
  if (node.tagName === 'details') return details(node);
  if (node.tagName === 'a') {
    const href = node.properties?.href;
    if (typeof href === 'string') node.properties.href = absoluteUrl(href, ctx);
    return [node];
  }
  // Images, and media that convert to links (video, audio, iframe).
  if (typeof node.properties?.src === 'string') node.properties.src = absoluteUrl(node.properties.src, ctx);
  return [node];
}

/** `:::warning Title` → a blockquote opening with `**Warning: Title**`; untitled ones with `**Note:**` inline. */
function admonition(node: Element): Element {
  const kind = classesOf(node).find((c) => c.startsWith('admonition--'))?.slice('admonition--'.length) ?? 'note';
  const label = ADMONITION_LABELS[kind] ?? kind.charAt(0).toUpperCase() + kind.slice(1);
  const titleEl = find(node, (e) => hasClass(e, 'admonition__title'));
  const bodyEl = find(node, (e) => hasClass(e, 'admonition__body'));
  const title = titleEl ? toString(titleEl).trim() : '';
  const body: ElementContent[] = bodyEl ? bodyEl.children : node.children.filter((c) => c !== titleEl);
  // Without a title the renderer shows the kind itself ("note"), which is no title at all.
  if (title && title.toLowerCase() !== kind) {
    return el('blockquote', [el('p', [el('strong', [text(`${label}: `), ...(titleEl?.children ?? [])])]), ...body]);
  }
  const first = body.find((c): c is Element => c.type === 'element');
  if (first?.tagName === 'p') {
    first.children.unshift(el('strong', [text(`${label}:`)]), text(' '));
    return el('blockquote', body);
  }
  return el('blockquote', [el('p', [el('strong', [text(`${label}:`)])]), ...body]);
}

/** Every panel in order, each after a bold line with its tab's label (the HTML holds them all). */
function tabs(node: Element): ElementContent[] {
  const labels = new Map<string, string>();
  const list = find(node, (e) => e.properties?.role === 'tablist' || hasClass(e, 'tabs__list'));
  for (const tab of list?.children ?? []) {
    if (tab.type === 'element' && typeof tab.properties?.ariaControls === 'string') labels.set(tab.properties.ariaControls, toString(tab).trim());
  }
  const out: ElementContent[] = [];
  for (const panel of node.children) {
    if (panel.type !== 'element' || !(panel.properties?.role === 'tabpanel' || hasClass(panel, 'tabs__panel'))) continue;
    const labelEl = panel.children.find((c): c is Element => c.type === 'element' && hasClass(c, 'tabs__panel-label'));
    const label = labelEl ? toString(labelEl).trim() : labels.get(String(panel.properties?.id ?? '')) ?? '';
    if (label) out.push(el('p', [el('strong', [text(label)])]));
    out.push(...panel.children.filter((c) => c !== labelEl));
  }
  return out;
}

/** A highlighted block → `<pre><code class="language-x">` with the plain text; the title travels as fence meta. */
function codeBlock(node: Element): ElementContent[] | undefined {
  const code = find(node, (e) => e.tagName === 'code') ?? (node.tagName === 'pre' ? node : undefined);
  if (!code) return undefined;
  const titleEl = find(node, (e) => hasClass(e, 'code-block__title'));
  const title = titleEl ? toString(titleEl).trim() : '';
  const fromClass = classesOf(code).find((c) => c.startsWith('language-'))?.slice('language-'.length);
  const lang = typeof node.properties?.dataLanguage === 'string' && node.properties.dataLanguage ? node.properties.dataLanguage : fromClass;
  const value = toString(code).replace(/\n$/, '');
  const meta = title ? (title.includes('"') ? `title='${title}'` : `title="${title}"`) : undefined;
  return [el('pre', [el('code', [text(value)], { className: lang ? [`language-${lang}`] : [] })], { dataMeta: meta })];
}

/** `<details>` has no Markdown form: its summary becomes a bold line, the rest follows. */
function details(node: Element): ElementContent[] {
  const summary = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'summary');
  const rest = node.children.filter((c) => c !== summary);
  return summary ? [el('p', [el('strong', summary.children)]), ...rest] : rest;
}

/** hast-util-to-mdast's `pre`, plus the fence meta (code title) we put on the element. */
const pre: Handle = (state, node) => {
  const result = defaultHandlers.pre(state, node) as Code | undefined;
  const meta = node.properties?.dataMeta;
  if (result && typeof meta === 'string' && meta) result.meta = meta;
  return result;
};

// --- URLs ------------------------------------------------------------------

const trimSlash = (s: string) => s.replace(/\/+$/, '');

/**
 * `/x/` → `${siteUrl}/x/`. Rendered HTML already carries the baseUrl in its
 * hrefs (`/docs/x/`) while model routes do not (`/x/`): when siteUrl ends in
 * that base path and the href starts with it, the base is not doubled.
 */
export function rootRelative(href: string, siteUrl: string): string {
  const root = trimSlash(siteUrl ?? '');
  let basePath = '';
  try {
    basePath = trimSlash(new URL(root).pathname);
  } catch {
    // not an absolute URL: plain concatenation
  }
  if (basePath && (href === basePath || href.startsWith(`${basePath}/`))) return root.slice(0, root.length - basePath.length) + href;
  return root + href;
}

function absolutePageUrl(base: LinkBase): string | undefined {
  const url = base.url ?? '';
  try {
    if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return new URL(url).href;
    return new URL(rootRelative(url.startsWith('/') ? url : `/${url}`, base.siteUrl)).href;
  } catch {
    return undefined;
  }
}

/** Root-relative → `${siteUrl}/x/`; relative and `#anchor` → resolved against the page; external left alone. */
function absoluteUrl(href: string, ctx: Ctx): string {
  if (!href || /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) return href;
  if (href.startsWith('/')) return rootRelative(href, ctx.base.siteUrl);
  if (!ctx.pageUrl) return href;
  try {
    return new URL(href, ctx.pageUrl).href;
  } catch {
    return href;
  }
}

// --- helpers ---------------------------------------------------------------

/** Table cells are one line: a hard break becomes a space. */
function noBreaks(node: PhrasingContent): PhrasingContent {
  return node.type === 'break' ? { type: 'text', value: ' ' } : node;
}

/** Last resort for markup the converter could not handle: the text, tags stripped. */
function plainText(html: string): string {
  try {
    return toString(parseHtmlFragment(String(html ?? ''))).replace(/\u200b/g, '').replace(/\n{3,}/g, '\n\n').trim();
  } catch {
    return String(html ?? '').replace(/<[^>]*>/g, '').trim();
  }
}
