// Sidebar links the model makes from config items: a doc's link (its
// sidebar label, class and props from its front matter) and a category's
// generated index route.
import GithubSlugger from 'github-slugger';
import type { GeneratedIndexLink } from './plugins/docs/category-meta.ts';
import type { PageRecord, SidebarLink } from './plugin-api.ts';

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
