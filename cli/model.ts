// The one in-memory site model every later stage reads: page records,
// sidebars, navbar and the route manifest.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { ResolvedConfig } from './config.ts';
import type { BuiltinSidebarItemConfig, SidebarItemConfig } from './define-config.ts';
import { BuildError } from './errors.ts';
import { closest } from './suggest.ts';
import { homeIndexPage } from './home-index.ts';
import { lineOfText } from './config/checker.ts';
import { docLink, generatedIndexRoute } from './sidebar-links.ts';
import { SIDEBAR_TRIM_LINKS } from '../renderer/contract.ts';


import type { PageKind, PageRecord, SidebarCategory, SidebarItem, SidebarItemProvider, SiteModel } from './plugin-api.ts';

export type { PageRecord, SidebarCategory, SidebarItem, SidebarItemProvider, SidebarLink, SiteModel } from './plugin-api.ts';

export function createModel(
  config: ResolvedConfig,
  sectionPages: PageRecord[],
  sidebarItems: Record<string, SidebarItemProvider>,
  kinds: Map<string, PageKind>,
  /** The plugins' own sidebars (config-shaped; an id of the config's replaces it) and per-page navbar menus. */
  contributed: { sidebars?: Record<string, SidebarItemConfig[]>; menus?: string[] } = {},
): SiteModel {
  const pages: PageRecord[] = [];
  const byPath = new Map<string, PageRecord>();
  const byId = new Map<string, PageRecord>();
  const routeByFile = new Map<string, string>();
  const shown = (file: string) => relative(config.rootDir, file) || file;
  const add = (page: PageRecord) => {
    const clash = byPath.get(page.path);
    if (clash) {
      const generated = clash.contentPath === undefined && page.contentPath === undefined;
      throw new BuildError(
        `Duplicate route ${page.path}: both ${shown(clash.sourceFile)}${clash.generatedKey ? ` (${clash.generatedKey})` : ''} and ${shown(page.sourceFile)}${page.generatedKey ? ` (${page.generatedKey})` : ''} produce it.`,
        { file: page.sourceFile },
        generated ? 'Two generated pages share a route: give one of them its own slug.' : 'Rename one of the files or give one a different `slug` in its front matter.',
      );
    }
    const idClash = byId.get(page.id);
    if (idClash) {
      throw new BuildError(`Duplicate doc id "${page.id}": ${shown(idClash.sourceFile)} and ${shown(page.sourceFile)}.`, { file: page.sourceFile }, 'Change the `id` in one front matter.');
    }
    pages.push(page);
    byPath.set(page.path, page);
    byId.set(page.id, page);
    if (page.contentPath !== undefined) routeByFile.set(page.sourceFile, page.path);
  };
  sectionPages.forEach(add);

  // An unknown doc id: the closest ids, not every id of a large site.
  const unknownId = (message: string, id: string) => {
    const ids = [...byId.values()].filter((p) => p.contentPath !== undefined).map((p) => p.id);
    const near = closest(id, ids, 5);
    const hint = near.length
      ? `Did you mean ${near.map((n) => `"${n}"`).join(', ')}? (A doc id is the file's path under the content folder without its extension, or its front matter \`id\`.)`
      : `No doc id is close to it (a doc id is the file's path under the content folder without its extension, e.g. ${ids.sort().slice(0, 3).map((n) => `"${n}"`).join(', ') || 'none yet'}).`;
    return new BuildError(message, { file: config.configFile, line: lineOfText(config.configFile, [`'${id}'`, `"${id}"`]) }, hint);
  };
  const resolveItems = (items: SidebarItemConfig[], sidebarId: string): SidebarItem[] =>
    items.flatMap((item): SidebarItem[] => {
      // Built-in item types by name; any other is a plugin's (see `default`).
      const spec = (typeof item === 'string' ? { type: 'doc' as const, id: item } : item) as Exclude<BuiltinSidebarItemConfig, string>;
      switch (spec.type) {
        case 'doc': {
          const page = byId.get(spec.id);
          if (!page) {
            throw unknownId(`Sidebar "${sidebarId}" refers to doc id "${spec.id}", which does not exist.`, spec.id);
          }
          // Unlisted docs are in no sidebar, as in Docusaurus's production builds.
          return page.frontMatter.unlisted ? [] : [{ ...docLink(page, spec.label), ...extras(spec) }];
        }
        case 'link':
          return [{ type: 'link', label: spec.label, href: spec.href, external: /^[a-z]+:/i.test(spec.href), ...extras(spec) }];
        case 'category': {
          let href: string | undefined;
          if (spec.link?.type === 'generated-index') {
            href = generatedIndexRoute(spec.label, spec.link);
          } else if (spec.link) {
            const page = byId.get(spec.link.id);
            if (!page) throw unknownId(`Sidebar "${sidebarId}": category "${spec.label}" links to unknown doc id "${spec.link.id}".`, spec.link.id);
            href = page.path;
          }
          const collapsible = spec.collapsible ?? true;
          return [{
            type: 'category',
            label: spec.label,
            href,
            collapsed: collapsible ? (spec.collapsed ?? true) : false,
            ...(collapsible ? {} : { collapsible: false }),
            ...extras(spec),
            items: resolveItems(spec.items, sidebarId),
          }];
        }
        default: {
          const provided = sidebarItems[spec.type];
          if (!provided) {
            const known = ['doc', 'link', 'category', ...Object.keys(sidebarItems)];
            throw new BuildError(
              `Sidebar "${sidebarId}": no plugin provides items of type "${(spec as { type: string }).type}".`,
              { file: config.configFile, line: lineOfText(config.configFile, [`'${(spec as { type: string }).type}'`, `"${(spec as { type: string }).type}"`]) },
              `The item types are ${known.map((t) => `"${t}"`).join(', ')}.`,
            );
          }
          // A copy: the model adds generated category routes to its items, and a section may keep
          // its items between serve's rebuilds (the next model must find them as they were). Copied
          // as JSON: items made afresh and items read back from a section's disk cache then have the
          // same keys in the same order, so a sidebar's render key is the same either way.
          const items = typeof provided === 'function' ? provided(spec as Record<string, unknown> & { type: string }, sidebarId) : provided;
          return JSON.parse(JSON.stringify(items)) as SidebarItem[];
        }
      }
    });

  const sidebars: Record<string, SidebarItem[]> = {};
  for (const [id, items] of Object.entries({ ...config.sidebars, ...contributed.sidebars })) sidebars[id] = resolveItems(items, id);
  for (const items of Object.values(sidebars)) if (countSidebarLinks(items) > SIDEBAR_TRIM_LINKS) indexCategories(items, add, byPath, config.configFile);
  // No page at `/`: a generated index of the site's sections (with a warning), not a 404.
  if (!byPath.has('/')) {
    const home = homeIndexPage(config, sidebars);
    if (home) add(home);
  }

  // A page belongs to the first sidebar that links to it, unless its front matter names one (`displayed_sidebar`).
  for (const page of pages) {
    const wanted = page.frontMatter.displayed_sidebar;
    if (wanted === undefined) continue;
    if (wanted !== null && !sidebars[wanted]) {
      throw new BuildError(
        `\`displayed_sidebar: ${wanted}\` names a sidebar that does not exist.`,
        { file: page.sourceFile, line: frontMatterLine(page, 'displayed_sidebar') },
        `The sidebars are ${Object.keys(sidebars).join(', ') || '(none)'}; \`displayed_sidebar: null\` shows none.`,
      );
    }
    page.sidebar = wanted ?? undefined;
  }
  for (const [id, items] of Object.entries(sidebars)) {
    for (const href of flattenLinks(items).map((l) => l.href)) {
      const page = byPath.get(href);
      if (page && !page.sidebar && page.frontMatter.displayed_sidebar === undefined) page.sidebar = id;
    }
  }
  return { config, pages, byPath, byId, routeByFile, sidebars, kinds, ...(contributed.menus?.length ? { menus: contributed.menus } : {}) };
}

