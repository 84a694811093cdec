// Components available in every MDX page: headings with anchors, links,
// code blocks, tabs, tables.
import { Children, createContext, isValidElement, useContext, useId, type ReactElement, type ReactNode } from 'react';
import { isExternal, withBase } from '../url.ts';
import { ASSET_MARK } from '../contract.ts';
import { Admonition } from './Admonition.tsx';
import { escapeHtml } from '../html.ts';
import { compactCode } from '../code-tokens.ts';

export function textOf(node: ReactNode): string {
  if (node == null || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement(node)) return textOf((node.props as { children?: ReactNode }).children);
  return '';
}

type HeadingProps = { id?: string; children?: ReactNode };

/**
 * A heading with its id and a "Direct link to …" anchor (content and generated pages alike). The
 * anchor is empty (the stylesheet draws its `#`) and named by its aria-label; the client makes that
 * its tooltip too when a pointer comes over it (renderer/client/hash-links.ts): a page has dozens,
 * and a title repeating every label was 0.6 MB over the large benchmark corpus.
 */
export function AnchoredHeading({ level, id, children }: HeadingProps & { level: 2 | 3 | 4 | 5 | 6 }) {
  const Tag = `h${level}` as const;
  if (!id) return <Tag>{children}</Tag>;
  return (
    <Tag id={id} className="anchor">
      {children}
      <a href={`#${id}`} className="hash-link" aria-label={`Direct link to ${textOf(children)}`} />
    </Tag>
  );
}

const ANCHORED = /<h([2-6]) id="([^"]+)" class="anchor">([\s\S]*?)<a href="#[^"]*" class="hash-link"/g;
const ENTITY: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };

/**
 * The table of contents of rendered content, read back from the headings
 * AnchoredHeading writes (pages whose partials bring headings of their own).
 */
export function tocFromHtml(html: string): { depth: number; id: string; text: string }[] {
  return [...html.matchAll(ANCHORED)].map(([, level, id, inner]) => ({
    depth: Number(level),
    id: id.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, e: string) => ENTITY[e]),
    text: inner.replace(/<[^>]*>/g, '').replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, e: string) => ENTITY[e]).trim(),
  }));
}

function makeHeading(level: 2 | 3 | 4 | 5 | 6) {
  return ({ id, children }: HeadingProps) => (
    <AnchoredHeading level={level} id={id}>
      {children}
    </AnchoredHeading>
  );
}

/**
 * A code block. Fenced code arrives highlighted (`html`, one `.line` span per
 * line); `<CodeBlock>` written in a page or component with its code as children
 * (and no literal the build could highlight) shows it as plain text. A line
 * keeps a span of its own only where it is numbered or highlighted; otherwise
 * the block is compact (compactCode: the same text and colours, a fifth fewer
 * bytes in a typical guide's code).
 * `lines={false}`: `html` is compact already (the API pages' samples and examples).
 */
export function CodeBlock({ html, language, title, showLineNumbers, lines = true, children }: { html?: string; language?: string; title?: string; showLineNumbers?: boolean | number | string; lines?: boolean; children?: ReactNode }) {
  const numbered = lines && showLineNumbers !== undefined && showLineNumbers !== false;
  const start = typeof showLineNumbers === 'number' || (typeof showLineNumbers === 'string' && /^\d+$/.test(showLineNumbers)) ? Number(showLineNumbers) : 1;
  const lined = html ?? escapeHtml(textOf(children).replace(/\n$/, '')).split('\n').map((line) => `<span class="line">${line}\n</span>`).join('');
  const bare = !lines || (!numbered && !lined.includes('line--hl'));
  const code = lines && bare ? compactCode(lined) : lined;
  return (
    <div className={`code-block${numbered ? ' code-block--numbered' : ''}${bare ? ' code-block--bare' : ''}`} data-language={language}>
      {title && <div className="code-block__title">{title}</div>}
      <div className="code-block__body">
        <pre className="code-block__pre" tabIndex={0} style={numbered && start !== 1 ? ({ counterReset: `line ${start - 1}` } as object) : undefined}>
          <code dangerouslySetInnerHTML={{ __html: code }} />
        </pre>
        {/* The icons are the stylesheet's (masks): a page of many code blocks carries no copy of their paths. */}
        <button type="button" className="copy-button" aria-label="Copy code to clipboard" title="Copy" />
      </div>
    </div>
  );
}

interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  /**
   * The panel is not in the page: the browser makes it (a sample placeholder,
   * renderer/client/tabs.ts) and writes its content when it is shown. Without
   * JavaScript there is nothing to show (an API page's note says so).
   */
  lazy?: boolean;
  children?: ReactNode;
}
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}

