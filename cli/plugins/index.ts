// The registered sections, in the order their pages and files are made.
// Adding a kind of page is one folder under cli/plugins/ plus one line here.
import { ApiSection } from './api/section.ts';
import { CategoriesSection } from './categories/index.ts';
import { DocsSection } from './docs/index.ts';
import { LlmsSection } from './llms/index.ts';
import { SearchSection } from './search/index.ts';
import { StaticSection } from './static/index.ts';
import type { Section } from './types.ts';

/** Fresh instances for one builder (sections keep their caches between serve rebuilds). */
export function createSections(): Section[] {
  return [
    new DocsSection(),
    new ApiSection(),
    new CategoriesSection(),
    new StaticSection(),
    new LlmsSection(),
    new SearchSection(),
  ];
}
