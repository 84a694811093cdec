// A landing page (front matter `layout: landing`, the home page usually): a
// hero with the page's title, a tagline and buttons, cards into each area of
// the site, the page's own content (a quick start) and a list of popular
// tasks. Everything comes from the page's front matter and the site: the
// areas default to the navbar's links (each card described by its page's
// description, a sidebar's card counting its pages), so any site gets a
// sensible landing page from one line of front matter.
//
//   layout: landing
//   hero:                       # optional
//     tagline: Text under the title (default: the page's description)
//     actions: [{ label: Quick start, to: /start/ }, { label: API, to: /api/, secondary: true }]
//   areas:                      # optional: default, the navbar's links
//     - { to: /guides/, label: Guides, description: One line }   # label and description default to the page's
//   tasks:                      # optional
//     title: Popular tasks
//     items: [{ label: Send a receipt, to: /api/receipts/ }]
import type { FrontMatter } from '../../content.ts';
import { BuildError } from '../../errors.ts';
import { flattenLinks, type SidebarItem, type SiteModel } from '../../model.ts';
import type { LandingData, LandingLink } from '../../../renderer/types.ts';
import { navbarTargets } from '../../../renderer/navbar/targets.ts';

export const LANDING_KIND = 'landing';

interface LinkSpec {
  label?: string;
  to: string;
  description?: string;
  secondary?: boolean;
}
export interface LandingSpec {
  tagline?: string;
  actions: LinkSpec[];
  areas?: LinkSpec[];
  areasTitle: string;
  tasks: LinkSpec[];
  tasksTitle: string;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The landing page's front matter, checked when the page loads: a mistake names the file, the
 * line of the key and what to write (`source`, the file's text, gives the line).
 */
export function readLanding(fm: FrontMatter, file: string, source = ''): LandingSpec | undefined {
  if (fm.layout === undefined) return undefined;
  const lines = source.split(/\r?\n/);
  const fail = (key: string, expected: string): never => {
    const at = lines.findIndex((l) => new RegExp(`^\\s*-?\\s*${key}:`).test(l));
    throw new BuildError(`Invalid front matter: \`${key}\` must be ${expected}.`, { file, line: at >= 0 ? at + 1 : 1 }, 'A landing page takes `hero` (tagline, actions), `areas` and `tasks` (title, items), each link written { label, to }.');
  };
  if (fm.layout !== 'landing') fail('layout', '"landing" (the only layout besides the default, which needs no key)');
  const links = (value: unknown, key: string, needLabel: boolean): LinkSpec[] => {
    if (!Array.isArray(value)) fail(key, 'a list of links ({ label, to })');
    return (value as unknown[]).map((item) => {
      if (!isObject(item) || typeof item.to !== 'string' || !/^(\/|#|[a-z][a-z0-9+.-]*:)/i.test(item.to)) fail(key, 'a list of links, each with `to`: a route (/guides/), an anchor (#start) or a URL');
      const link = item as Record<string, unknown>;
      if (needLabel && typeof link.label !== 'string') fail(key, 'a list of links, each with a `label`');
      for (const field of ['label', 'description'] as const) if (link[field] !== undefined && typeof link[field] !== 'string') fail(key, `a list of links whose \`${field}\` is text`);
      return { to: link.to as string, label: link.label as string | undefined, description: link.description as string | undefined, secondary: link.secondary === true };
    });
  };
  const hero = fm.hero === undefined ? {} : isObject(fm.hero) ? fm.hero : fail('hero', 'an object with `tagline` and `actions`');
  if (hero.tagline !== undefined && typeof hero.tagline !== 'string') fail('tagline', 'text');
  const tasks = fm.tasks === undefined ? {} : isObject(fm.tasks) ? fm.tasks : fail('tasks', 'an object with `title` and `items`');
  const areas = fm.areas === undefined ? undefined : isObject(fm.areas) ? fm.areas : { items: fm.areas };
  return {
    tagline: hero.tagline as string | undefined,
    actions: hero.actions === undefined ? [] : links(hero.actions, 'actions', true),
    areas: areas?.items === undefined ? undefined : links(areas.items, areas === fm.areas ? 'items' : 'areas', false),
    areasTitle: typeof areas?.title === 'string' ? areas.title : 'Explore the docs',
    tasks: tasks.items === undefined ? [] : links(tasks.items, 'items', true),
    tasksTitle: typeof tasks.title === 'string' ? tasks.title : 'Popular tasks',
  };
}

const isExternal = (to: string) => /^[a-z][a-z0-9+.-]*:/i.test(to) || to.startsWith('//');
const routeOf = (to: string) => to.split('#')[0].split('?')[0];

/** How many pages the sidebar a navbar item opens holds (the count on its card). */
function sidebarCount(model: SiteModel, sidebar: string): number | undefined {
  const items: SidebarItem[] | undefined = model.sidebars[sidebar];
  return items ? new Set(flattenLinks(items).map((l) => l.href)).size : undefined;
}

/** The landing page's parts, with every label and description filled in from the site. */
export function landingData(spec: LandingSpec, page: { path: string; title: string; description: string }, model: SiteModel): LandingData {
  const resolve = (link: LinkSpec, fallbackLabel?: string, sidebar?: string, counted = false): LandingLink => {
    const target = isExternal(link.to) ? undefined : model.byPath.get(routeOf(link.to));
    const count = counted && sidebar ? sidebarCount(model, sidebar) : undefined;
    return {
      label: link.label ?? fallbackLabel ?? target?.title ?? link.to,
      href: link.to,
      external: isExternal(link.to),
      ...((link.description ?? target?.description) && { description: link.description ?? target?.description }),
      ...(count && count > 1 && { count }),
      ...(link.secondary && { secondary: true }),
    };
  };
  const navbar = navbarTargets(model.config.navbar.items, model.sidebars, (id) => {
    const doc = model.byId.get(id);
    return doc && { route: doc.path, title: doc.title };
  }, page.path);
  const areas = spec.areas
    ? spec.areas.map((a) => resolve(a, navbar.find((n) => n.to === a.to)?.label))
    : navbar.map((n) => resolve({ to: n.to }, n.label, n.sidebar, n.sidebar !== undefined));
  return {
    title: page.title,
    tagline: spec.tagline ?? page.description,
    actions: spec.actions.map((a) => resolve(a)),
    areasTitle: spec.areasTitle,
    areas,
    tasksTitle: spec.tasksTitle,
    tasks: spec.tasks.map((t) => resolve(t)),
  };
}