/** `className` and `customProps` written on a sidebar item in the config. */
function extras(spec: { className?: string; customProps?: Record<string, unknown> }): { className?: string; customProps?: Record<string, unknown> } {
  return { ...(spec.className ? { className: spec.className } : {}), ...(spec.customProps ? { customProps: spec.customProps } : {}) };
}

/** The line of a front matter key in a page's source (1 when unknown). */
export function frontMatterLine(page: PageRecord, key: string): number {
  try {
    const lines = readFileSync(page.sourceFile, 'utf8').split('\n');
    const at = lines.findIndex((l) => l.startsWith(`${key}:`));
    return at < 0 ? 1 : at + 1;
  } catch {
    return 1;
  }
}

function countSidebarLinks(items: SidebarItem[]): number {
  return items.reduce((n, item) => n + (item.type === 'link' ? 1 : (item.href ? 1 : 0) + countSidebarLinks(item.items)), 0);
}

/**
 * A large sidebar is trimmed on each page to its branch, so every category in
 * it needs a page of its own to stay reachable without JavaScript: a category
 * without one gets a generated index at `/category/<label>/` listing its items.
 */
function indexCategories(items: SidebarItem[], add: (page: PageRecord) => void, byPath: Map<string, PageRecord>, configFile: string, trail: string[] = []) {
  for (const item of items) {
    if (item.type !== 'category') continue;
    const path = [...trail, item.label];
    if (!item.href) {
      const base = path.map((p) => p.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '')).filter(Boolean).join('-') || 'category';
      let route = `/category/${base}/`;
      for (let n = 2; byPath.has(route); n++) route = `/category/${base}-${n}/`;
      item.href = route;
      add({
        id: `category${route.slice('/category'.length, -1)}`,
        path: route,
        kind: 'category-index',
        title: item.label,
        description: `The pages of ${path.join(' › ')}.`,
        headings: [],
        sourceFile: configFile,
        frontMatter: {},
        sourceLinks: [],
        titleInContent: false,
        data: item,
      });
    }
    indexCategories(item.items, add, byPath, configFile, path);
  }
}

