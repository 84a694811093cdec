// The top bar. Rendered once per build; per-page bits are patched in by the
// server renderer (see CURRENT_PATH).
import { Fragment } from 'react';
import type { NavbarItemData, SiteData } from '../types.ts';
import { isExternal, withBase } from '../url.ts';
import { CloseIcon, ExternalIcon, LanguageIcon, MenuIcon, MoonIcon, SearchIcon, SunIcon, SystemIcon } from './Icons.tsx';

/** Replaced with the page's own path when the page is assembled. */
export const CURRENT_PATH = '__DOCS_CURRENT_PATH__';

export class NavbarItemError extends Error {}

function NavLink({ site, item, className, sidebarId }: { site: SiteData; item: NavbarItemData; className: string; sidebarId?: string }) {
  const href = item.href ?? withBase(site.baseUrl, item.to ?? '/');
  const external = isExternal(href);
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

function Dropdown({ label, icon, kind, children, right }: { label: string; icon?: React.ReactNode; kind: string; children: React.ReactNode; right?: boolean }) {
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

export function ColorModeToggle({ site }: { site: SiteData }) {
  if (site.colorMode.disableSwitch) return null;
  const mode = site.colorMode.respectPrefersColorScheme ? 'system' : site.colorMode.defaultMode;
  return (
    <div className="color-toggle">
      {/* Disabled until the client script runs; the icon follows data-theme-choice via CSS. */}
      <button
        type="button"
        className="color-toggle__button"
        disabled
        title={`${mode} mode`}
        aria-label={`Switch between dark and light mode (currently ${mode} mode)`}
      >
        <SunIcon />
        <MoonIcon />
        <SystemIcon />
      </button>
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

/**
 * Static "Log in to <product>"; the `login` island (renderer/client/islands.ts) takes over when a session cookie exists.
 * A <div> (display: contents): the island may put a block (its error panel) in it.
 */
function LoginItem({ site }: { site: SiteData }) {
  return (
    <div className="login-slot" data-island="login">
      <a className="navbar__item navbar__link login-item" href={site.links.app} data-login-item>
        {`Log in to ${site.productName}`}
      </a>
    </div>
  );
}

export function NavbarItem({ site, item, mobile = false }: { site: SiteData; item: NavbarItemData; mobile?: boolean }) {
  const linkClass = mobile ? 'menu__link' : 'navbar__item navbar__link';
  switch (item.type) {
    case 'default':
      return <NavLink site={site} item={item} className={linkClass} />;
    case 'doc': {
      const to = site.docRoutes[item.docId!];
      if (!to) throw new NavbarItemError(`Couldn't find any doc with id "${item.docId}".`);
      return <NavLink site={site} item={{ ...item, label: item.label ?? item.docId, to }} className={linkClass} />;
    }
    case 'docSidebar': {
      const first = firstLink(site.sidebars[item.sidebarId!] ?? []);
      if (!site.sidebars[item.sidebarId!]) throw new NavbarItemError(`Can't find any sidebar with id "${item.sidebarId}".`);
      if (!first) throw new NavbarItemError(`DocSidebarNavbarItem: Sidebar with ID "${item.sidebarId}" doesn't have anything to be linked to.`);
      return <NavLink site={site} item={{ ...item, to: first }} className={linkClass} sidebarId={item.sidebarId} />;
    }
    case 'dropdown':
      return (
        <Dropdown label={item.label!} kind="custom" right={item.position === 'right'}>
          {item.items!.map((child, i) => (
            <li key={i}>
              <NavLink site={site} item={child} className="dropdown__link" />
            </li>
          ))}
        </Dropdown>
      );
    case 'docsVersionDropdown':
      return (
        <Dropdown label="Next" kind="version" right={item.position === 'right'}>
          <li>
            <a className="dropdown__link dropdown__link--active" href={withBase(site.baseUrl, '/')} data-version="current">
              Next
            </a>
          </li>
        </Dropdown>
      );
    case 'localeDropdown':
      return (
        <Dropdown label="English" icon={<LanguageIcon />} kind="locale" right={item.position === 'right'}>
          <li>
            <a className="dropdown__link dropdown__link--active" href={CURRENT_PATH} lang="en" target="_self" data-locale="en">
              English
            </a>
          </li>
        </Dropdown>
      );
    case 'search':
      return <SearchButton />;
    case 'login':
      return <LoginItem site={site} />;
    case 'html':
      return <div className="navbar__item" dangerouslySetInnerHTML={{ __html: item.value! }} />;
    default:
      throw new NavbarItemError(`No navbar item component found for type "${item.type}".`);
  }
}

function firstLink(items: SiteData['sidebars'][string]): string | undefined {
  for (const item of items) {
    if (item.type === 'link' && !item.external) return item.href;
    if (item.type === 'category') {
      const found = item.href ?? firstLink(item.items);
      if (found) return found;
    }
  }
  return undefined;
}

export function Navbar({ site, renderItem }: { site: SiteData; renderItem: (item: NavbarItemData, index: number) => React.ReactNode }) {
  const left = site.navbar.items.map((item, i) => [item, i] as const).filter(([item]) => item.position !== 'right');
  const right = site.navbar.items.map((item, i) => [item, i] as const).filter(([item]) => item.position === 'right');
  const hasSearch = site.navbar.items.some((i) => i.type === 'search');
  return (
    <nav aria-label="Main" className="navbar" data-hide-on-scroll={site.navbar.hideOnScroll ? 'true' : undefined}>
      <div className="navbar__inner">
        <div className="navbar__items">
          <button type="button" className="navbar__toggle" aria-label="Toggle navigation bar" aria-expanded="false">
            <MenuIcon />
          </button>
          <a className="navbar__brand" href={withBase(site.baseUrl, '/')}>
            <span className="navbar__logo" aria-hidden="true">
              {site.productName.charAt(0)}
            </span>
            <b className="navbar__title">{site.navbar.title}</b>
          </a>
          {left.map(([item, i]) => (
            <Fragment key={i}>{renderItem(item, i)}</Fragment>
          ))}
        </div>
        <div className="navbar__items navbar__items--right">
          {right.map(([item, i]) =>
            item.type === 'login' || item.type === 'search' ? null : (
              <Fragment key={i}>{renderItem(item, i)}</Fragment>
            ),
          )}
          <ColorModeToggle site={site} />
          {!hasSearch && <SearchButton />}
          {right.map(([item, i]) =>
            item.type === 'search' ? <Fragment key={i}>{renderItem(item, i)}</Fragment> : null,
          )}
          {right.map(([item, i]) =>
            item.type === 'login' ? <Fragment key={i}>{renderItem(item, i)}</Fragment> : null,
          )}
        </div>
      </div>
      <div className="navbar-sidebar__backdrop" role="presentation" />
      <div className="navbar-sidebar" data-mobile-sidebar>
        <div className="navbar-sidebar__brand">
          <a className="navbar__brand" href={withBase(site.baseUrl, '/')}>
            <b className="navbar__title">{site.navbar.title}</b>
          </a>
          <ColorModeToggle site={site} />
          <button type="button" className="navbar-sidebar__close" aria-label="Close navigation bar">
            <CloseIcon size={20} />
          </button>
        </div>
        <div className="navbar-sidebar__items">
          <div className="navbar-sidebar__item menu" data-panel="primary">
            <ul className="menu__list">
              {site.navbar.items
                .filter((item) => item.type !== 'search')
                .map((item, i) => (
                  <li key={i} className="menu__list-item">
                    {item.type === 'localeDropdown' ? (
                      <details className="menu__category menu__dropdown" open>
                        <summary className="menu__caret">
                          <span className="menu__link menu__link--sublist">
                            <LanguageIcon /> Languages
                          </span>
                        </summary>
                        <ul className="menu__list">
                          <li className="menu__list-item">
                            <a className="menu__link menu__link--active" href={CURRENT_PATH} lang="en" target="_self" data-locale="en">
                              English
                            </a>
                          </li>
                        </ul>
                      </details>
                    ) : item.type === 'docsVersionDropdown' ? (
                      <a className="menu__link" href={withBase(site.baseUrl, '/')} data-version="current">
                        Version: Next
                      </a>
                    ) : item.type === 'dropdown' ? (
                      <>
                        <span className="menu__link menu__link--heading">{item.label}</span>
                        <ul className="menu__list">
                          {item.items!.map((child, j) => (
                            <li key={j} className="menu__list-item">
                              <NavLink site={site} item={child} className="menu__link" />
                            </li>
                          ))}
                        </ul>
                      </>
                    ) : (
                      <NavbarItem site={site} item={item} mobile />
                    )}
                  </li>
                ))}
            </ul>
          </div>
          <div className="navbar-sidebar__item menu" data-panel="secondary">
            <button type="button" className="navbar-sidebar__back">← Back to main menu</button>
            <div data-secondary-menu />
          </div>
        </div>
      </div>
    </nav>
  );
}
