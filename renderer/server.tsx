// Server renderer: renderToString per page into a complete HTML document.
// The chrome (navbar, footer, each sidebar) is rendered once per build and
// patched per page, so a page costs the same however large the site grows.
import type { ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { escapeAttr, renderDocument } from '../templates/document.ts';
import { inlineScript } from '../templates/inline-script.ts';
import { AnnouncementBar } from './components/AnnouncementBar.tsx';
import { DocPage, NotFound } from './components/DocPage.tsx';
import { Footer } from './components/Footer.tsx';
import { CURRENT_PATH, Navbar, NavbarItem } from './components/Navbar.tsx';
import { categoryKeys, Sidebar } from './components/Sidebar.tsx';
import type { NavbarItemData, PageData, SidebarItemData, SiteData } from './types.ts';
import { withBase } from './url.ts';

export { mdxComponents } from './components/Mdx.tsx';
export { ApiInfoPage, GroupPage, InteractiveApiPage, OperationPage } from './components/api/ApiPages.tsx';
export type { PageData, SiteData, SidebarItemData } from './types.ts';

export class NavbarRenderError extends Error {}

function renderNavbarItem(site: SiteData, item: NavbarItemData): string {
  try {
    return renderToStaticMarkup(<NavbarItem site={site} item={item} />);
  } catch (cause) {
    throw new NavbarRenderError(
      `A navbar item failed to render: ${(cause as Error).message}\nPlease double-check the following navbar item (navbar.items) of your config:\n${JSON.stringify(item, null, 2)}`,
      { cause },
    );
  }
}

interface PreparedSidebar {
  html: string;
  /** href → keys of the categories to open for it. */
  ancestors: Map<string, string[]>;
}

function prepareSidebar(site: SiteData, items: SidebarItemData[]): PreparedSidebar {
  const keys = categoryKeys(items);
  const ancestors = new Map<string, string[]>();
  const walk = (list: SidebarItemData[], path: string[]) => {
    for (const item of list) {
      if (item.type === 'link') {
        if (!ancestors.has(item.href)) ancestors.set(item.href, path);
      } else {
        const here = [...path, keys.get(item)!];
        if (item.href && !ancestors.has(item.href)) ancestors.set(item.href, here);
        walk(item.items, here);
      }
    }
  };
  walk(items, []);
  const html = renderToStaticMarkup(<Sidebar items={items} baseUrl={site.baseUrl} />);
  return { html, ancestors };
}

function markActive(prepared: PreparedSidebar, baseUrl: string, path: string): string {
  let html = prepared.html;
  for (const key of prepared.ancestors.get(path) ?? []) {
    html = html.replace(`<details class="menu__category" data-cat="${key}">`, `<details class="menu__category" data-cat="${key}" open="">`);
  }
  const href = escapeAttr(withBase(baseUrl, path));
  return html
    .replaceAll(`<a class="menu__link" href="${href}">`, `<a class="menu__link menu__link--active" aria-current="page" href="${href}">`)
    .replaceAll(`<a class="menu__link menu__link--sublist" href="${href}">`, `<a class="menu__link menu__link--sublist menu__link--active" aria-current="page" href="${href}">`);
}

/** Inline script for the home page's wrong-base-URL banner (no React: it must work when nothing else loads). */
export function baseUrlIssueBanner(baseUrl: string, productName: string): string {
  const data = JSON.stringify({ b: baseUrl, n: productName }).replace(/</g, '\\u003c');
  return `document.addEventListener('DOMContentLoaded',function(){if(window.__docs)return;var c=${data},p=location.pathname,s=/\\/$/.test(p)?p:p+'/',d=document.createElement('div');d.id='__docs-base-url-issue-banner-container';d.setAttribute('role','alert');d.style.cssText='border:3px solid #d33;background:#fff2f2;color:#111;padding:1rem 1.5rem;font:16px/1.5 system-ui,sans-serif';function l(t){var e=document.createElement('p');e.style.margin='0.25rem 0';e.textContent=t;d.appendChild(e)}l('Your '+c.n+' docs site did not load properly.');l('A very common reason is a wrong site baseUrl configuration.');l('Current configured baseUrl = '+c.b+(c.b==='/'?' (default value)':''));l('We suggest trying baseUrl = '+s);document.body.prepend(d)});`;
}

export interface PageRenderer {
  renderPage(page: PageData, content: ReactNode): string;
  renderNotFound(): string;
}

export function createRenderer(site: SiteData): PageRenderer {
  const itemHtml = site.navbar.items.map((item) => renderNavbarItem(site, item));
  const navbarHtml = renderToStaticMarkup(
    <Navbar site={site} renderItem={(_item, i) => <div className="navbar__slot" dangerouslySetInnerHTML={{ __html: itemHtml[i] }} />} />,
  );
  const footerHtml = renderToStaticMarkup(<Footer site={site} />);
  const announcementHtml = renderToStaticMarkup(<AnnouncementBar site={site} />);
  const script = inlineScript({
    storagePrefix: site.storagePrefix,
    defaultMode: site.colorMode.defaultMode,
    disableSwitch: site.colorMode.disableSwitch,
    respectPrefersColorScheme: site.colorMode.respectPrefersColorScheme,
    announcementId: site.announcementBar?.id ?? null,
  });
  const sidebars = new Map<string, PreparedSidebar>();
  const sidebarFor = (id: string) => {
    let prepared = sidebars.get(id);
    if (!prepared) sidebars.set(id, (prepared = prepareSidebar(site, site.sidebars[id] ?? [])));
    return prepared;
  };
  const skipLink = `<div role="region" aria-label="Skip to main content" class="skip-to-content"><a class="skip-to-content__link" href="#__docs_main">Skip to main content</a></div>`;
  const headExtra = site.tagManager
    ? `<link rel="preconnect" href="https://www.googletagmanager.com"><script>window.dataLayer=window.dataLayer||[];(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer',${JSON.stringify(site.tagManager.containerId)});</script>`
    : '';
  const gtmNoscript = site.tagManager
    ? `<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=${escapeAttr(site.tagManager.containerId)}" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>`
    : '';

  // Home page only: if the client entry did not run (typically a wrong `baseUrl`,
  // so no asset loads), say so. Hidden by the stylesheet whenever it loads.
  const baseUrlIssueScript = `<script>${baseUrlIssueBanner(site.baseUrl, site.productName)}</script>`;

  const formatTitle = (title: string) => {
    const t = title.trim();
    return !t || t === site.title ? site.title : `${t} ${site.titleDelimiter} ${site.title}`;
  };

  function assemble(path: string, title: string, description: string, main: string, opts: { sidebar?: string; noFooter?: boolean; noindex?: boolean; kind: string }) {
    const url = withBase(site.baseUrl, path);
    const sidebarHtml = opts.sidebar
      ? `<aside class="doc-sidebar" data-sidebar="${escapeAttr(opts.sidebar)}">${markActive(sidebarFor(opts.sidebar), site.baseUrl, path)}<button type="button" class="doc-sidebar__collapse" aria-label="Collapse sidebar" title="Collapse sidebar"><span aria-hidden="true">«</span></button></aside><button type="button" class="doc-sidebar__expand" aria-label="Expand sidebar" title="Expand sidebar" hidden><span aria-hidden="true">»</span></button>`
      : '';
    const body =
      skipLink +
      announcementHtml +
      navbarHtml.replaceAll(CURRENT_PATH, escapeAttr(url)) +
      `<div class="main-wrapper${opts.sidebar ? ' main-wrapper--docs' : ''}" id="__docs_wrapper" data-kind="${opts.kind}">${sidebarHtml}${main}</div>` +
      (opts.noFooter ? '' : footerHtml);
    return renderDocument({
      title: formatTitle(title),
      description,
      canonical: site.url + url,
      favicon: site.assets.favicon,
      siteName: site.title,
      noindex: opts.noindex,
      inlineScript: script,
      css: site.assets.css,
      js: site.assets.js,
      clientConfig: site.clientConfig,
      headExtra: path === '/' ? headExtra + baseUrlIssueScript : headExtra,
      bodyStart: gtmNoscript,
      body,
      bodyEnd: site.devScript,
    });
  }

  return {
    renderPage(page, content) {
      const main = renderToString(
        <DocPage site={site} page={page}>
          {content}
        </DocPage>,
      );
      return assemble(page.path, page.title, page.description, main, { sidebar: page.sidebar, noFooter: page.noFooter, noindex: page.noindex, kind: page.kind });
    },
    renderNotFound() {
      return assemble('/404.html', 'Page Not Found', '', renderToString(<NotFound />), { noindex: true, kind: 'not-found' });
    },
  };
}
