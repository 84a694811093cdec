// Page chunks: the HTML of another page, fetched for client navigation.
// Visible links (content and navbar) are prefetched once, and any internal
// link once more eagerly on hover, focus or touch; both are skipped on 2g or
// data-saver connections. Navigation reuses whatever is already in flight.
import { getConfig } from './config.ts';

export interface PageChunk {
  html: string;
  /** The final URL (after redirects, e.g. /x → /x/). */
  url: string;
  status: number;
}

const MAX_CACHED = 40;
const MAX_VISIBLE_PREFETCHES = 30;
const cache = new Map<string, Promise<PageChunk>>();
let visiblePrefetches = 0;
let observer: IntersectionObserver | null = null;

interface NetworkInformationLike {
  effectiveType?: string;
  saveData?: boolean;
}

export function isSlowConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  return !!connection && ((connection.effectiveType ?? '').includes('2g') || connection.saveData === true);
}

const keyOf = (href: string) => {
  const url = new URL(href, location.href);
  url.hash = '';
  return url.href;
};

/** Fetches a page chunk. A 404 answer is still a page (the not-found page); other failures reject. */
export function loadPage(href: string, priority: 'high' | 'low' = 'high'): Promise<PageChunk> {
  const key = keyOf(href);
  const hit = cache.get(key);
  if (hit) return hit;
  const promise = fetch(key, { credentials: 'same-origin', priority } as RequestInit).then(async (response) => {
    if (!response.ok && response.status !== 404) throw new Error(`Failed to load the page chunk ${key}: HTTP ${response.status}`);
    return { html: await response.text(), url: response.url || key, status: response.status };
  });
  cache.set(key, promise);
  promise.catch(() => cache.delete(key));
  while (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value!);
  return promise;
}

/** Forgets every fetched page (`docs serve` rebuilt the site: any of them may be stale). */
export function forgetPages() {
  cache.clear();
}

/** Same-origin page links the client can navigate to without a reload. */
export function isInternalPageLink(a: Element): a is HTMLAnchorElement {
  if (!(a instanceof HTMLAnchorElement) || !a.hasAttribute('href')) return false;
  if (a.hasAttribute('target') || a.hasAttribute('download') || /(^|\s)external(\s|$)/.test(a.rel)) return false;
  if (a.origin !== location.origin || (a.protocol !== 'http:' && a.protocol !== 'https:')) return false;
  const base = getConfig().baseUrl;
  if (!a.pathname.startsWith(base) || a.pathname.startsWith(`${base}assets/`)) return false;
  const last = a.pathname.slice(a.pathname.lastIndexOf('/') + 1);
  return last === '' || last.endsWith('.html') || !last.includes('.');
}

const samePage = (a: HTMLAnchorElement) => a.pathname === location.pathname && a.search === location.search;

export function prefetch(href: string) {
  if (isSlowConnection()) return;
  loadPage(href, 'low').catch(() => {});
}

function onIntent(event: Event) {
  const a = (event.target as Element).closest?.('a[href]');
  if (a && isInternalPageLink(a) && !samePage(a)) prefetch(a.href);
}

/** Watches the visible links of the current page (content and navbar; the sidebar only on intent). */
export function observeLinks(root: ParentNode = document) {
  if (isSlowConnection()) return;
  if (!('IntersectionObserver' in window)) return;
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer!.unobserve(entry.target);
      const a = entry.target as HTMLAnchorElement;
      if (samePage(a) || visiblePrefetches >= MAX_VISIBLE_PREFETCHES || cache.has(keyOf(a.href))) continue;
      visiblePrefetches++;
      prefetch(a.href);
    }
  });
  for (const a of root.querySelectorAll('main a[href], nav.navbar .navbar__inner a[href]:not(.dropdown__link)')) {
    if (isInternalPageLink(a) && !samePage(a)) observer.observe(a);
  }
}

/** Called after a client navigation: the new page gets its own visibility budget. */
export function resetVisiblePrefetches() {
  visiblePrefetches = 0;
  observer?.disconnect();
}

export function initPrefetch() {
  document.addEventListener('mouseover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
  document.addEventListener('touchstart', onIntent, { passive: true });
  observeLinks();
}
