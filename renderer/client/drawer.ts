// Mobile drawer (≤ 996 px): the hamburger opens the primary menu (navbar
// items) and, on pages with a doc sidebar, a secondary menu holding that
// sidebar with a "← Back to main menu" button. Body scroll is locked while it
// is open; it closes on navigation, backdrop click, Escape, the close button
// and when the window becomes desktop-sized.
import { DOM_ID } from '../contract.ts';
import { revealActiveLink } from './sidebar.ts';
const MOBILE = '(max-width: 996px)';

const nav = () => document.querySelector<HTMLElement>('nav.navbar');
const toggle = () => document.querySelector<HTMLButtonElement>('.navbar__toggle');

export function isDrawerOpen() {
  return nav()?.classList.contains('navbar-sidebar--show') ?? false;
}

function showPanel(secondary: boolean) {
  const n = nav();
  if (!n) return;
  n.classList.toggle('navbar-sidebar--secondary', secondary);
  const primary = n.querySelector<HTMLElement>('[data-panel="primary"]');
  const second = n.querySelector<HTMLElement>('[data-panel="secondary"]');
  primary?.toggleAttribute('inert', secondary);
  second?.toggleAttribute('inert', !secondary);
}

/** Copies the current page's doc sidebar into the secondary menu. */
function fillSecondary(): boolean {
  const slot = nav()?.querySelector<HTMLElement>('[data-secondary-menu]');
  const source = document.querySelector(`#${DOM_ID.wrapper} .doc-sidebar .sidebar-menu`);
  if (!slot) return false;
  slot.replaceChildren();
  if (!source) return false;
  const copy = source.cloneNode(true) as HTMLElement;
  copy.setAttribute('aria-label', 'Docs sidebar');
  slot.appendChild(copy);
  return true;
}

export function openDrawer() {
  const n = nav();
  if (!n || isDrawerOpen()) return;
  n.classList.remove('navbar--hidden');
  const hasSecondary = fillSecondary();
  const primaryEmpty = !n.querySelector('[data-panel="primary"] li');
  n.querySelector<HTMLElement>('.navbar-sidebar__back')!.hidden = primaryEmpty || !hasSecondary;
  showPanel(hasSecondary);
  n.classList.add('navbar-sidebar--show');
  if (hasSecondary) revealActiveLink(n.querySelector<HTMLElement>('[data-panel="secondary"]'));
  toggle()?.setAttribute('aria-expanded', 'true');
  document.body.style.overflow = 'hidden';
  n.querySelector<HTMLElement>('.navbar-sidebar__close')?.focus();
}

export function closeDrawer(restoreFocus = false) {
  const n = nav();
  if (!n || !isDrawerOpen()) return;
  n.classList.remove('navbar-sidebar--show');
  toggle()?.setAttribute('aria-expanded', 'false');
  document.body.style.overflow = '';
  if (restoreFocus) toggle()?.focus();
}

export function initDrawer() {
  const n = nav();
  if (!n) return;
  toggle()?.addEventListener('click', () => (isDrawerOpen() ? closeDrawer() : openDrawer()));
  n.querySelector('.navbar-sidebar__close')?.addEventListener('click', () => closeDrawer(true));
  n.querySelector('.navbar-sidebar__backdrop')?.addEventListener('click', () => closeDrawer(true));
  n.querySelector('.navbar-sidebar__back')?.addEventListener('click', () => {
    showPanel(false);
    n.querySelector<HTMLElement>('[data-panel="primary"] a, [data-panel="primary"] button')?.focus();
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && isDrawerOpen()) closeDrawer(true);
  });
  // Following a link inside the drawer closes it (client navigation keeps the page).
  n.querySelector('.navbar-sidebar')?.addEventListener('click', (event) => {
    const link = (event.target as Element).closest?.('a[href]');
    if (link) closeDrawer();
  });
  window.matchMedia(MOBILE).addEventListener?.('change', (event) => {
    if (!event.matches) closeDrawer();
  });
  window.addEventListener('popstate', () => closeDrawer());
}
