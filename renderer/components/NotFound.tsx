// The not-found page (404.html): what happened, a search box (a plain form to
// the search page, so it works without JavaScript), the pages closest to the
// address asked for (found by the page's script from the route manifest:
// renderer/client/not-found-page.ts) and the site's main areas (the navbar's
// links, in the page itself).
import { DOM_ID, NOT_FOUND_ROUTES_ATTR, SEARCH } from '../contract.ts';
import { navbarTargets } from '../navbar/targets.ts';
import type { SiteData } from '../types.ts';
import { withBase } from '../url.ts';
import { SearchIcon } from './Icons.tsx';

/**
 * Inline script of the not-found page. A host without clean-URL rules serves
 * 404.html for `/a/b.html` and `/a/index.html`; the page is at `/a/b/` and
 * `/a/`. If that address answers OK, go there (keeping ?search#hash), replacing
 * this history entry. Otherwise stay: the target never ends in `.html`, so a
 * not-found answer there cannot bring the visitor back here in a loop.
 * Same rule as the router's `normalizePath` (renderer/client/router.ts).
 */
export const NOT_FOUND_HTML_REDIRECT =
  "(function(){var l=location,p=l.pathname,t=/\\/index\\.html$/.test(p)?p.slice(0,-10):/\\.html$/.test(p)&&!/\\/404\\.html$/.test(p)?p.slice(0,-5)+'/':'';" +
  "if(!t||!window.fetch)return;" +
  "fetch(t,{method:'HEAD',cache:'no-store'}).then(function(r){return r.status===405||r.status===501?fetch(t,{cache:'no-store'}):r})" +
  ".then(function(r){if(r.ok)l.replace(t+l.search+l.hash)},function(){})})();";

export function NotFound({ site }: { site: SiteData }) {
  const areas = navbarTargets(site.navbar.items, site.sidebars, (id) => (site.docRoutes[id] ? { route: site.docRoutes[id], title: id } : undefined));
  const home = site.homeHref ?? '/';
  return (
    <main className="not-found" id={DOM_ID.main}>
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>Page Not Found</h1>
      <p>We could not find what you were looking for.</p>
      <p>Please contact the owner of the site that linked you to the original URL and let them know their link is broken.</p>
      <form className="not-found__search" role="search" action={withBase(site.baseUrl, SEARCH.pagePath)} method="get">
        <label htmlFor="not-found-q" className="sr-only">
          Search the documentation
        </label>
        <SearchIcon />
        <input id="not-found-q" type="search" name="q" maxLength={SEARCH.maxQueryLength} placeholder="Search the documentation" autoComplete="off" />
        <button type="submit">Search</button>
      </form>
      <section className="not-found__closest" aria-labelledby="not-found-closest" hidden>
        <h2 id="not-found-closest">Pages with a similar address</h2>
        <ul {...{ [NOT_FOUND_ROUTES_ATTR]: withBase(site.baseUrl, '/routes.json') }} />
      </section>
      <nav className="not-found__areas" aria-labelledby="not-found-areas">
        <h2 id="not-found-areas">Main areas</h2>
        <ul>
          {/* A site without a home page starts at its first doc, which a navbar item usually opens already. */}
          {!areas.some((a) => a.to === home) && (
            <li>
              <a href={withBase(site.baseUrl, home)}>{site.hasHome === false ? 'Start page' : 'Home page'}</a>
            </li>
          )}
          {areas.map((a) => (
            <li key={a.to}>
              <a href={withBase(site.baseUrl, a.to)}>{a.label}</a>
            </li>
          ))}
        </ul>
      </nav>
      <script dangerouslySetInnerHTML={{ __html: NOT_FOUND_HTML_REDIRECT }} />
    </main>
  );
}