/** Every internal link of a sidebar in reading order (categories with a page count as links). */
export function flattenLinks(items: SidebarItem[]): { label: string; href: string }[] {
  const out: { label: string; href: string }[] = [];
  for (const item of items) {
    if (item.type === 'link') {
      if (!item.external) out.push(item);
    } else {
      if (item.href) out.push({ label: item.label, href: item.href });
      out.push(...flattenLinks(item.items));
    }
  }
  return out;
}

/** `flattenLinks(items)[0]`, without listing the rest (a sidebar's first page is asked per build, of every sidebar). */
export function firstLink(items: SidebarItem[]): { label: string; href: string } | undefined {
  for (const item of items) {
    if (item.type === 'link') {
      if (!item.external) return item;
    } else {
      if (item.href) return { label: item.label, href: item.href };
      const inner = firstLink(item.items);
      if (inner) return inner;
    }
  }
  return undefined;
}

/** Categories from the sidebar root down to the page (for breadcrumbs and open categories). */
export function pathTo(items: SidebarItem[], href: string): SidebarCategory[] | null {
  for (const item of items) {
    if (item.type === 'link' && item.href === href) return [];
    if (item.type === 'category') {
      if (item.href === href) return [item];
      const below = pathTo(item.items, href);
      if (below) return [item, ...below];
    }
  }
  return null;
}

const pathIndexes = new WeakMap<SidebarItem[], Map<string, SidebarCategory[]>>();

/** `pathTo` for every href of a sidebar at once (the same answers: the first match in reading order), made once per sidebar. */
export function pathIndex(items: SidebarItem[]): Map<string, SidebarCategory[]> {
  let index = pathIndexes.get(items);
  if (index) return index;
  const found = new Map<string, SidebarCategory[]>();
  const walk = (list: SidebarItem[], trail: SidebarCategory[]) => {
    for (const item of list) {
      if (item.type === 'link') {
        if (!found.has(item.href)) found.set(item.href, trail);
        continue;
      }
      const here = [...trail, item];
      if (item.href !== undefined && !found.has(item.href)) found.set(item.href, here);
      walk(item.items, here);
    }
  };
  walk(items, []);
  pathIndexes.set(items, (index = found));
  return index;
}

export interface Neighbours {
  previous?: { label: string; href: string };
  next?: { label: string; href: string };
}

/** Previous/next in the sidebar's reading order, computed once per sidebar; `pagination_prev`/`pagination_next` override it. */
export function neighbourIndex(model: SiteModel): Map<string, Neighbours> {
  const index = new Map<string, Neighbours>();
  const label = (href: string, fallback: string) => model.byPath.get(href)?.frontMatter.pagination_label ?? fallback;
  for (const [id, items] of Object.entries(model.sidebars)) {
    const seen = new Set<string>();
    const links = flattenLinks(items)
      .filter((l) => !seen.has(l.href) && !!seen.add(l.href)) // the first link to each page
      .filter((l) => !model.byPath.get(l.href)?.frontMatter.unlisted)
      .map((l) => ({ href: l.href, label: label(l.href, l.label) }));
    links.forEach((link, i) => {
      if (model.byPath.get(link.href)?.sidebar !== id) return;
      index.set(link.href, { previous: links[i - 1], next: links[i + 1] });
    });
  }
  for (const page of model.pages) {
    const fm = page.frontMatter;
    if (fm.pagination_prev === undefined && fm.pagination_next === undefined) continue;
    const own = { ...index.get(page.path) };
    for (const [key, side] of [['pagination_prev', 'previous'], ['pagination_next', 'next']] as const) {
      const id = fm[key];
      if (id === undefined) continue;
      if (id === null) {
        delete own[side];
        continue;
      }
      const target = model.byId.get(id);
      if (!target) {
        throw new BuildError(`\`${key}: ${id}\` names a doc id that does not exist.`, { file: page.sourceFile, line: frontMatterLine(page, key) }, 'Use the id of a doc (its path under the content folder without extension), or null for no link.');
      }
      if (target.frontMatter.unlisted) delete own[side];
      else own[side] = { href: target.path, label: target.frontMatter.pagination_label ?? target.frontMatter.sidebar_label ?? target.title };
    }
    index.set(page.path, own);
  }
  return index;
}

/** The route manifest written to out/ for tools and the client. */
export function routeManifest(model: SiteModel) {
  return model.pages.map((p) => ({ id: p.id, path: p.path, sidebar: p.sidebar ?? null, title: p.title, kind: p.kind }));
}
