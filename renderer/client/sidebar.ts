// Doc sidebar. Desktop: it can be hidden and shown again (state kept in
// storage; the inline script applies it before paint as
// html[data-sidebar-hidden]). Categories are native <details>, so opening one
// never collapses another. On client navigation within the same sidebar the
// element is kept (with the visitor's open categories and its scroll) and only
// the active link moves; its categories are opened. A large sidebar arrives
// trimmed: a closed category marked data-lazy gets its items from the
// sidebar's fragment (data-fragment on the menu) the first time it opens.
import { local, prefixed } from './storage.ts';
import { DOM_ID } from '../contract.ts';

const fragments = new Map<string, Promise<Document>>();

function fragment(url: string): Promise<Document> {
  let loading = fragments.get(url);
  if (!loading) {
    loading = fetch(url)
      .then((res) => {
        if (!res.ok) throw new Error(`HTTP ${res.status} for ${url}`);
        return res.text();
      })
      .then((html) => new DOMParser().parseFromString(html, 'text/html'));
    loading.catch(() => fragments.delete(url)); // a later toggle tries again
    fragments.set(url, loading);
  }
  return loading;
}

/** Fills a trimmed category with its items from the fragment; without them, its own page lists them. */
async function fill(details: HTMLDetailsElement) {
  const menu = details.closest<HTMLElement>('[data-fragment]');
  const key = details.dataset.cat;
  if (!menu?.dataset.fragment || key === undefined || !details.hasAttribute('data-lazy')) return;
  details.removeAttribute('data-lazy');
  try {
    const source = (await fragment(menu.dataset.fragment)).querySelector(`details[data-cat="${CSS.escape(key)}"] > ul`);
    if (!source) throw new Error(`category ${key} is not in ${menu.dataset.fragment}`);
    details.appendChild(document.importNode(source, true));
    markSidebarActive(menu, location.pathname);
  } catch (error) {
    details.setAttribute('data-lazy', '');
    console.warn('The sidebar category could not be loaded; its page lists its items.', error);
    const link = details.previousElementSibling;
    if (link instanceof HTMLAnchorElement) link.click();
  }
}

/** A long category shows a window of its links: its "more" links fill in the rest from the fragment (without JavaScript, they open the category's page). */
async function showAll(more: HTMLAnchorElement) {
  const menu = more.closest<HTMLElement>('[data-fragment]');
  const details = more.closest<HTMLDetailsElement>('details[data-cat]');
  const list = more.closest('ul');
  if (!menu?.dataset.fragment || !details || !list) return location.assign(more.href);
  try {
    const source = (await fragment(menu.dataset.fragment)).querySelector(`details[data-cat="${CSS.escape(details.dataset.cat!)}"] > ul`);
    if (!source) throw new Error(`category ${details.dataset.cat} is not in ${menu.dataset.fragment}`);
    list.replaceWith(document.importNode(source, true));
    markSidebarActive(menu, location.pathname);
  } catch (error) {
    console.warn('The sidebar category could not be loaded; its page lists its items.', error);
    location.assign(more.href);
  }
}

export const SIDEBAR_HIDDEN_KEY = 'docs.sidebar.hidden';

function setHidden(hidden: boolean) {
  document.documentElement.setAttribute('data-sidebar-hidden', String(hidden));
  local.set(prefixed(SIDEBAR_HIDDEN_KEY), String(hidden));
}

/**
 * Scrolls a sidebar (its own scroll box, never the page) so that the current page's link is in
 * view, in the middle of the box, when it is not already: a long sidebar would hide it below the fold.
 */
export function revealActiveLink(box: HTMLElement | null) {
  const link = box?.querySelector<HTMLElement>('a[aria-current="page"]');
  if (!box || !link) return;
  const outer = box.getBoundingClientRect();
  const inner = link.getBoundingClientRect();
  if (!inner.height || (inner.top >= outer.top && inner.bottom <= outer.bottom)) return;
  box.scrollTop += inner.top - outer.top - (box.clientHeight - inner.height) / 2;
}

const pageSidebar = () => document.querySelector<HTMLElement>(`#${DOM_ID.wrapper} > .doc-sidebar`);

export function initSidebar() {
  revealActiveLink(pageSidebar());
  // After a client navigation: the sidebar kept or replaced, its current link may be out of view.
  document.addEventListener('docs:navigated', () => revealActiveLink(pageSidebar()));
  // `toggle` does not bubble: listen in the capture phase (covers the drawer's copy too).
  document.addEventListener(
    'toggle',
    (event) => {
      const details = event.target;
      if (details instanceof HTMLDetailsElement && details.open && details.hasAttribute('data-lazy')) void fill(details);
    },
    true,
  );
  // In the capture phase: before the router's click handler would navigate to the category's page.
  document.addEventListener(
    'click',
    (event) => {
      const more = (event.target as Element).closest?.<HTMLAnchorElement>('a[data-more]');
      if (!more || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      void showAll(more);
    },
    true,
  );
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

/** Marks `href` active in an existing sidebar and opens its categories; false when the sidebar has no link to it. */
export function markSidebarActive(sidebar: Element, pathname: string): boolean {
  let found = false;
  for (const link of sidebar.querySelectorAll('a.menu__link--active')) {
    link.classList.remove('menu__link--active');
    link.removeAttribute('aria-current');
  }
  for (const link of sidebar.querySelectorAll<HTMLAnchorElement>('a.menu__link')) {
    if (link.origin !== location.origin || link.pathname !== pathname) continue;
    found = true;
    link.classList.add('menu__link--active');
    link.setAttribute('aria-current', 'page');
    // A category's own link sits just before its <details>: that category opens too.
    const own = link.classList.contains('menu__link--sublist') ? link.nextElementSibling : null;
    if (own instanceof HTMLDetailsElement) own.open = true;
    for (let d = link.parentElement?.closest('details'); d; d = d.parentElement?.closest('details')) d.open = true;
  }
  return found;
}
