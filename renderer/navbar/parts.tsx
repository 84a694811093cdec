// Building blocks shared by the navbar item types.
import type { ReactNode } from 'react';
import { ExternalIcon, SearchIcon } from '../components/Icons.tsx';
import type { NavbarItemData, SiteData } from '../types.ts';
import { isExternal, withBase } from '../url.ts';

/** Replaced with the page's own path when the page is assembled. */
export const CURRENT_PATH = '__DOCS_CURRENT_PATH__';

/** Each sidebar's first page → the sidebar's id: a link to it opens that part of the site. */
const entries = new WeakMap<SiteData['sidebars'], Map<string, string>>();
function sectionOf(site: SiteData, to: string): string | undefined {
  let byFirst = entries.get(site.sidebars);
  if (!byFirst) {
    byFirst = new Map();
    for (const [id, items] of Object.entries(site.sidebars)) {
      const first = firstLink(items);
      if (first && !byFirst.has(first)) byFirst.set(first, id);
    }
    entries.set(site.sidebars, byFirst);
  }
  return byFirst.get(to);
}

/**
 * A navbar link. One that opens a sidebar (a `docSidebar` item, or a link to a sidebar's first
 * page) carries the sidebar's id: the client marks it current on every page of that sidebar.
 */
export function NavLink({ site, item, className, sidebarId }: { site: SiteData; item: NavbarItemData; className: string; sidebarId?: string }) {
  const href = item.href ?? withBase(site.baseUrl, item.to ?? '/');
  const external = isExternal(href);
  sidebarId ??= item.to && !external ? sectionOf(site, item.to) : undefined;
  return (
    <a
      className={className}
      href={href}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...(item.to ? { 'data-nav-to': item.to } : {})}
      {...(sidebarId ? { 'data-sidebar-id': sidebarId } : {})}
    >
      {item.label}
      {external && <ExternalIcon />}
    </a>
  );
}

export function Dropdown({ label, icon, kind, children, right }: { label: string; icon?: ReactNode; kind: string; children: ReactNode; right?: boolean }) {
  return (
    <div className={`navbar__item dropdown dropdown--hoverable${right ? ' dropdown--right' : ''}`} data-dropdown={kind}>
      {/* A real button (no-JS: hovering still shows the menu; Enter/Space and clicks are the runtime's). */}
      <button type="button" className="navbar__link" aria-haspopup="true" aria-expanded="false">
        {icon}
        <span className="dropdown__label">{label}</span>
      </button>
      <ul className="dropdown__menu">{children}</ul>
    </div>
  );
}

export function SearchButton() {
  return (
    <div className="navbar__search">
      {/* The visible "Search" is the accessible name; the shortcut is announced through aria-keyshortcuts. */}
      <button type="button" className="search-button" aria-keyshortcuts="Control+K Meta+K" data-search-button>
        <SearchIcon />
        <span className="search-button__placeholder">Search</span>
        <span className="search-button__keys" aria-hidden="true">
          <kbd>Ctrl</kbd>
          <kbd>K</kbd>
        </span>
      </button>
    </div>
  );
}

/** The first internal link of a sidebar (what a `docSidebar` item opens). */
export function firstLink(items: SiteData['sidebars'][string]): string | undefined {
  for (const item of items) {
    if (item.type === 'link' && !item.external) return item.href;
    if (item.type === 'category') {
      const found = item.href ?? firstLink(item.items);
      if (found) return found;
    }
  }
  return undefined;
}

/** Checks shared by link-like items: a label and exactly one of `to` (a route) and `href` (a URL). */
export function checkLink(item: Record<string, unknown>, check: import('./types.ts').NavbarItemChecker, key: string) {
  check.string(item.label, `${key}.label`);
  if ((item.to === undefined) === (item.href === undefined)) check.fail(key, 'an item with exactly one of "to" and "href"', item);
  if (item.to !== undefined) check.string(item.to, `${key}.to`, { pattern: /^\//, expected: 'a root-relative path starting with "/"' });
  if (item.href !== undefined) check.url(item.href, `${key}.href`);
}
