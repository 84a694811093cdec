// The default site's guide sources as the content checks read them: placeholders
// substituted, front matter split off, parsed once as MDX.
import { join, relative } from 'node:path';
import { createProcessor } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import { loadConfig, type ResolvedConfig } from '../cli/config.ts';
import { listContentFiles, readSourceFile, type SourceFile } from '../cli/content.ts';
import { preprocessSource } from '../cli/mdx/plugins.ts';
import { repoRoot } from './helpers.ts';

export interface Page {
  src: SourceFile;
  /** Path relative to the repository, for messages. */
  name: string;
  tree: any;
}

export const at = (page: Page, line: number | undefined) => `${page.name}:${line ?? 1}`;

/** The config, the pages (not partials, not drafts) and the partials. */
export async function loadPages(): Promise<{ config: ResolvedConfig; pages: Page[]; partials: Page[] }> {
  const config = await loadConfig(join(repoRoot, 'docs-site.config.ts'));
  const processor = createProcessor({ format: 'mdx', remarkPlugins: [remarkGfm, remarkDirective] });
  const all = listContentFiles(config.contentDir).map((file): Page => {
    const src = readSourceFile(config.contentDir, file, config.tokens);
    return { src, name: relative(repoRoot, file), tree: processor.parse(preprocessSource(src.body)) };
  });
  return { config, pages: all.filter((p) => !p.src.isPartial && !p.src.frontMatter.draft), partials: all.filter((p) => p.src.isPartial) };
}
