// What llms.txt and llms-full.txt list: the pages grouped by sidebar, once
// per part of the site. A site with versions or locales has one pair per
// scope (`/fr/llms.txt`, `/1.0/llms.txt`), each with that scope's pages and
// sidebars only, so a reader of one version never gets another's text; the
// root's lists the root scope's. Pages a scope shares (an API reference of
// several versions) are listed in each of them.
import { flattenLinks, type PageRecord, type SiteModel } from '../../model.ts';
import { siteLayout } from '../versions/layout.ts';

export interface LlmsIndex {
  /** Folder in out/ (`''`, `fr/1.0/`). */
  dir: string;
  header: string[];
  groups: [string, PageRecord[]][];
}

export function llmsIndexes(model: SiteModel): LlmsIndex[] {
  const { config } = model;
  const summary = config.tagline || `Documentation of ${config.product.name}.`;
  const layout = siteLayout(config);
  if (!layout) return [{ dir: '', header: [`# ${config.title}`, '', `> ${summary}`, ''], groups: sectionsOf(model, model.pages, Object.keys(model.sidebars), (id) => id) }];
  const others = layout.scopes.filter((s) => s.key);
  return layout.scopes.map((scope) => {
    const prefix = scope.key ? `${scope.key}/` : '';
    const pages = model.pages.filter((p) => (p.scope?.key ?? '') === scope.key || p.scope?.sharedWith?.includes(scope.key));
    // A scope's sidebars are under its key; the root's are those under no other scope's.
    const sidebars = Object.keys(model.sidebars).filter((id) => (scope.key ? id.startsWith(prefix) : !others.some((o) => id.startsWith(`${o.key}/`))));
    const part = [scope.versionInfo.isLast ? '' : scope.versionInfo.label, scope.localeInfo.isDefault ? '' : scope.localeInfo.label].filter(Boolean).join(', ');
    return { dir: prefix, header: [`# ${config.title}${part ? ` (${part})` : ''}`, '', `> ${summary}`, ''], groups: sectionsOf(model, pages, sidebars, (id) => id.slice(prefix.length)) };
  });
}

/** Pages grouped by sidebar (in config order, titled by the navbar item that opens it), the rest last. */
function sectionsOf(model: SiteModel, listed: PageRecord[], sidebarIds: string[], localId: (id: string) => string): [string, PageRecord[]][] {
  const titles = new Map<string, string>();
  const items = model.config.navbar.items as { type?: string; sidebarId?: string; label?: string; to?: string; items?: { label?: string; to?: string }[] }[];
  const byTarget = new Map<string, string>();
  for (const item of items) {
    if (item.type === 'docSidebar' && item.sidebarId && item.label) titles.set(item.sidebarId, item.label);
    for (const link of [item, ...(item.items ?? [])]) if (link.to && link.label) byTarget.set(link.to, link.label);
  }
  const mine = new Set(listed);
  const ours = new Set(sidebarIds);
  const seen = new Set<string>();
  const groups: [string, PageRecord[]][] = [];
  for (const id of sidebarIds) {
    const pages = flattenLinks(model.sidebars[id])
      .map((l) => model.byPath.get(l.href))
      // Its own pages, and those whose sidebar is another scope's (shared ones).
      .filter((p): p is PageRecord => !!p && mine.has(p) && (p.sidebar === id || (p.sidebar !== undefined && !ours.has(p.sidebar))) && !seen.has(p.path));
    pages.forEach((p) => seen.add(p.path));
    if (!pages.length) continue;
    const title = titles.get(localId(id)) ?? pages.map((p) => byTarget.get(p.path)).find(Boolean) ?? localId(id).charAt(0).toUpperCase() + localId(id).slice(1);
    groups.push([title, pages]);
  }
  // Unlisted pages keep their twin but are in no index.
  const rest = listed.filter((p) => !seen.has(p.path) && !p.frontMatter.unlisted && model.kinds.get(p.kind)?.markdown !== false);
  if (rest.length) groups.push(['Other pages', rest]);
  return groups;
}
