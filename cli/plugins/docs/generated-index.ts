// Generated index pages: a category whose link is `{ type: 'generated-index' }`
// (in `_category_.json` or the config's sidebars) gets a page listing its
// items as cards, each with its description, as Docusaurus makes them. The
// same cards are `<DocCardList />` (`@theme/DocCardList`) on a category's own
// page.
import type { ServerModule } from '../../server-module.ts';
import { createHash } from 'node:crypto';
import { createElement } from 'react';
import type { PageRecord, SidebarCategory, SidebarItem, SiteModel } from '../../model.ts';
import type { PageKind } from '../../plugin-api.ts';
import type { DocCardData } from '../../../renderer/components/DocCards.tsx';
import type { GeneratedIndexRequest } from './autogenerate.ts';

export const GENERATED_INDEX_KIND = 'generated-index';

export function generatedIndexPage(request: GeneratedIndexRequest): PageRecord {
  const { link, label } = request;
  return {
    id: `__category__${request.route}`,
    path: request.route,
    kind: GENERATED_INDEX_KIND,
    title: link.title ?? label,
    description: link.description ?? request.description ?? '',
    headings: [],
    sourceFile: request.file,
    frontMatter: { keywords: link.keywords, image: link.image, hide_table_of_contents: true },
    sourceLinks: [],
    titleInContent: false,
    generatedKey: `generated index of the category "${label}"`,
  };
}

/** The category a route belongs to (its generated index or its linked page), in any sidebar. */
export function categoryAt(model: SiteModel, href: string): SidebarCategory | undefined {
  const walk = (items: SidebarItem[]): SidebarCategory | undefined => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      if (item.href === href) return item;
      const below = walk(item.items);
      if (below) return below;
    }
    return undefined;
  };
  for (const items of Object.values(model.sidebars)) {
    const found = walk(items);
    if (found) return found;
  }
  return undefined;
}

const firstHref = (items: SidebarItem[]): string | undefined => {
  for (const item of items) {
    if (item.type === 'link') return item.href;
    const inner = item.href ?? firstHref(item.items);
    if (inner) return inner;
  }
  return undefined;
};

/** One card per item of a category: docs with their description, categories with their item count. */
export function cardsOf(model: SiteModel, items: SidebarItem[]): DocCardData[] {
  const cards: DocCardData[] = [];
  for (const item of items) {
    if (item.type === 'link') {
      const page = item.docId ? model.byId.get(item.docId) : model.byPath.get(item.href);
      cards.push({ kind: item.external ? 'link' : 'doc', href: item.href, label: item.label, description: page?.description || undefined, external: item.external });
    } else {
      const href = item.href ?? firstHref(item.items);
      if (!href) continue;
      cards.push({ kind: 'category', href, label: item.label, description: `${item.items.length} item${item.items.length === 1 ? '' : 's'}` });
    }
  }
  return cards;
}

export const generatedIndexKind: PageKind<ServerModule> = {
  async content(page, { server, model }) {
    const cards = cardsOf(model, categoryAt(model, page.path)?.items ?? []);
    const key = createHash('sha256').update(JSON.stringify([page.title, page.description, cards])).digest('hex');
    return {
      key,
      linkSources: [],
      render: () => createElement(server.GeneratedIndex, { description: page.description, cards, baseUrl: model.config.baseUrl }),
    };
  },
};
