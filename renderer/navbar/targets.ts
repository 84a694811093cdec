// Where the navbar's items lead inside the site, by the navbar's own rules: a
// `docSidebar` item to its sidebar's first page, a `doc` item to its doc's
// route, a link to its `to`, a dropdown to each of its entries. External links
// and the other item kinds (search, versions, login…) lead nowhere here. The
// landing page's cards and the not-found page's main areas are made from it.

interface SidebarLike {
  type: string;
  href?: string;
  external?: boolean;
  items?: SidebarLike[];
}

export interface NavbarTarget {
  label: string;
  to: string;
  /** The sidebar a `docSidebar` item opens. */
  sidebar?: string;
}

/** The pages of a sidebar in order (categories with a page of their own included), external links left out. */
export function sidebarRoutes(items: readonly SidebarLike[]): string[] {
  const out: string[] = [];
  for (const item of items) {
    if (item.href && !item.external) out.push(item.href);
    if (item.items) out.push(...sidebarRoutes(item.items));
  }
  return out;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `skip`: a route no target may be (the page asking, so a sidebar that starts there gives its next page). */
export function navbarTargets(
  items: readonly unknown[],
  sidebars: Record<string, readonly SidebarLike[]>,
  docRoutes: (id: string) => { route: string; title: string } | undefined,
  skip?: string,
): NavbarTarget[] {
  const out: NavbarTarget[] = [];
  const visit = (raw: unknown) => {
    if (!isObject(raw)) return;
    const label = typeof raw.label === 'string' ? raw.label : undefined;
    if (raw.type === 'docSidebar' && typeof raw.sidebarId === 'string') {
      const first = sidebarRoutes(sidebars[raw.sidebarId] ?? []).find((href) => href !== skip);
      if (first && label) out.push({ label, to: first, sidebar: raw.sidebarId });
    } else if (raw.type === 'doc' && typeof raw.docId === 'string') {
      const doc = docRoutes(raw.docId);
      if (doc) out.push({ label: label ?? doc.title, to: doc.route });
    } else if (Array.isArray(raw.items)) raw.items.forEach(visit);
    else if (typeof raw.to === 'string' && label && (raw.type === undefined || raw.type === 'default')) out.push({ label, to: raw.to });
  };
  items.forEach(visit);
  const route = (to: string) => to.split(/[?#]/)[0];
  const seen = new Set<string>();
  return out.filter((t) => route(t.to) !== skip && !seen.has(t.to) && (seen.add(t.to), true));
}
