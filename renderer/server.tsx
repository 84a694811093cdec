// Server renderer: renderToString per page into a complete HTML document.
// The chrome (navbar, footer, each sidebar) is rendered once per build and
// patched per page, so a page costs the same however large the site grows.
import { createHash } from 'node:crypto';
import { createElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { escapeAttr, renderDocument } from '../templates/document.ts';
import { inlineCall, prepareInline } from '../templates/inline/index.ts';
import { baseUrlBanner } from '../templates/inline/base-url-banner.ts';
import { prePaint } from '../templates/inline/color-mode.ts';
import { tagManager } from '../templates/inline/tag-manager.ts';
import { notFoundRedirect } from '../templates/inline/not-found-redirect.ts';
import { pageMenus } from '../templates/inline/page-menus.ts';
import { AnnouncementBar } from './components/AnnouncementBar.tsx';
import { DocPage } from './components/DocPage.tsx';
import { NotFound } from './components/NotFound.tsx';
import { Footer } from './components/Footer.tsx';
import { CURRENT_PATH, Navbar, NavbarItem } from './components/Navbar.tsx';
import { navbarItemTypes } from './navbar/registry.ts';
import type { NavbarItemType } from './navbar/types.ts';
import { ancestorIndex, categoryKeys, countLinks, Sidebar } from './components/Sidebar.tsx';
import type { NavbarItemData, PageData, SidebarItemData, SiteData } from './types.ts';
import { withBase } from './url.ts';
import { breakLongWords } from './long-words.ts';
import { LanguageIcon } from './components/Icons.tsx';
import { menuHtml, MENU_SLOTS } from './navbar/menus.ts';
import { translateUi, uiString } from './strings.ts';
import { CONTENT_SLOT, CONTENT_SLOT_TAG, DATA, DOM_ID, SIDEBAR_TRIM_LINKS } from './contract.ts';

/** Stands where the page's content goes; replaced by the content's own HTML. */
const ContentSlot = () => createElement(CONTENT_SLOT_TAG);

export { mdxComponents, tocFromHtml } from './components/Mdx.tsx';
export { themeModules } from './components/theme.tsx';
export { addMinifiedScripts, minifiedScripts } from '../templates/inline/index.ts';
export { CategoryIndex } from './components/CategoryIndex.tsx';
export { Landing } from './components/Landing.tsx';
export { ApiInfoPage, GroupPage, InteractiveApiPage, OperationPage } from './components/api/ApiPages.tsx';
export { SearchPage } from './search/SearchPageView.tsx';
export { DocCards, GeneratedIndex } from './components/DocCards.tsx';
export { TagDocs, TagsIndex } from './components/TagPages.tsx';
export type { PageData, SiteData, SidebarItemData } from './types.ts';

export class NavbarRenderError extends Error {}

/** A navbar item as a part of the site shows it: its own sidebar and doc of the same id (`fr/guides`), else the root's. */
function scopedItem(site: SiteData, item: NavbarItemData, scope: string): NavbarItemData {
  const own = (id: string | undefined, known: Record<string, unknown>) => (id !== undefined && known[`${scope}/${id}`] !== undefined ? `${scope}/${id}` : id);
  return {
    ...item,
    ...(item.type === 'docSidebar' ? { sidebarId: own(item.sidebarId, site.sidebars) } : {}),
    ...(item.type === 'doc' ? { docId: own(item.docId, site.docRoutes), label: item.label ?? item.docId } : {}),
    ...(item.items ? { items: item.items.map((i) => scopedItem(site, i, scope)) } : {}),
  };
}

function renderNavbarItem(site: SiteData, item: NavbarItemData, types: Map<string, NavbarItemType>): string {
  try {
    return renderToStaticMarkup(<NavbarItem site={site} item={item} types={types} />);
  } catch (cause) {
    throw new NavbarRenderError(
      `A navbar item failed to render: ${(cause as Error).message}\nPlease double-check the following navbar item (navbar.items) of your config:\n${JSON.stringify(item, null, 2)}`,
      { cause },
    );
  }
}


interface PreparedSidebar {
  items: SidebarItemData[];
  keys: Map<SidebarItemData, string>;
  /** href → keys of the categories to open for it. */
  ancestors: Map<string, string[]>;
  /** The full sidebar, every category closed: the link check's view and, when trimmed, the fragment pages load. */
  html: string;
  /** Where a trimmed sidebar's full version is published (path under out/), else undefined. */
  fragment?: { path: string; url: string };
  title?: { label: string; href?: string };
}

function prepareSidebar(site: SiteData, id: string, items: SidebarItemData[]): PreparedSidebar {
  const keys = categoryKeys(items);
  const title = site.sidebarTitles?.[id];
  const html = renderToStaticMarkup(<Sidebar items={items} baseUrl={site.baseUrl} keys={keys} title={title} />);
  let fragment: PreparedSidebar['fragment'];
  if (countLinks(items) > SIDEBAR_TRIM_LINKS) {
    const hash = createHash('sha256').update(html).digest('hex').slice(0, 10);
    const path = `assets/sidebars/${id.replace(/[^A-Za-z0-9_-]/g, '_')}-${hash}.html`;
    fragment = { path, url: withBase(site.baseUrl, '/' + path) };
  }
  return { items, keys, ancestors: ancestorIndex(items, keys), html, fragment, title };
}

function renderSidebar(site: SiteData, prepared: PreparedSidebar, path: string): string {
  return renderToStaticMarkup(
    <Sidebar items={prepared.items} baseUrl={site.baseUrl} keys={prepared.keys} active={path} open={prepared.ancestors.get(path)} fragment={prepared.fragment?.url} title={prepared.title} />,
  );
}

const metaTags = (meta: PageData['meta'] = []) =>
  meta.map((m) => `<meta ${m.property ? `property="${escapeAttr(m.property)}"` : `name="${escapeAttr(m.name ?? '')}"`} content="${escapeAttr(m.content)}">`).join('');

export interface RenderedDocument {
  html: string;
  /** Everything between the chrome: layout around the content, and the content. */
  main: string;
  /** Keys of the chrome regions on the page (see `chromeHtml`). */
  chrome: string[];
}

export interface PageRenderer {
  renderPage(page: PageData, contentHtml: string): RenderedDocument;
  renderNotFound(): RenderedDocument;
  /** A chrome region's HTML (navbar, a sidebar, footer…), identical on every page that has it. */
  chromeHtml(key: string): string;
  /**
   * Files pages refer to (trimmed sidebars' fragments): path under out/ → contents. Those of the
   * pages rendered so far, plus those of `sidebars` (pages not rendered again still refer to theirs).
   */
  extraFiles(sidebars?: Iterable<string>): Map<string, string>;
}

export interface RendererOptions {
  navbarItemTypes?: readonly NavbarItemType[];
  /** Kept by the caller between renderers (serve's rebuilds): a sidebar whose items did not change is not rendered again. */
  cache?: Map<string, unknown>;
}

/** Awaited before `createRenderer`: minifies the inline scripts without blocking the thread. */
export const prepareRenderer = (): Promise<void> => prepareInline([prePaint, tagManager, baseUrlBanner, notFoundRedirect, pageMenus]);

export function createRenderer(site: SiteData, options: RendererOptions = {}): PageRenderer {
  const types = navbarItemTypes(options.navbarItemTypes);
  const renderNavbar = (shown: SiteData) => {
    const itemHtml = shown.navbar.items.map((item) => renderNavbarItem(shown, item, types));
    return renderToStaticMarkup(
      <Navbar site={shown} types={types} renderItem={(_item, i) => <div className="navbar__slot" dangerouslySetInnerHTML={{ __html: itemHtml[i] }} />} />,
    );
  };
  const navbarHtml = renderNavbar(site);
  /** A part's navbar (a version, a locale): its `docSidebar` and `doc` items open its own sidebar and doc, when it has them. */
  const scopedNavbars = new Map<string, string>();
  const navbarOf = (scope: string | undefined) => {
    if (!scope) return navbarHtml;
    let html = scopedNavbars.get(scope);
    if (html === undefined) scopedNavbars.set(scope, (html = renderNavbar({ ...site, navbar: { ...site.navbar, items: site.navbar.items.map((item) => scopedItem(site, item, scope)) } })));
    return html;
  };
  const footerHtml = renderToStaticMarkup(<Footer site={site} />);
  const announcementHtml = renderToStaticMarkup(<AnnouncementBar site={site} />);
  const script = inlineCall(prePaint, {
    p: site.storagePrefix,
    d: site.colorMode.defaultMode,
    s: site.colorMode.disableSwitch,
    r: site.colorMode.respectPrefersColorScheme,
    a: site.announcementBar?.id ?? null,
  });
  const sidebars = new Map<string, PreparedSidebar>();
  // Cached by sidebar id and items; an id's older versions are dropped when it is asked for again.
  const cache = options.cache as Map<string, { key: string; prepared: PreparedSidebar }> | undefined;
  const sidebarFor = (id: string) => {
    let prepared = sidebars.get(id);
    if (!prepared) {
      const items = site.sidebars[id] ?? [];
      const key = cache ? createHash('sha256').update(JSON.stringify([site.baseUrl, items])).digest('hex') : '';
      const hit = cache?.get(id);
      prepared = hit?.key === key ? hit.prepared : prepareSidebar(site, id, items);
      cache?.set(id, { key, prepared });
      sidebars.set(id, prepared);
    }
    return prepared;
  };
  const skipLink = `<section aria-label="Skip to main content" class="skip-to-content"><a class="skip-to-content__link" href="#${DOM_ID.main}">Skip to main content</a></section>`;
  const headExtra =
    (site.tagManager
      ? `<link rel="preconnect" href="https://www.googletagmanager.com"><script>${inlineCall(tagManager, { containerId: site.tagManager.containerId })}</script>`
      : '') + (site.menus?.length ? `<script>${inlineCall(pageMenus, { selector: '[data-page-menu]' })}</script>` : '');
  const gtmNoscript = site.tagManager
    ? `<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=${escapeAttr(site.tagManager.containerId)}" height="0" width="0" title="Google Tag Manager" hidden></iframe></noscript>`
    : '';

  const baseUrlIssueScript = `<script>${inlineCall(baseUrlBanner, { baseUrl: site.baseUrl, productName: site.productName, bannerId: DOM_ID.baseUrlBanner })}</script>`;

  const formatTitle = (title: string) => {
    const t = title.trim();
    return !t || t === site.title ? site.title : `${t} ${site.titleDelimiter} ${site.title}`;
  };

  const languageIcon = site.menus?.length ? renderToStaticMarkup(<LanguageIcon />) : '';
  /** The chrome in a locale's UI strings, made once per set of strings (and the navbar once per part). */
  const translated = new Map<string, { skip: string; navbar: Map<string, string>; footer: string }>();
  const chromeIn = (strings: Record<string, string> | undefined) => {
    if (!strings) return undefined;
    const key = JSON.stringify(strings);
    let hit = translated.get(key);
    if (!hit) translated.set(key, (hit = { skip: translateUi(skipLink, strings), navbar: new Map(), footer: translateUi(footerHtml, strings) }));
    return hit;
  };
  const navbarIn = (strings: Record<string, string> | undefined, scope: string | undefined) => {
    const own = chromeIn(strings);
    if (!own) return navbarOf(scope);
    let html = own.navbar.get(scope ?? '');
    if (html === undefined) own.navbar.set(scope ?? '', (html = translateUi(navbarOf(scope), strings!)));
    return html;
  };
  /** The navbar's menu slots filled with the page's entries. */
  const fillMenus = (html: string, menus: PageData['menus'], strings: PageData['strings']) =>
    site.menus?.length
      ? html.replace(MENU_SLOTS, (_all, kind: string, mode: string) => {
          const menu = menus?.[kind];
          const drawer = uiString(kind === 'locale' ? 'theme.navbar.mobileLanguageDropdown.label' : 'theme.navbar.mobileVersionsDropdown.label', strings);
          return menu ? menuHtml(kind, menu, site.baseUrl, mode, drawer, kind === 'locale' ? languageIcon : '') : '';
        })
      : html;

  function assemble(
    path: string,
    title: string,
    description: string,
    main: string,
    opts: {
      sidebar?: string;
      noFooter?: boolean;
      noindex?: boolean;
      kind: string;
      headLinks?: PageData['headLinks'];
      meta?: PageData['meta'];
    } & Pick<PageData, 'canonical' | 'html' | 'menus' | 'strings' | 'client' | 'scope'>,
  ): RenderedDocument {
    const url = withBase(site.baseUrl, path);
    const chrome = ['skip', 'announcement', 'navbar', ...(opts.sidebar ? [`sidebar:${opts.sidebar}`] : []), ...(opts.noFooter ? [] : ['footer'])];
    const links = (opts.headLinks ?? [])
      .map((l) => `<link rel="${escapeAttr(l.rel)}"${l.type ? ` type="${escapeAttr(l.type)}"` : ''}${l.hreflang ? ` hreflang="${escapeAttr(l.hreflang)}"` : ''} href="${escapeAttr(withBase(site.baseUrl, l.href))}"${l.title ? ` title="${escapeAttr(l.title)}"` : ''}>`)
      .join('') + metaTags(opts.meta);
    const own = chromeIn(opts.strings);
    let sidebarHtml = opts.sidebar
      ? `<aside class="doc-sidebar" data-sidebar="${escapeAttr(opts.sidebar)}">${renderSidebar(site, sidebarFor(opts.sidebar), path)}<button type="button" class="doc-sidebar__collapse" aria-label="Collapse sidebar" title="Collapse sidebar"><span aria-hidden="true">«</span></button></aside><button type="button" class="doc-sidebar__expand" aria-label="Expand sidebar" title="Expand sidebar" hidden><span aria-hidden="true">»</span></button>`
      : '';
    if (own && sidebarHtml) sidebarHtml = translateUi(sidebarHtml, opts.strings!);
    const body =
      (own?.skip ?? skipLink) +
      announcementHtml +
      fillMenus(navbarIn(opts.strings, opts.scope).replaceAll(CURRENT_PATH, escapeAttr(url)), opts.menus, opts.strings) +
      `<div class="main-wrapper${opts.sidebar ? ' main-wrapper--docs' : ''}" id="${DOM_ID.wrapper}" ${DATA.kind}="${escapeAttr(opts.kind)}">${sidebarHtml}${main}</div>` +
      (opts.noFooter ? '' : (own?.footer ?? footerHtml));
    const html = renderDocument({
      title: formatTitle(title),
      description,
      canonical: opts.canonical ?? site.url + url,
      ...(opts.html ? { lang: opts.html.lang, dir: opts.html.dir } : {}),
      favicon: site.assets.favicon,
      siteName: site.title,
      noindex: opts.noindex,
      inlineScript: script,
      css: site.assets.css,
      js: site.assets.js,
      clientConfig: opts.client ? { ...site.clientConfig, ...opts.client } : site.clientConfig,
      headExtra: links + (path === '/' ? headExtra + baseUrlIssueScript : headExtra),
      bodyStart: gtmNoscript,
      body,
      bodyEnd: site.devScript,
    });
    return { html, main, chrome };
  }

  return {
    renderPage(page, contentHtml) {
      const layout = renderToString(
        <DocPage site={site} page={page}>
          <ContentSlot />
        </DocPage>,
      );
      const at = layout.indexOf(CONTENT_SLOT);
      // The layout (never the content) in the page's UI strings.
      const [before, after] = page.strings ? [translateUi(layout.slice(0, at), page.strings), translateUi(layout.slice(at + CONTENT_SLOT.length), page.strings)] : [layout.slice(0, at), layout.slice(at + CONTENT_SLOT.length)];
      // No run of text longer than the browser can lay out quickly (see long-words.ts).
      const main = breakLongWords(before + contentHtml + after);
      return assemble(page.path, page.title, page.description, main, {
        sidebar: page.sidebar,
        noFooter: page.noFooter,
        noindex: page.noindex,
        kind: page.kind,
        headLinks: page.headLinks,
        meta: page.meta,
        canonical: page.canonical,
        html: page.html,
        menus: page.menus,
        strings: page.strings,
        client: page.client,
        scope: page.scope,
      });
    },
    renderNotFound() {
      return assemble('/404.html', 'Page Not Found', '', renderToString(<NotFound site={site} redirectScript={inlineCall(notFoundRedirect, { baseUrl: site.baseUrl })} />), { noindex: true, kind: 'not-found' });
    },
    extraFiles(ids = []) {
      for (const id of ids) sidebarFor(id);
      return new Map([...sidebars.values()].filter((s) => s.fragment).map((s) => [s.fragment!.path, s.html]));
    },
    chromeHtml(key) {
      if (key === 'skip') return skipLink;
      if (key === 'announcement') return announcementHtml;
      // Every part's navbar: their links are checked, and a change to one re-renders the pages.
      if (key === 'navbar') return [navbarHtml, ...(site.scopes ?? []).map(navbarOf)].join('').replaceAll(CURRENT_PATH, escapeAttr(withBase(site.baseUrl, '/')));
      if (key === 'footer') return footerHtml;
      if (key.startsWith('sidebar:')) return sidebarFor(key.slice('sidebar:'.length)).html;
      return '';
    },
  };
}
