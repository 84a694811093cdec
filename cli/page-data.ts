// The data a page is rendered from: the site data every page's layout shares,
// each page's own data, and the keys they are hashed into (a page is rendered
// again only when its key changes).
import { createHash } from 'node:crypto';
import type { ClientAssets } from './bundle.ts';
import type { ResolvedConfig } from './config.ts';
import { firstLink, pathIndex, type Neighbours, type PageRecord, type SiteModel } from './model.ts';
import type { ClientConfig } from '../renderer/contract.ts';
import { withBase } from '../renderer/url.ts';
import { sidebarTitles } from './sidebar-titles.ts';
import type * as Server from '../renderer/server.tsx';

/**
 * Whether two values serialise to the same JSON: plain objects with the same keys in the same
 * order, equal arrays, equal primitives. Anything else (a Date, a class instance) counts as
 * different, so the caller serialises it.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return typeof a !== 'number' || Number.isFinite(a); // JSON writes NaN and ±Infinity as null
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i], b[i])) return false;
    return true;
  }
  const plain = (o: object) => {
    const proto = Object.getPrototypeOf(o);
    return proto === Object.prototype || proto === null;
  };
  if (Array.isArray(b) || !plain(a) || !plain(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  for (let i = 0; i < ka.length; i++) {
    if (ka[i] !== kb[i] || !sameJson((a as Record<string, unknown>)[ka[i]], (b as Record<string, unknown>)[kb[i]])) return false;
  }
  return true;
}

export function clientConfig(config: ResolvedConfig): ClientConfig {
  return {
    baseUrl: config.baseUrl,
    productName: config.product.name,
    apiBaseUrl: config.customFields.apiBaseUrl,
    apiClientId: config.customFields.apiClientId,
    sessionCookie: config.sessionCookie,
    links: config.links,
    storagePrefix: config.storagePrefix,
    colorMode: config.colorMode,
    announcementId: config.announcementBar?.id ?? null,
    hideOnScroll: config.navbar.hideOnScroll,
    errorReporting: config.errorReporting ? { dsn: config.errorReporting.dsn, environment: config.errorReporting.environment ?? 'production' } : null,
    search: config.search.hosted ? { backend: 'hosted', ...config.search.hosted } : { backend: 'builtin', indexPath: config.search.indexPath, language: config.search.language },
  };
}

/** What every page's layout is made from (the same for every page of a build). */
export function siteData(model: SiteModel, assets: ClientAssets, devScript: string | undefined): Server.SiteData {
  const { config } = model;
  return {
    title: config.title,
    titleDelimiter: config.titleDelimiter,
    url: config.url,
    baseUrl: config.baseUrl,
    productName: config.product.name,
    productSlug: config.product.slug,
    links: config.links,
    navbar: { title: config.navbar.title, hideOnScroll: config.navbar.hideOnScroll, items: config.navbar.items as Server.SiteData['navbar']['items'] },
    footer: config.footer,
    announcementBar: config.announcementBar,
    colorMode: config.colorMode,
    sidebars: model.sidebars,
    sidebarTitles: sidebarTitles(model),
    docRoutes: Object.fromEntries(model.pages.map((p) => [p.id, p.path])),
    ...homeLinks(model),
    storagePrefix: config.storagePrefix,
    clientConfig: clientConfig(config) as unknown as Record<string, unknown>,
    assets: { css: assets.css, js: assets.js, favicon: assets.favicon },
    tagManager: config.tagManager,
    devScript,
    ...(model.menus ? { menus: model.menus } : {}),
    ...(model.menus ? { scopes: [...new Set(model.pages.flatMap((p) => (p.scope?.key ? [p.scope.key] : [])))] } : {}),
  };
}

