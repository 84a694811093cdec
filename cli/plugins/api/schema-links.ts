// Links written in schema text (descriptions): kept when they lead somewhere
// in the site, Redoc-style deep links sent to the matching page, anything
// else shown as text, so a schema cannot break the site's link check.
import { withBase } from '../../../renderer/url.ts';
import { PUBLISHED_FILES, slugify, type ApiPlan, type PlannedPage } from './plan.ts';

export type Fix = (html: string, route: string) => string;

/** Applies the link fixer to every `descriptionHtml` in a view, however deep. */
export function fixHtmlFields(view: unknown, route: string, fix: Fix) {
  const walk = (node: any, depth: number) => {
    if (!node || typeof node !== 'object' || depth > 200) return;
    if (Array.isArray(node)) return node.forEach((n) => walk(n, depth + 1));
    for (const key of Object.keys(node)) {
      // remedyHtml: an error example's description, copied into the Errors table.
      if ((key === 'descriptionHtml' || key === 'remedyHtml') && typeof node[key] === 'string' && /<(a|img) /.test(node[key])) node[key] = fix(node[key], route);
      else if (typeof node[key] === 'object') walk(node[key], depth + 1);
    }
  };
  walk(view, 0);
}

const ANCHOR = /<a href="([^"]*)"([^>]*)>([\s\S]*?)<\/a>/g;
const IMAGE = /<img src="([^"]*)" alt="([^"]*)"([^>]*)>/g;
const unescapeAttr = (s: string) => s.replace(/&#x26;|&amp;/g, '&').replace(/&#x22;|&quot;/g, '"');
const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * Resolves a link written in a description. Absolute URLs stay; links to a
 * page of this site (a guide, a generated page, with an anchor it has) stay,
 * under the base URL; Redoc-style deep links (`#operation/getPet`,
 * `#tag/pet`) lead to the matching page; anything else becomes plain text.
 */
export function linkFixer(plan: ApiPlan, idsByRoute: Map<string, Set<string>>, siteRoutes: Set<string>, byOperationId: Map<string, PlannedPage>, baseUrl: string, staticFile: (pathname: string) => boolean = () => false): Fix {
  const tagRoute = (tag: string) => {
    const folder = plan.folderOf.get(tag);
    return folder ? `/api/${folder}/` : plan.pages.find((p) => p.kind === 'operation' && p.tag === tag)?.route;
  };
  const decode = (s: string) => {
    try {
      return decodeURIComponent(s);
    } catch {
      return s;
    }
  };
  const resolveHref = (href: string, route: string): string | null | undefined => {
    if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) return undefined;
    if (href.startsWith('#')) {
      const frag = decode(href.slice(1));
      const redoc = /^(?:tag\/([^/]+)\/)?operation\/(.+)$/.exec(frag);
      if (redoc) return byOperationId.get(redoc[2])?.route ?? null;
      const tag = /^tag\/([^/]+)$/.exec(frag);
      if (tag) return tagRoute(tag[1]) ?? tagRoute(plan.tagOrder.find((t) => slugify(t) === slugify(tag[1])) ?? '') ?? null;
      const section = /^section\/([^/]+)/.exec(frag);
      if (section) return idsByRoute.get(plan.infoRoute)?.has(slugify(section[1])) ? `${plan.infoRoute}#${slugify(section[1])}` : plan.infoRoute;
      return frag === '' || idsByRoute.get(route)?.has(frag) ? undefined : null;
    }
    let url: URL;
    try {
      url = new URL(href, `http://site${route}`);
    } catch {
      return null;
    }
    if (url.host !== 'site') return null;
    const pathname = decode(url.pathname);
    if (PUBLISHED_FILES.includes(pathname)) return pathname;
    const page = pathname.endsWith('/') ? pathname : `${pathname}/`;
    const ids = idsByRoute.get(page);
    if (ids) return url.hash && !ids.has(decode(url.hash.slice(1))) ? page : page + url.hash;
    if (siteRoutes.has(page)) return page + url.search + url.hash;
    return null;
  };
  /** An image stays when it is on the web or a file of the site (its `static/` folder); else its alt text is shown. */
  const image = (whole: string, rawSrc: string, alt: string, attrs: string, route: string) => {
    const src = unescapeAttr(rawSrc);
    if (/^[a-z][a-z0-9+.-]*:/i.test(src) || src.startsWith('//')) return whole;
    let pathname: string | undefined;
    try {
      pathname = decode(new URL(src, `http://site${route}`).pathname);
    } catch {
      // not a URL: shown as text
    }
    if (pathname && staticFile(pathname)) return `<img src="${escapeAttr(withBase(baseUrl, pathname))}" alt="${alt}"${attrs}>`;
    return `<span class="api-unlinked" title="${escapeAttr(`Not a file of this site: ${src}`)}">${alt}</span>`;
  };
  return (html, route) =>
    html.replace(IMAGE, (whole, src: string, alt: string, attrs: string) => image(whole, src, alt, attrs, route)).replace(ANCHOR, (whole, rawHref: string, attrs: string, inner: string) => {
      const href = unescapeAttr(rawHref);
      const target = resolveHref(href, route);
      if (target === undefined) return whole;
      if (target === null) return `<span class="api-unlinked" title="${escapeAttr(`Not a page of this site: ${href}`)}">${inner}</span>`;
      return `<a href="${escapeAttr(withBase(baseUrl, target))}"${attrs}>${inner}</a>`;
    });
}
