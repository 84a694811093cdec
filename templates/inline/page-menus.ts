// Inline script of a site whose navbar menus differ per page (versions,
// locales; renderer/navbar/menus.ts). Their links go to another part of the
// site (another language, search index and UI), so they load the page in full
// (`target="_self"` keeps the client router out); a locale link keeps the
// search and hash. After a client navigation inside the same part, the menus
// are taken from the new page, so they link to its counterparts.
export function pageMenus(c: { selector: string }): void {
  document.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    const a = target && target.closest ? (target.closest(c.selector + ' a[hreflang]') as HTMLAnchorElement | null) : null;
    if (a && a.origin === location.origin && !a.dataset.kept) {
      a.dataset.kept = '1';
      a.href = a.pathname + location.search + location.hash;
    }
  }, true);
  document.addEventListener('docs:navigated', () => {
    const at = location.href;
    fetch(at, { credentials: 'same-origin' })
      .then((r) => (r.ok ? r.text() : ''))
      .then((html) => {
        if (!html || location.href !== at) return;
        const next = new DOMParser().parseFromString(html, 'text/html');
        const mine = document.querySelectorAll(c.selector);
        const theirs = next.querySelectorAll(c.selector);
        if (mine.length !== theirs.length) return;
        mine.forEach((el, i) => el.replaceWith(document.adoptNode(theirs[i])));
      })
      .catch(() => {});
  });
}
