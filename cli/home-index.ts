// A site without a home page (no content/index.md, no doc with `slug: /`) gets
// one made for it: the title, the tagline and a card per sidebar (the sections
// of the site), so `/` is never a 404. The build warns, once, that it did so.
import type { ResolvedConfig } from './config/resolved.ts';
import { sidebarLabel } from './config/validate.ts';
import { relative } from 'node:path';
import type { PageRecord, SidebarCategory, SidebarItem } from './plugin-api.ts';
import { report } from './report/index.ts';

const warned = new Set<string>();

/** The first page a sidebar links to. */
function firstHref(items: SidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.type === 'link' && !item.external) return item.href;
    if (item.type === 'category') {
      const inner = item.href ?? firstHref(item.items);
      if (inner) return inner;
    }
  }
  return undefined;
}

export function homeIndexPage(config: ResolvedConfig, sidebars: Record<string, SidebarItem[]>): PageRecord | undefined {
  const labels = new Map<string, string>();
  for (const item of config.navbar.items) {
    const o = item as { type?: string; sidebarId?: string; label?: string };
    if (o.type === 'docSidebar' && o.sidebarId && o.label && !labels.has(o.sidebarId)) labels.set(o.sidebarId, o.label);
  }
  const sections: SidebarCategory[] = Object.entries(sidebars).flatMap(([id, items]): SidebarCategory[] => {
    const href = firstHref(items);
    return href ? [{ type: 'category', label: labels.get(id) ?? sidebarLabel(id), href, collapsed: true, items }] : [];
  });
  if (!sections.length) return undefined;
  if (!warned.has(config.contentDir)) {
    warned.add(config.contentDir);
    const folder = relative(config.rootDir, config.contentDir) || '.';
    report().warning({
      message: `The site has no home page, so / lists its sections (${sections.map((s) => s.label).join(', ')}).`,
      file: config.contentDir,
      rule: 'no-home-page',
      hint: `Write your own: add ${folder}/index.md (or .mdx), or give a doc \`slug: /\` in its front matter.`,
    });
  }
  return {
    id: '__home__',
    path: '/',
    kind: 'category-index',
    title: config.title,
    description: config.tagline || `The ${config.product.name} documentation.`,
    headings: [],
    sourceFile: config.configFile,
    frontMatter: {},
    sourceLinks: [],
    titleInContent: false,
    data: { type: 'category', label: config.title, href: '/', collapsed: false, items: sections },
  };
}
