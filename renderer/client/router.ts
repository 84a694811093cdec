// Client navigation. Internal links load the next page's HTML (its "page
// chunk") and swap the page body in place: the wrapper (content and sidebar),
// the footer's presence, <title> and the description/canonical/Open Graph
// tags. The history gets an entry; the page scrolls to the hash target or the
// top; back/forward restore the saved scroll position; focus returns to the
// skip link. A chunk that fails to load logs a warning and reloads the window.
// Also on load: `.html` and `/index.html` URLs are normalised, and a malformed
// percent-encoding in the path shows an error instead of crashing.
import { getConfig } from './config.ts';
import { closeDrawer } from './drawer.ts';
import { mountIslands } from './islands.ts';
import { navbarAfterNavigation, updateLocaleLinks, updateNavbarActive } from './navbar.ts';
import { forgetPages, isInternalPageLink, loadPage, observeLinks, resetVisiblePrefetches } from './prefetch.ts';
import { doneProgress, startProgress } from './progress.ts';
import { markSidebarActive } from './sidebar.ts';
import { session } from './storage.ts';
import { refreshToc } from './toc.ts';
import { DOM_ID } from '../contract.ts';

const SCROLL_KEY = 'docs.scroll';
const positions = new Map<string, number>();
let currentKey = '';
/** pathname + search of the page the DOM shows. */
let rendered = '';
let navigation = 0;

/** A 6-character location key, as history entries have. */
const newKey = () => Math.random().toString(36).slice(2, 8).padEnd(6, '0');

export function decodePath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

/** `/a/b.html` → `/a/b/`, `/a/index.html` → `/a/`, `/index.html` → `/`. */
export function normalizePath(pathname: string): string {
  if (pathname.endsWith('/index.html')) return pathname.slice(0, -'index.html'.length);
  if (pathname.endsWith('.html') && !pathname.endsWith('/404.html')) return `${pathname.slice(0, -'.html'.length)}/`;
  return pathname;
}

function ensureKey(): string {
  const state = history.state as { key?: string } | null;
  if (state?.key) return state.key;
  const key = newKey();
  history.replaceState({ ...(state ?? {}), key }, '');
  return key;
}

// ---- errors ----------------------------------------------------------------
function showInvalidPath(pathname: string) {
  const wrapper = document.getElementById(DOM_ID.wrapper);
  if (!wrapper) return;
  const main = document.createElement('main');
  main.className = 'error-panel';
  main.id = DOM_ID.main;
  main.setAttribute('role', 'alert');
  const h1 = document.createElement('h1');
  h1.textContent = 'Invalid URL';
  const p = document.createElement('p');
  p.textContent = `The path of this address has an invalid percent-encoding: ${pathname}`;
  const detail = document.createElement('p');
  detail.className = 'error-panel__detail';
  detail.textContent = 'URIError: URI malformed';
  const home = document.createElement('a');
  home.href = getConfig().baseUrl;
  home.textContent = 'Go to the home page';
  main.append(h1, p, detail, home);
  wrapper.replaceChildren(main);
  wrapper.className = 'main-wrapper';
  wrapper.dataset.kind = 'error';
  document.title = 'Invalid URL';
  document.querySelector('body > footer.footer')?.remove();
  refreshToc();
}

// ---- the swap --------------------------------------------------------------
const HEAD_TAGS = ['meta[name="description"]', 'meta[name="robots"]', 'link[rel="canonical"]', 'meta[property="og:title"]', 'meta[property="og:description"]', 'meta[property="og:url"]'];

/** Every tag of the head a page's own data makes (title, meta tags, canonical and alternate links), for a refresh. */
const PAGE_HEAD = 'title, meta:not([charset]):not([name="viewport"]), link[rel="canonical"], link[rel="alternate"]';

function swapHead(next: Document, all = false) {
  document.title = next.title;
  if (all) {
    for (const mine of document.head.querySelectorAll(PAGE_HEAD)) mine.remove();
    for (const theirs of next.head.querySelectorAll(PAGE_HEAD)) document.head.appendChild(document.importNode(theirs, true));
    return;
  }
  for (const selector of HEAD_TAGS) {
    const mine = document.head.querySelector(selector);
    const theirs = next.head.querySelector(selector);
    if (mine && theirs) mine.replaceWith(document.importNode(theirs, true));
    else if (mine) mine.remove();
    else if (theirs) document.head.appendChild(document.importNode(theirs, true));
  }
}

