// Navbar: hide on scroll down / show on scroll up and near the top, keyboard
// dropdowns, the preferred version, locale links that keep ?search#hash, and
// the active item for the current page.
import { getConfig } from './config.ts';
import { local, prefixed } from './storage.ts';
import { DOM_ID } from '../contract.ts';

const navbar = () => document.querySelector<HTMLElement>('nav.navbar');

// ---- hide on scroll ------------------------------------------------------
let lastY = 0;
let ignoreNextScroll = false;

export function setNavbarHidden(hidden: boolean) {
  const nav = navbar();
  if (!nav || !getConfig().hideOnScroll) return;
  // Never hide while the mobile drawer (inside the navbar) is open.
  const hide = hidden && !nav.classList.contains('navbar-sidebar--show');
  nav.classList.toggle('navbar--hidden', hide);
  // The sticky sidebar and table of contents move up into the space it leaves (styles/wayfinding.css).
  document.documentElement.toggleAttribute('data-navbar-hidden', hide);
}

/** After navigating to an #anchor the navbar hides and the jump's scroll event is ignored. */
export function navbarAfterNavigation(toAnchor: boolean) {
  lastY = window.scrollY;
  ignoreNextScroll = toAnchor;
  setNavbarHidden(toAnchor);
}

function initHideOnScroll() {
  const nav = navbar();
  if (!nav || !getConfig().hideOnScroll) return;
  lastY = window.scrollY;
  window.addEventListener(
    'scroll',
    () => {
      const y = window.scrollY;
      const height = nav.getBoundingClientRect().height;
      if (y < height) setNavbarHidden(false);
      else if (ignoreNextScroll) ignoreNextScroll = false;
      else if (y >= lastY) setNavbarHidden(true);
      else if (y + window.innerHeight < document.documentElement.scrollHeight - height) setNavbarHidden(false);
      lastY = y;
    },
    { passive: true },
  );
  window.addEventListener('hashchange', () => navbarAfterNavigation(!!document.getElementById(safeHash(location.hash))));
}

function safeHash(hash: string) {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

// ---- dropdowns -----------------------------------------------------------
function setOpen(dropdown: Element, open: boolean) {
  dropdown.classList.toggle('dropdown--show', open);
  dropdown.querySelector(':scope > [aria-haspopup]')?.setAttribute('aria-expanded', String(open));
}

function closeAll(except?: Element | null) {
  for (const d of document.querySelectorAll('.dropdown.dropdown--show')) if (d !== except) setOpen(d, false);
}

function initDropdowns() {
  document.addEventListener('keydown', (event) => {
    const trigger = (event.target as Element).closest?.('.dropdown > [aria-haspopup]');
    if (trigger && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      const dropdown = trigger.parentElement!;
      const open = !dropdown.classList.contains('dropdown--show');
      closeAll(dropdown);
      setOpen(dropdown, open);
      return;
    }
    if (event.key === 'Escape') {
      const open = document.querySelector('.dropdown.dropdown--show');
      if (!open) return;
      const focusInside = open.contains(document.activeElement);
      setOpen(open, false);
      if (focusInside) open.querySelector<HTMLElement>(':scope > [aria-haspopup]')?.focus();
    }
  });
  // Outside pointer or focus closes (focus leaving is a focusin elsewhere).
  const outside = (event: Event) => {
    const inside = (event.target as Element).closest?.('.dropdown');
    closeAll(inside);
  };
  document.addEventListener('mousedown', outside);
  document.addEventListener('touchstart', outside, { passive: true });
  document.addEventListener('focusin', outside);
}

// ---- version and locale --------------------------------------------------
export const VERSION_KEY = 'docs-preferred-version';

function initVersion() {
  document.addEventListener('click', (event) => {
    const link = (event.target as Element).closest?.<HTMLElement>('[data-version]');
    if (link) local.set(prefixed(VERSION_KEY), link.dataset.version!);
  });
  // A stored version that no longer exists is forgotten.
  const stored = local.get(prefixed(VERSION_KEY));
  const known = new Set([...document.querySelectorAll<HTMLElement>('[data-version]')].map((el) => el.dataset.version));
  if (stored !== null && !known.has(stored)) local.remove(prefixed(VERSION_KEY));
}

/** Locale links point at the current page, keeping its search and hash. */
export function updateLocaleLinks() {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-locale]')) {
    link.href = location.pathname + location.search + location.hash;
  }
}

// ---- active item ---------------------------------------------------------
const ACTIVE_CLASS: [string, string][] = [
  ['menu__link', 'menu__link--active'],
  ['dropdown__link', 'dropdown__link--active'],
  ['navbar__link', 'navbar__link--active'],
];

/**
 * Marks where the visitor is: the navbar link to this page (`aria-current="page"`), or the one
 * that opens the part of the site it is in (its sidebar; `aria-current="true"`); in a dropdown,
 * that link and the dropdown's button.
 */
export function updateNavbarActive() {
  const path = location.pathname;
  const sidebar = document.querySelector<HTMLElement>(`#${DOM_ID.wrapper} .doc-sidebar`)?.dataset.sidebar;
  const links = document.querySelectorAll<HTMLAnchorElement>('nav.navbar a.navbar__link, nav.navbar .dropdown a.dropdown__link, nav.navbar [data-panel="primary"] a.menu__link');
  for (const link of links) {
    if (link.hasAttribute('data-locale') || link.hasAttribute('data-version') || link.hasAttribute('data-login-item')) continue;
    const here = link.origin === location.origin && link.pathname === path;
    const own = link.dataset.sidebarId;
    const current = here ? 'page' : own && own === sidebar ? 'true' : null;
    const cls = ACTIVE_CLASS.find(([base]) => link.classList.contains(base))?.[1];
    if (cls) link.classList.toggle(cls, current !== null);
    if (current) link.setAttribute('aria-current', current);
    else link.removeAttribute('aria-current');
  }
  for (const dropdown of document.querySelectorAll('nav.navbar .dropdown')) {
    const button = dropdown.querySelector(':scope > [aria-haspopup]');
    if (!button) continue;
    const current = !!dropdown.querySelector('a.dropdown__link[aria-current]');
    button.classList.toggle('navbar__link--active', current);
    if (current) button.setAttribute('aria-current', 'true');
    else button.removeAttribute('aria-current');
  }
}

export function initNavbar() {
  initHideOnScroll();
  initDropdowns();
  initVersion();
  updateLocaleLinks();
  updateNavbarActive();
  window.addEventListener('hashchange', updateLocaleLinks);
}