export function Tabs({ children, groupId, defaultValue }: { children?: ReactNode; groupId?: string; defaultValue?: string }) {
  const id = useId().replace(/[^A-Za-z0-9_-]/g, '');
  const items = Children.toArray(children).filter((c): c is ReactElement<TabItemProps> => isValidElement(c));
  const selected = defaultValue ?? items.find((i) => i.props.default)?.props.value ?? items[0]?.props.value;
  // An empty panel of a lazy tab is left to the browser (a few hundred bytes each, on every API page).
  const made = (item: ReactElement<TabItemProps>) => item.props.lazy === true && item.props.value !== selected;
  return (
    <div className="tabs" data-group={groupId}>
      {/* Horizontal, the tablist's default orientation: no aria-orientation (every tab set of every page). */}
      <div role="tablist" className="tabs__list">
        {items.map((item, i) => (
          <button
            key={item.props.value}
            role="tab"
            type="button"
            // A panel the browser makes is named by the tab when it is made, and the tab's id
            // (the first tab's, numbered by its place) is written then (renderer/client/tabs.ts).
            id={made(item) ? undefined : `tab-${id}-${i}`}
            aria-controls={made(item) ? undefined : `panel-${id}-${i}`}
            aria-selected={item.props.value === selected}
            tabIndex={item.props.value === selected ? 0 : -1}
            className="tabs__tab"
            data-lazy={made(item) ? '' : undefined}
            data-value={item.props.value}
          >
            {item.props.label ?? item.props.value}
          </button>
        ))}
      </div>
      {items.map((item, i) => made(item) ? null : (
        <div
          key={item.props.value}
          role="tabpanel"
          id={`panel-${id}-${i}`}
          aria-labelledby={`tab-${id}-${i}`}
          className={item.props.lazy ? 'tabs__panel tabs__panel--lazy' : 'tabs__panel'}
          hidden={item.props.value !== selected}
        >
          <p className="tabs__panel-label">{item.props.label ?? item.props.value}</p>
          {item.props.children}
        </div>
      ))}
    </div>
  );
}

export interface LinkContext {
  baseUrl: string;
  /** Resolves `./other.mdx#x` relative to the current page; undefined when unknown. */
  resolveFileLink: (href: string) => string | undefined;
  /**
   * The page's URL as Docusaurus has it, base URL included (no trailing slash unless its slug ends
   * with one): relative links (`./next`, `../x`, `usage/`) resolve from it, as a Docusaurus site's do.
   */
  pagePath?: string;
}

/** `./next` from `/a/b` → `/a/next/` (our routes end with a slash; a file's path keeps its name). */
export function resolveRelative(href: string, pagePath: string): string {
  const url = new URL(href, `http://site${pagePath}`);
  const last = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  const pathname = last && !last.includes('.') ? url.pathname + '/' : url.pathname;
  return pathname + url.search + url.hash;
}

/** Under the base URL, unless the link has it already (`/docs/x` with base `/docs/`), as Docusaurus's links do. */
export function withBaseOnce(baseUrl: string, href: string): string {
  if (baseUrl !== '/' && (href.startsWith(baseUrl) || href === baseUrl.slice(0, -1))) return href.startsWith(baseUrl) ? href : baseUrl;
  return withBase(baseUrl, href);
}

/** An SVG image: a diagram, drawn at its own size, not shrunk to the column (see Diagram). */
const SVG = /\.svg(?:[?#]|$)/i;

/**
 * A diagram: shrunk to a phone's width its labels would be a few pixels high, so on
 * narrow screens it keeps its own size and scrolls sideways (renderer/client/scroll-regions.ts
 * makes the frame focusable while it does), with a link to open it full size.
 * Spans, as it sits in a paragraph.
 */
function Diagram({ url, children }: { url: string; children: ReactNode }) {
  return (
    <span className="diagram">
      <span className="diagram__frame">{children}</span>
      <a className="diagram__open" href={url} target="_blank" rel="noopener">
        Open the diagram full size
      </a>
    </span>
  );
}

/** Whether content renders inside a link: a link holds no other link (a diagram's "open" link). */
const InsideLink = createContext(false);

export function mdxComponents(ctx: LinkContext) {
  function A(props: { href?: string; children?: ReactNode }) {
    return <InsideLink.Provider value={true}>{link(props)}</InsideLink.Provider>;
  }
  function link({ href = '', children, ...rest }: { href?: string; children?: ReactNode }) {
    if (isExternal(href) && !href.startsWith(ASSET_MARK)) {
      return (
        <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
          {children}
        </a>
      );
    }
    if (href.startsWith(ASSET_MARK)) return <a href={href} {...rest}>{children}</a>;
    // A page's file (its route), a relative URL (resolved from the page's URL), or a path as written.
    // A file link that resolves to no page stays as written, so the link check names it as the author wrote it.
    const file = /\.mdx?(#|\?|$)/.test(href);
    const route = file ? ctx.resolveFileLink(href) : undefined;
    const relative = !file && ctx.pagePath && href && !/^[/#?]/.test(href) ? resolveRelative(href, ctx.pagePath) : undefined;
    return (
      <a href={route ? withBase(ctx.baseUrl, route) : relative ?? withBaseOnce(ctx.baseUrl, href)} {...rest}>
        {children}
      </a>
    );
  }
  // An SVG in a link (a badge, say) is the link's content, not a diagram to open on its own.
  function Img({ src, ...props }: Record<string, unknown>) {
    const inLink = useContext(InsideLink);
    const url = typeof src === 'string' ? withBase(ctx.baseUrl, src) : (src as string);
    const image = <img loading="lazy" decoding="async" src={url} {...props} />;
    return typeof url === 'string' && SVG.test(url) && !inLink ? <Diagram url={url}>{image}</Diagram> : image;
  }
  return {
    h2: makeHeading(2),
    h3: makeHeading(3),
    h4: makeHeading(4),
    h5: makeHeading(5),
    h6: makeHeading(6),
    // The page title is rendered by the layout; an h1 in content replaces it.
    h1: ({ children, id }: HeadingProps) => <h1 id={id}>{children}</h1>,
    a: A,
    table: ({ children }: { children?: ReactNode }) => (
      <div className="table-wrapper">
        <table>{children}</table>
      </div>
    ),
    // `/img/x.png` is a file of the static folder, served under the base URL (as Docusaurus does).
    img: Img,
    CodeBlock,
    Tabs,
    TabItem,
    Admonition,
  };
}