function swapBody(next: Document, pathname: string, keepSidebar = true): boolean {
  const incoming = next.getElementById(DOM_ID.wrapper);
  const current = document.getElementById(DOM_ID.wrapper);
  if (!incoming || !current) return false;
  // The same sidebar stays (open categories, scroll); only the active link moves.
  const oldAside = current.querySelector<HTMLElement>(':scope > .doc-sidebar');
  const newAside = incoming.querySelector<HTMLElement>(':scope > .doc-sidebar');
  let asideScroll = 0;
  // A trimmed sidebar may not hold the new page's branch yet: then the incoming one (which does) is used.
  if (keepSidebar && oldAside && newAside && oldAside.dataset.sidebar === newAside.dataset.sidebar && markSidebarActive(oldAside, pathname)) {
    asideScroll = oldAside.scrollTop;
    newAside.replaceWith(oldAside);
  } else if (!keepSidebar && oldAside && newAside && oldAside.dataset.sidebar === newAside.dataset.sidebar) {
    asideScroll = oldAside.scrollTop;
  }
  const wrapper = document.adoptNode(incoming);
  current.replaceWith(wrapper);
  if (asideScroll) wrapper.querySelector(':scope > .doc-sidebar')!.scrollTop = asideScroll;
  const theirFooter = next.querySelector('body > footer.footer');
  const myFooter = document.querySelector('body > footer.footer');
  if (theirFooter && !myFooter) wrapper.after(document.adoptNode(theirFooter));
  else if (!theirFooter && myFooter) myFooter.remove();
  return true;
}

/** Focus goes back to the top of the page (the skip link's region), as after a full load. */
function resetFocus() {
  // A dialog opened while the page was loading (search right after choosing a hit) keeps its focus.
  if (document.activeElement?.closest('[aria-modal="true"], dialog[open], .DocSearch-Container')) return;
  const region = document.querySelector<HTMLElement>('.skip-to-content');
  if (!region) return;
  region.tabIndex = -1;
  region.focus({ preventScroll: true });
  region.addEventListener('blur', () => region.removeAttribute('tabindex'), { once: true });
}

function scrollTarget(hash: string): HTMLElement | null {
  if (!hash) return null;
  const id = decodePath(hash.slice(1));
  return id === null ? null : document.getElementById(id);
}

function afterRender(root: ParentNode) {
  refreshToc();
  updateNavbarActive();
  updateLocaleLinks();
  resetVisiblePrefetches();
  observeLinks();
  mountIslands(root);
  document.dispatchEvent(new CustomEvent('docs:navigated', { detail: { path: location.pathname } }));
}

/** Navigates to `href`: 'push' for a link, 'pop' for back/forward (history already moved). */
export async function navigate(href: string, mode: 'push' | 'pop') {
  const url = new URL(href, location.href);
  url.pathname = normalizePath(url.pathname);
  const id = ++navigation;
  if (mode === 'push' && url.href !== location.href) {
    positions.set(currentKey, window.scrollY);
    currentKey = newKey();
    history.pushState({ key: currentKey }, '', url.href);
  }
  const savedY = mode === 'pop' ? positions.get(currentKey) : undefined;
  closeDrawer();
  if (decodePath(url.pathname) === null) {
    rendered = url.pathname + url.search;
    showInvalidPath(url.pathname);
    window.scrollTo(0, 0);
    return;
  }
  startProgress();
  let chunk;
  try {
    chunk = await loadPage(url.href);
  } catch (error) {
    if (id !== navigation) return;
    console.warn(error);
    window.location.reload();
    return;
  }
  if (id !== navigation) return;
  const next = new DOMParser().parseFromString(chunk.html, 'text/html');
  const finalUrl = new URL(chunk.url);
  if (finalUrl.pathname !== url.pathname) {
    url.pathname = finalUrl.pathname;
    history.replaceState(history.state, '', url.href);
  }
  if (!swapBody(next, url.pathname)) {
    console.warn(new Error(`${url.pathname} did not answer with a page of this site.`));
    window.location.reload();
    return;
  }
  swapHead(next);
  rendered = url.pathname + url.search;
  doneProgress();
  const target = scrollTarget(url.hash);
  if (mode === 'pop' && savedY !== undefined) window.scrollTo(0, savedY);
  else if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
  navbarAfterNavigation(!!target && mode === 'push');
  if (mode === 'push' && !url.hash) resetFocus();
  afterRender(document.getElementById(DOM_ID.wrapper)!);
}

