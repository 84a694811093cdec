// Docusaurus theme components pages (and the site's own components) import by
// name: `@theme/Details`, `@theme/Heading`, `@theme/Layout`, `@docusaurus/Link`,
// and the map of every supported theme module (themeModules). Tabs, TabItem,
// CodeBlock and Admonition are also MDX components, so they live in Mdx.tsx.
import type { ReactNode } from 'react';
import { isExternal, withBase } from '../url.ts';
import { Admonition } from './Admonition.tsx';
import { AnchoredHeading, CodeBlock, TabItem, Tabs } from './Mdx.tsx';

/** A disclosure box: `<Details summary="…">` or a `<summary>` child. */
export function Details({ summary, children, className, ...rest }: { summary?: ReactNode; children?: ReactNode; className?: string; open?: boolean }) {
  return (
    <details className={`details${className ? ` ${className}` : ''}`} {...rest}>
      {summary !== undefined && (typeof summary === 'string' ? <summary>{summary}</summary> : summary)}
      <div className="details__body">{children}</div>
    </details>
  );
}

/** `<Heading as="h2" id="x">`: a heading with its "Direct link" anchor. */
export function Heading({ as = 'h2', id, children }: { as?: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'; id?: string; children?: ReactNode }) {
  if (as === 'h1') return <h1 id={id}>{children}</h1>;
  return (
    <AnchoredHeading level={Number(as.slice(1)) as 2 | 3 | 4 | 5 | 6} id={id}>
      {children}
    </AnchoredHeading>
  );
}

/**
 * `@theme/Layout`: the page is already in the site layout, so its children are
 * the content (`title`/`description` belong in the front matter).
 */
export function Layout({ children, wrapperClassName }: { children?: ReactNode; title?: string; description?: string; wrapperClassName?: string; noFooter?: boolean }) {
  return <div className={`layout${wrapperClassName ? ` ${wrapperClassName}` : ''}`}>{children}</div>;
}

type LinkProps = { to?: string; href?: string; children?: ReactNode; className?: string; [key: string]: unknown };

/** `@docusaurus/Link` for a base URL: routes get it, external links open in a new tab. */
export function makeLink(baseUrl: string) {
  return function Link({ to, href, children, ...rest }: LinkProps) {
    const target = to ?? href ?? '';
    if (isExternal(target)) {
      return (
        <a href={target} target="_blank" rel="noopener noreferrer" {...rest}>
          {children}
        </a>
      );
    }
    return (
      <a href={withBase(baseUrl, target)} {...rest}>
        {children}
      </a>
    );
  };
}

/** What the supported theme modules resolve to, for pages that import them under any name. */
export function themeModules(ctx: { baseUrl: string }): Record<string, unknown> {
  return {
    '@theme/Tabs': Tabs,
    '@theme/TabItem': TabItem,
    '@theme/CodeBlock': CodeBlock,
    '@theme/Admonition': Admonition,
    '@theme/Details': Details,
    '@theme/Heading': Heading,
    '@theme/Layout': Layout,
    '@docusaurus/Link': makeLink(ctx.baseUrl),
  };
}
