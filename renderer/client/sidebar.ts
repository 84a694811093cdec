// Doc sidebar. Desktop: it can be hidden and shown again (state kept in
// storage; the inline script applies it before paint as
// html[data-sidebar-hidden]). Categories are native <details>, so opening one
// never collapses another. On client navigation within the same sidebar the
// element is kept (with the visitor's open categories and its scroll) and only
// the active link moves; its categories are opened.
import { local, prefixed } from './storage.ts';

export const SIDEBAR_HIDDEN_KEY = 'docs.sidebar.hidden';

function setHidden(hidden: boolean) {
  document.documentElement.setAttribute('data-sidebar-hidden', String(hidden));
  local.set(prefixed(SIDEBAR_HIDDEN_KEY), String(hidden));
}

export function initSidebar() {
  document.addEventListener('click', (event) => {
    const target = event.target as Element;
    if (target.closest?.('.doc-sidebar__collapse')) {
      setHidden(true);
      document.querySelector<HTMLElement>('.doc-sidebar__expand')?.focus();
    } else if (target.closest?.('.doc-sidebar__expand')) {
      setHidden(false);
      document.querySelector<HTMLElement>('.doc-sidebar__collapse')?.focus();
    }
  });
}

/** Marks `href` active in an existing sidebar and opens its categories. */
export function markSidebarActive(sidebar: Element, pathname: string) {
  for (const link of sidebar.querySelectorAll('a.menu__link--active')) {
    link.classList.remove('menu__link--active');
    link.removeAttribute('aria-current');
  }
  for (const link of sidebar.querySelectorAll<HTMLAnchorElement>('a.menu__link')) {
    if (link.origin !== location.origin || link.pathname !== pathname) continue;
    link.classList.add('menu__link--active');
    link.setAttribute('aria-current', 'page');
    // A category's own link sits just before its <details>: that category opens too.
    const own = link.classList.contains('menu__link--sublist') ? link.nextElementSibling : null;
    if (own instanceof HTMLDetailsElement) own.open = true;
    for (let d = link.parentElement?.closest('details'); d; d = d.parentElement?.closest('details')) d.open = true;
  }
}
