// The built-in plugins, in the order their pages and files are made. A site's
// own plugins (`plugins` in its config) come after them, registered the same way.
import { ApiPlugin } from './api/index.ts';
import { CategoriesPlugin } from './categories/index.ts';
import { DocsPlugin } from './docs/index.ts';
import { LlmsPlugin } from './llms/index.ts';
import { SearchPlugin } from './search/index.ts';
import { StaticPlugin } from './static/index.ts';
import { VersionsPlugin } from './versions/index.ts';
import type { Plugin } from '../plugin-api.ts';

/** Fresh instances for one build context (plugins keep their caches between serve's rebuilds). */
export function builtinPlugins(): Plugin[] {
  return [new DocsPlugin(), new ApiPlugin(), new CategoriesPlugin(), new StaticPlugin(), new VersionsPlugin(), new LlmsPlugin(), new SearchPlugin()];
}
