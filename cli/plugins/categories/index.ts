// Generated category pages (the model makes them for the categories of a
// trimmed sidebar that have no page of their own): their items as cards.
import { createElement } from 'react';
import { firstLink, flattenLinks, type SidebarCategory, type SidebarItem } from '../../model.ts';
import type { Contribution, KindEnv, Plugin } from '../../plugin-api.ts';
import type { ServerModule } from '../../server-module.ts';
import type { CategoryCard } from '../../../renderer/components/CategoryIndex.tsx';

export class CategoriesPlugin implements Plugin {
  readonly name = 'categories';

  async load(): Promise<Contribution> {
    return {
      kinds: {
        'category-index': {
          content: async (page, { server, model }: KindEnv<ServerModule>) => {
            const cards = ((page.data as SidebarCategory | undefined)?.items ?? []).flatMap((item: SidebarItem): CategoryCard[] => {
              if (item.type === 'link') return [{ label: item.label, href: item.href, description: model.byPath.get(item.href)?.description || undefined }];
              const href = item.href ?? firstLink(item.items)?.href;
              return href ? [{ label: item.label, href, count: flattenLinks(item.items).length }] : [];
            });
            return {
              key: `category-index:${JSON.stringify(cards)}`,
              linkSources: [{ file: page.sourceFile, links: [] }],
              render: () => createElement(server.CategoryIndex, { cards, baseUrl: model.config.baseUrl }),
            };
          },
        },
      },
    };
  }
}
