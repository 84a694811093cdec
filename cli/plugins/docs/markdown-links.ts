// Links to Markdown files (`[Setup](../setup.md)`), resolved to the linked
// page's route by Docusaurus's rules: `./` and `../` from the linking file's
// folder only; `/x.md` from the content folder, then the site folder; `@site/`
// from the site folder; a bare `x.md` from the file's folder, then the content
// folder, then the site folder.
import { dirname, join, resolve } from 'node:path';
import { isCategoryIndexName, parseNumberPrefix } from '../../content.ts';

export interface MarkdownLinkContext {
  /** The file the link is written in. */
  from: string;
  contentDir: string;
  rootDir: string;
  /** A page's route by its source file (absolute path). */
  routeOf: (file: string) => string | undefined;
}

/** The folders a link's path is looked up from, first match wins. */
function candidates(path: string, ctx: MarkdownLinkContext): string[] {
  if (path.startsWith('@site/')) return [join(ctx.rootDir, path.slice('@site/'.length))];
  if (path.startsWith('/')) return [join(ctx.contentDir, path), join(ctx.rootDir, path)];
  if (path.startsWith('./') || path.startsWith('../')) return [resolve(dirname(ctx.from), path)];
  return [resolve(dirname(ctx.from), path), join(ctx.contentDir, path), join(ctx.rootDir, path)];
}

/** `../setup.md#step?x` → `/guides/setup/#step?x`-like (the route, then the link's query and hash); undefined when no page has that file. */
export function resolveMarkdownLink(href: string, ctx: MarkdownLinkContext): string | undefined {
  const cut = href.search(/[?#]/);
  const path = cut < 0 ? href : href.slice(0, cut);
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    decoded = path;
  }
  for (const file of candidates(decoded, ctx)) {
    const route = ctx.routeOf(file);
    if (route) return route + (cut < 0 ? '' : href.slice(cut));
  }
  return undefined;
}

/**
 * The URL Docusaurus gives a page (with its `trailingSlash` unset: `trailingSlash` forces one way or
 * the other): its route without the trailing slash, unless its slug ends with one or it is a folder's index page (relative links resolve from it, so `./next` from `/a/b` is
 * `/a/next`, and from the index page `/a/` it is `/a/next`).
 */
export function docusaurusPermalink(route: string, slug: string | undefined, contentPath: string | undefined, trailingSlash?: boolean): string {
  if (route === '/' || trailingSlash === true) return route;
  if (trailingSlash === false) return route.replace(/\/$/, '');
  if (slug === undefined ? isIndexFile(contentPath) : slug.endsWith('/')) return route;
  return route.replace(/\/$/, '');
}

function isIndexFile(contentPath: string | undefined): boolean {
  if (!contentPath) return false;
  const parts = contentPath.replace(/\.mdx?$/, '').split('/');
  return isCategoryIndexName(parts[parts.length - 1], parts.length > 1 ? parseNumberPrefix(parts[parts.length - 2]).name : undefined);
}
