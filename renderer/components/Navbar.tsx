// The top bar. Rendered once per build; per-page bits are patched in by the
// server renderer (see CURRENT_PATH).
import { Fragment } from 'react';
import { CURRENT_PATH, SearchButton } from '../navbar/parts.tsx';
import { NavbarItemError, type NavbarItemType } from '../navbar/types.ts';
import type { NavbarItemData, SiteData } from '../types.ts';
import { withBase } from '../url.ts';
import { CloseIcon, MenuIcon } from './Icons.tsx';

export { CURRENT_PATH };

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
        <span className="color-toggle__icon" aria-hidden="true" />
      </button>
    </div>
  );
}

/** One configured item, rendered by its type from the registry. */
export function NavbarItem({ site, item, types, mobile = false }: { site: SiteData; item: NavbarItemData; types: Map<string, NavbarItemType>; mobile?: boolean }) {
  const type = types.get(item.type);
  if (!type) throw new NavbarItemError(`No navbar item component found for type "${item.type}".`);
  return <>{(mobile && type.renderMobile ? type.renderMobile : type.render)({ site, item })}</>;
}

export function Navbar({ site, types, renderItem }: { site: SiteData; types: Map<string, NavbarItemType>; renderItem: (item: NavbarItemData, index: number) => React.ReactNode }) {
  const left = site.navbar.items.map((item, i) => [item, i] as const).filter(([item]) => item.position !== 'right');
  const right = site.navbar.items.map((item, i) => [item, i] as const).filter(([item]) => item.position === 'right');
  const hasSearch = site.navbar.items.some((i) => i.type === 'search');
  const trailing = (item: NavbarItemData) => types.get(item.type)?.trailing ?? false;
  return (
    <nav aria-label="Main" className="navbar" data-hide-on-scroll={site.navbar.hideOnScroll ? 'true' : undefined}>
      <div className="navbar__inner">
        <div className="navbar__items">
          <button type="button" className="navbar__toggle" aria-label="Toggle navigation bar" aria-expanded="false">
            <MenuIcon />
          </button>
          <a className="navbar__brand" href={withBase(site.baseUrl, site.homeHref ?? '/')}>
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
          {right.map(([item, i]) => (trailing(item) ? null : <Fragment key={i}>{renderItem(item, i)}</Fragment>))}
          <ColorModeToggle site={site} />
          {!hasSearch && <SearchButton />}
          {right.map(([item, i]) => (trailing(item) ? <Fragment key={i}>{renderItem(item, i)}</Fragment> : null))}
        </div>
      </div>
      <div className="navbar-sidebar__backdrop" role="presentation" />
      <div className="navbar-sidebar" data-mobile-sidebar>
        <div className="navbar-sidebar__brand">
          <a className="navbar__brand" href={withBase(site.baseUrl, site.homeHref ?? '/')}>
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
                .filter((item) => !types.get(item.type)?.desktopOnly)
                .map((item, i) => (
                  <li key={i}>
                    <NavbarItem site={site} item={item} types={types} mobile />
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