/** Front matter the layout shows (Docusaurus keys): title hiding, keywords, Open Graph image, unlisted, tags, edit link, last update. */
function docExtras(page: PageRecord, config: ResolvedConfig): Partial<Server.PageData> {
  const fm = page.frontMatter;
  const meta: NonNullable<Server.PageData['meta']> = [];
  if (fm.keywords?.length) meta.push({ name: 'keywords', content: fm.keywords.join(', ') });
  if (fm.image) {
    const image = /^[a-z][a-z0-9+.-]*:|^\/\//i.test(fm.image) ? fm.image : config.url + withBase(config.baseUrl, fm.image.startsWith('/') ? fm.image : `/${fm.image}`);
    meta.push({ property: 'og:image', content: image }, { name: 'twitter:image', content: image });
  }
  return {
    ...(meta.length ? { meta } : {}),
    ...(fm.hide_title ? { hideTitle: true } : {}),
    ...(fm.unlisted ? { unlisted: true, noindex: true } : {}),
    ...(page.tags?.length ? { tags: page.tags } : {}),
    ...(page.editUrl ? { editUrl: page.editUrl } : {}),
    ...(page.lastUpdate ? { lastUpdate: page.lastUpdate } : {}),
  };
}

/** Without a page at `/`, the chrome links the first doc of the first sidebar instead (or the first page). */
function homeLinks(model: SiteModel): { homeHref: string; hasHome: boolean } {
  if (model.byPath.has('/')) return { homeHref: '/', hasHome: true };
  const first = Object.values(model.sidebars).map(firstLink).find(Boolean);
  return { homeHref: first?.href ?? model.pages[0]?.path ?? '/', hasHome: false };
}

/**
 * What every page's layout is made of, as keys: the chrome and site data all
 * pages share, and each sidebar by id. A page's key takes the shared part and
 * its own sidebar only, so a change to one sidebar (a guide's new title)
 * re-renders the pages showing that sidebar, not every page. The sidebars and
 * doc routes reach other pages only through the navbar, whose HTML is keyed.
 */
export function layoutKeys(site: Server.SiteData, renderer: Server.PageRenderer, rendererKey: string) {
  const { sidebars, docRoutes: _routes, ...shared } = site;
  const hash = createHash('sha256').update(JSON.stringify(shared)).update(rendererKey);
  for (const region of ['skip', 'announcement', 'navbar', 'footer']) hash.update('\0').update(renderer.chromeHtml(region));
  const common = hash.digest('hex');
  const bySidebar = new Map<string, string>();
  return (sidebar: string | undefined): string => {
    if (sidebar === undefined) return common; // also what renderPages reports as the shared layout's key
    let key = bySidebar.get(sidebar);
    if (key === undefined) bySidebar.set(sidebar, (key = createHash('sha256').update(common).update(JSON.stringify(sidebars[sidebar] ?? null)).digest('hex')));
    return key;
  };
}

/** A page's own data for the layout (the plugins' additions come on top). */
export function pageDataOf(page: PageRecord, model: SiteModel, neighbours: Map<string, Neighbours>): Server.PageData {
  const { config } = model;
  const nb = neighbours.get(page.path) ?? {};
  const crumbs = page.sidebar ? (pathIndex(model.sidebars[page.sidebar] ?? []).get(page.path) ?? []) : [];
  const fm = page.frontMatter;
  return {
    id: page.id,
    path: page.path,
    kind: page.kind,
    title: page.title,
    description: page.description,
    sidebar: page.sidebar,
    headings: page.headings,
    hideToc: fm.hide_table_of_contents ?? false,
    noFooter: fm.no_footer ?? false,
    tocMin: fm.toc_min_heading_level ?? config.toc.minHeadingLevel,
    tocMax: fm.toc_max_heading_level ?? config.toc.maxHeadingLevel,
    titleInContent: page.titleInContent,
    breadcrumbs: crumbs.filter((c) => c.href !== page.path).map((c) => ({ label: c.label, href: c.href ?? '' })),
    previous: nb.previous,
    next: nb.next,
    ...(page.scope?.key ? { scope: page.scope.key } : {}),
    ...docExtras(page, config),
  };
}