/** What only a full load applies: the scripts, stylesheets and client config of the head. */
const shellOf = (doc: Document) => [...doc.head.querySelectorAll('script, link[rel="stylesheet"]')].map((e) => e.outerHTML).join('');

/**
 * `docs serve`'s live reload when the page changed but the chrome around it did
 * not: the page again, swapped in place like a client navigation to itself
 * (its new sidebar and head tags too), at the same scroll position. False when
 * only a full load will do (the new page loads other scripts or styles, or is
 * not there); then the caller reloads the window.
 */
export async function refreshPage(): Promise<boolean> {
  forgetPages();
  const id = ++navigation;
  let chunk;
  try {
    chunk = await loadPage(location.href);
  } catch {
    return false;
  }
  if (id !== navigation) return true; // a navigation started meanwhile: it loads the new build's page
  const next = new DOMParser().parseFromString(chunk.html, 'text/html');
  if (chunk.status !== 200 || new URL(chunk.url).pathname !== location.pathname || shellOf(next) !== shellOf(document)) return false;
  const y = window.scrollY;
  if (!swapBody(next, location.pathname, false)) return false;
  swapHead(next, true);
  window.scrollTo(0, y);
  afterRender(document.getElementById(DOM_ID.wrapper)!);
  return true;
}

function onClick(event: MouseEvent) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const a = (event.target as Element).closest?.('a[href]');
  if (!a || !isInternalPageLink(a) || a.getAttribute('role') === 'button') return;
  // An anchor on the current page is the browser's job (it scrolls and adds a history entry).
  if (a.getAttribute('href')!.startsWith('#') || (a.hash && a.pathname === location.pathname && a.search === location.search)) return;
  event.preventDefault();
  void navigate(a.href, 'push');
}

function onPopState(event: PopStateEvent) {
  positions.set(currentKey, window.scrollY);
  const state = event.state as { key?: string } | null;
  currentKey = state?.key ?? ensureKey();
  // Only the hash changed: same page, restore where that entry was.
  if (location.pathname + location.search === rendered) {
    const y = positions.get(currentKey);
    if (y !== undefined) window.scrollTo(0, y);
    else scrollTarget(location.hash)?.scrollIntoView();
    return;
  }
  void navigate(location.href, 'pop');
}

function initSkipLink() {
  document.addEventListener('click', (event) => {
    const link = (event.target as Element).closest?.('.skip-to-content__link');
    if (!link) return;
    event.preventDefault();
    const target = document.querySelector<HTMLElement>('main') ?? document.getElementById(DOM_ID.wrapper);
    if (!target) return;
    if (!target.hasAttribute('tabindex')) {
      target.tabIndex = -1;
      target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true });
    }
    target.focus();
  });
}

export function initRouter() {
  const notFound = document.getElementById(DOM_ID.wrapper)?.dataset.kind === 'not-found';
  const normalized = normalizePath(location.pathname);
  // Absolute: a path that starts with `//` (a host that merges slashes served it) would name another host.
  if (!notFound && normalized !== location.pathname) history.replaceState(history.state, '', location.origin + normalized + location.search + location.hash);
  rendered = location.pathname + location.search;
  if (decodePath(location.pathname) === null) showInvalidPath(location.pathname);

  history.scrollRestoration = 'manual';
  currentKey = ensureKey();
  let saved: Record<string, number> = {};
  try {
    saved = JSON.parse(session.get(SCROLL_KEY) ?? '{}');
  } catch {
    // ignore a damaged entry
  }
  for (const [key, y] of Object.entries(saved)) if (typeof y === 'number') positions.set(key, y);
  const type = (performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined)?.type;
  const y = positions.get(currentKey);
  if ((type === 'reload' || type === 'back_forward') && y !== undefined) window.scrollTo(0, y);

  window.addEventListener('scroll', () => positions.set(currentKey, window.scrollY), { passive: true });
  window.addEventListener('pagehide', () => {
    positions.set(currentKey, window.scrollY);
    session.set(SCROLL_KEY, JSON.stringify(Object.fromEntries([...positions].slice(-50))));
  });
  window.addEventListener('hashchange', () => {
    currentKey = ensureKey();
  });
  document.addEventListener('click', onClick);
  window.addEventListener('popstate', onPopState);
  initSkipLink();
}
