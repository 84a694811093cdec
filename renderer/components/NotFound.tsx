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

/** `redirectScript`: the inline script that sends `/a/b.html` on to `/a/b/` on this site only (templates/inline/not-found-redirect.ts). */
export function NotFound({ site, redirectScript }: { site: SiteData; redirectScript: string }) {
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
      <script dangerouslySetInnerHTML={{ __html: redirectScript }} />
    </main>
  );
}
