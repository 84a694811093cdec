// Sidebar links the model makes from config items: a doc's link (its
// sidebar label, class and props from its front matter), a category's
// generated index route, and the category `link` both the config and
// `_category_` files write.
import GithubSlugger from 'github-slugger';
import type { PageRecord, SidebarLink } from './plugin-api.ts';

export interface GeneratedIndexLink {
  type: 'generated-index';
  title?: string;
  description?: string;
  /** Route of the index page; default `/category/<label slug>/`. */
  slug?: string;
  keywords?: string[];
  image?: string;
}
export interface DocLink {
  type: 'doc';
  id: string;
}
export type CategoryLink = DocLink | GeneratedIndexLink;


const LINK_KEYS = { doc: ['type', 'id'], 'generated-index': ['type', 'title', 'description', 'slug', 'keywords', 'image'] } as const;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A category `link` (from category metadata or the config's sidebars). */
export function validateLink(link: unknown, key: string, fail: (key: string, expected: string, got: unknown) => never): CategoryLink {
  if (!isObject(link)) fail(key, "an object like `{ type: 'generated-index' }` or `{ type: 'doc', id }`, or null", link);
  const l = link as Record<string, unknown>;
  if (l.type !== 'doc' && l.type !== 'generated-index') fail(`${key}.type`, '"doc" or "generated-index"', l.type);
  const allowed: readonly string[] = LINK_KEYS[l.type as 'doc' | 'generated-index'];
  for (const k of Object.keys(l)) if (!allowed.includes(k)) fail(`${key}.${k}`, `absent (a "${l.type}" link has ${allowed.join(', ')})`, l[k]);
  if (l.type === 'doc') {
    if (typeof l.id !== 'string' || !l.id) fail(`${key}.id`, 'a doc id', l.id);
    return { type: 'doc', id: l.id as string };
  }
  for (const k of ['title', 'description', 'slug', 'image']) {
    if (l[k] !== undefined && typeof l[k] !== 'string') fail(`${key}.${k}`, 'a string', l[k]);
  }
  if (l.slug !== undefined && /[?#\s]/.test(l.slug as string)) fail(`${key}.slug`, 'a path without spaces, `?` or `#`', l.slug);
  if (l.keywords !== undefined && !(Array.isArray(l.keywords) && l.keywords.every((k) => typeof k === 'string'))) fail(`${key}.keywords`, 'a list of strings', l.keywords);
  return l as unknown as GeneratedIndexLink;
}

/** A generated index's route: the link's slug, else `/category/<label slug>/`. */
export function generatedIndexRoute(label: string, link: GeneratedIndexLink): string {
  const slug = link.slug ?? `/category/${new GithubSlugger().slug(label)}`;
  const route = ('/' + slug).replace(/\/{2,}/g, '/');
  return route.endsWith('/') ? route : route + '/';
}

/** A doc's link in a sidebar. */
export function docLink(page: PageRecord, label?: string): SidebarLink {
  const fm = page.frontMatter;
  return {
    type: 'link',
    label: label ?? fm.sidebar_label ?? page.title,
    href: page.path,
    docId: page.id,
    ...(fm.sidebar_class_name ? { className: fm.sidebar_class_name } : {}),
    ...(fm.sidebar_custom_props ? { customProps: fm.sidebar_custom_props } : {}),
  };
}
