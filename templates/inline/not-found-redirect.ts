// Inline script of the not-found page. A host without clean-URL rules serves
// 404.html for `/a/b.html` and `/a/index.html`; the page is at `/a/b/` and
// `/a/`. If that address answers OK, go there (keeping ?search#hash),
// replacing this history entry. Otherwise stay: the target never ends in
// `.html`, so a not-found answer there cannot bring the visitor back here.
//
// The target is only ever a path of this site: this origin, under its base
// URL. `http://site//other.example/x.html` has the path `//other.example/x.html`,
// and its normalised form `//other.example/x/` is a protocol-relative address
// of another site: it must be neither fetched nor gone to.
// Same rule as the router's `normalizePath` (renderer/client/router.ts).
export function notFoundRedirect(c: { baseUrl: string }): void {
  const l = location;
  const p = l.pathname;
  const t = /\/index\.html$/.test(p) ? p.slice(0, -10) : /\.html$/.test(p) && !/\/404\.html$/.test(p) ? p.slice(0, -5) + '/' : '';
  if (!t || !window.fetch || !/^\/(?![/\\])/.test(t) || t.indexOf(c.baseUrl) !== 0) return;
  let target: URL;
  try {
    target = new URL(t, l.href);
  } catch (e) {
    return;
  }
  // Resolving must change nothing: same origin, same path (no dot segments, no other host).
  if (target.origin !== l.origin || target.pathname !== t) return;
  const go = target.pathname + l.search + l.hash;
  fetch(target.href, { method: 'HEAD', cache: 'no-store', credentials: 'same-origin' })
    .then((r) => (r.status === 405 || r.status === 501 ? fetch(target.href, { cache: 'no-store', credentials: 'same-origin' }) : r))
    .then(
      (r) => {
        // A redirect answered for the check must not take the visitor elsewhere either.
        if (r.ok && new URL(r.url).origin === l.origin) l.replace(go);
      },
      () => {},
    );
}
