// The name of each part of the site: a sidebar is named after the navbar item
// that opens it (a `docSidebar` item's label, or the label of a navbar link —
// in a dropdown too — to one of its pages), else after its id made readable.
// The sidebar shows it as its title, the breadcrumbs start with it, and the
// search groups hits by it.
import { firstLink, pathTo, type SiteModel } from './model.ts';

export interface SidebarTitle {
  label: string;
  /** Where the title links: the page the navbar item opens, else the sidebar's first page. */
  href?: string;
}

const cache = new WeakMap<SiteModel, Record<string, SidebarTitle>>();

export function sidebarTitles(model: SiteModel): Record<string, SidebarTitle> {
  const known = cache.get(model);
  if (known) return known;
  type Item = { type?: string; sidebarId?: string; label?: string; to?: string; items?: Item[] };
  const titles: Record<string, SidebarTitle> = {};
  const byTarget: [string, string][] = [];
  for (const item of model.config.navbar.items as Item[]) {
    if (item.type === 'docSidebar' && item.sidebarId && item.label && !titles[item.sidebarId]) titles[item.sidebarId] = { label: item.label };
    for (const link of [item, ...(item.items ?? [])]) if (link.to && link.label) byTarget.push([link.to, link.label]);
  }
  for (const [id, items] of Object.entries(model.sidebars)) {
    const first = firstLink(items)?.href;
    // A version's or locale's copy of a sidebar (`fr/1.0/guides`) is named as the sidebar it copies.
    const own = id.slice(id.lastIndexOf('/') + 1);
    const named = titles[id] ?? (own !== id && titles[own] ? { label: titles[own].label } : undefined);
    if (named) {
      titles[id] = { ...named, href: first };
      continue;
    }
    const linked = byTarget.find(([to]) => model.byPath.get(to)?.sidebar === id || pathTo(items, to) !== null);
    titles[id] = linked ? { label: linked[1], href: linked[0] } : { label: own.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase()), href: first };
  }
  cache.set(model, titles);
  return titles;
}
