// The site model on its own: what createModel does with the sidebar items a
// section provides (no build).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { validateConfig } from '../cli/config.ts';
import { createModel, type PageRecord, type SidebarItem } from '../cli/model.ts';
import { repoRoot } from './helpers.ts';

const FIXTURE = join(repoRoot, 'test', 'fixtures', 'search');

describe('site model', () => {
  it("leaves a section's sidebar items as they were, so a second model (a serve rebuild) generates the same category pages", () => {
    const config = validateConfig(
      {
        title: 'Docs',
        url: 'https://docs.acme.example',
        baseUrl: '/',
        product: { name: 'Acme', slug: 'acme' },
        links: { app: 'https://app.acme.example/', hub: 'https://hub.acme.example/', status: 'https://status.acme.example/' },
        customFields: { apiBaseUrl: 'https://api.acme.example', apiClientId: 'x' },
        navbar: { title: 'Docs', items: [] },
        sidebars: { api: [{ type: 'api' }] },
        contentDir: join(FIXTURE, 'content'),
      },
      join(FIXTURE, 'docs-site.config.ts'),
      {},
    );
    // A section's items, kept between builds (as the API section does): two categories without a page
    // of their own, with enough links that the sidebar is trimmed and each needs a generated index.
    const pages: PageRecord[] = [];
    // Made afresh, a category may hold `href: undefined` (a cache read back from JSON has no such key).
    const category = (name: string): SidebarItem => ({
      type: 'category',
      label: name,
      href: undefined,
      collapsed: true,
      items: Array.from({ length: 60 }, (_, i) => {
        const path = `/api/${name.toLowerCase()}/op-${i}/`;
        pages.push({ id: path, path, kind: 'api-operation', title: `${name} ${i}`, description: '', headings: [], sourceFile: 'x', frontMatter: {}, sourceLinks: [], sidebar: 'api', titleInContent: false });
        return { type: 'link', label: `${name} ${i}`, href: path };
      }),
    });
    const provided = [category('Gadgets'), category('Widgets')];
    const before = JSON.stringify(provided);
    const categoryPages = () =>
      createModel(config, pages.map((p) => ({ ...p })), { api: provided }, new Map())
        .pages.filter((p) => p.kind === 'category-index' && p.path !== '/') // not the home page made for a site without one
        .map((p) => p.path);
    const first = categoryPages();
    assert.deepEqual(first, ['/category/gadgets/', '/category/widgets/']);
    assert.equal(JSON.stringify(provided), before, 'the provided items are not changed');
    assert.deepEqual(categoryPages(), first);
    // Items made afresh and the same items read back from a disk cache give the same sidebar, key for key
    // and in the same order: the sidebar is part of every page's render key (as JSON).
    const sidebarsFrom = (items: SidebarItem[]) => JSON.stringify(createModel(config, pages.map((p) => ({ ...p })), { api: items }, new Map()).sidebars);
    assert.equal(sidebarsFrom(provided), sidebarsFrom(JSON.parse(JSON.stringify(provided))));
  });
});
